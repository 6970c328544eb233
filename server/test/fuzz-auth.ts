import fc from 'fast-check';
import { headerSafe, hostileString, sometimes } from './fuzz-arbitraries';
import type { Target } from './fuzz-targets';
import { show } from './fuzz-wire';

/** How a fuzzed request authenticates: signed in by Bearer token or cookie, not at all, or with bad credentials. */

export type AuthMode = 'none' | 'bearer' | 'cookie' | 'staff-bearer' | 'staff-cookie' | 'garbage';
/**
 * Signed in most of the time (most routes need it to go deeper), by Bearer token or by the session
 * cookie, as a user or as a staff member (an admin: the superadmin's operations answer FORBIDDEN
 * after their input is checked, so the fuzz never changes global settings other tests rely on).
 */
export const authModeArb: fc.Arbitrary<AuthMode> = fc.constantFrom<AuthMode>(
  'none',
  'bearer',
  'bearer',
  'bearer',
  'cookie',
  'cookie',
  'cookie',
  'staff-bearer',
  'staff-cookie',
  'garbage',
);

/** Credentials that are not valid (or not well-formed), as the header they arrive in. */
export const garbageAuthArb: fc.Arbitrary<(token: string) => { name: 'authorization' | 'cookie'; value: string; label: string }> = fc.oneof(
  fc.constantFrom(
    (t: string) => ({ name: 'authorization' as const, value: `Bearer ${t.slice(0, -3)}abc`, label: 'Bearer with a wrong signature' }),
    (t: string) => ({
      name: 'authorization' as const,
      value: `Bearer ${t.split('.').slice(0, 2).join('.')}.`,
      label: 'Bearer without a signature',
    }),
    (t: string) => {
      const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
      const payload = JSON.parse(Buffer.from(t.split('.')[1], 'base64url').toString());
      return {
        name: 'authorization' as const,
        value: `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`,
        label: 'Bearer with alg none',
      };
    },
    (t: string) => ({ name: 'authorization' as const, value: `bearer ${t}`, label: 'lower-case bearer, valid token' }),
    (t: string) => ({ name: 'authorization' as const, value: `Bearer ${t} ${t}`, label: 'Bearer with two tokens' }),
    () => ({ name: 'authorization' as const, value: 'Bearer', label: 'Bearer without a token' }),
    () => ({ name: 'authorization' as const, value: 'Basic dXNlcjpwYXNz', label: 'Basic' }),
    (t: string) => ({ name: 'cookie' as const, value: `tl_session=${t}; tl_session=garbage`, label: 'two session cookies' }),
    () => ({ name: 'cookie' as const, value: 'tl_session=j:{"sub":"x"}', label: 'a JSON cookie' }),
    () => ({ name: 'cookie' as const, value: 'tl_session=%zz%', label: 'a badly encoded cookie' }),
    () => ({ name: 'cookie' as const, value: 'tl_session="unterminated', label: 'an unterminated cookie' }),
    () => ({ name: 'authorization' as const, value: `Bearer ${'A'.repeat(8000)}`, label: 'an 8,000-character token' }),
    () => ({ name: 'authorization' as const, value: `Bearer tlk_abcdefgh_${'A'.repeat(43)}`, label: 'an unknown API key' }),
    () => ({ name: 'authorization' as const, value: `Bearer tlk_${'A'.repeat(8000)}`, label: 'an 8,000-character API key' }),
  ),
  fc
    .tuple(
      fc.constantFrom<'authorization' | 'cookie'>('authorization', 'cookie'),
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.constantFrom('%00', '\u00ff\u00fe', '', '.', '..', 'ey.ey.sig'),
    )
    .map(([name, s, extra]) => () => {
      const value = name === 'authorization' ? `Bearer ${headerSafe(s + extra)}` : `tl_session=${headerSafe(s + extra).replace(/;/g, '')}`;
      return { name, value, label: `a garbage ${name === 'authorization' ? 'Bearer token' : 'session cookie'}` };
    }),
);

/**
 * What the client says its address is (the servers trust X-Forwarded-For, as behind a proxy): the
 * OTP limits count per address, so it reaches the rate-limit table. Usually the target's own.
 */
const forwardedForArb: fc.Arbitrary<string | undefined> = sometimes(
  fc.oneof(
    fc.constantFrom('x'.repeat(300), '9'.repeat(5000), '1.2.3.4, 5.6.7.8', '::ffff:127.0.0.1', '999.999.999.999', 'unknown', ',', ' '),
    hostileString.map((s) => headerSafe(s).slice(0, 8000)),
  ),
  10,
);

/** Everything about the caller that the run decides: the mode, for garbage which garbage, and sometimes the address it claims. */
export interface AuthPlan {
  mode: AuthMode;
  garbage: (token: string) => { name: 'authorization' | 'cookie'; value: string; label: string };
  forwardedFor?: string;
}
export const authPlanArb: fc.Arbitrary<AuthPlan> = fc.record({ mode: authModeArb, garbage: garbageAuthArb, forwardedFor: forwardedForArb });

/** Adds the caller's credentials to the headers; returns how they authenticated. */
export async function applyAuth(target: Target, plan: AuthPlan, headers: Record<string, string>, endsSession: boolean): Promise<string> {
  if (plan.forwardedFor !== undefined) headers['x-forwarded-for'] = plan.forwardedFor;
  const from = plan.forwardedFor !== undefined ? `, from X-Forwarded-For: ${show(plan.forwardedFor, 60)}` : '';
  const how = await credentials(target, plan, headers, endsSession);
  // A cookie comes from the app's own pages, and the browser says so: the fuzz tries what the app
  // does with the request, not the refusal of a forged one (edge.test.ts tries those).
  if (headers.cookie !== undefined) headers['sec-fetch-site'] = 'same-origin';
  return how + from;
}

async function credentials(target: Target, plan: AuthPlan, headers: Record<string, string>, endsSession: boolean): Promise<string> {
  if (plan.mode === 'none') return 'not signed in';
  // A request that ends its session gets a user's session of its own, so the fixtures' sessions stay.
  if ((plan.mode === 'staff-bearer' || plan.mode === 'staff-cookie') && !endsSession) {
    const staff = target.fixtures.staff.token;
    if (plan.mode === 'staff-bearer') headers.authorization = `Bearer ${staff}`;
    else headers.cookie = `tl_staff=${staff}`;
    return `signed in as staff (${plan.mode === 'staff-bearer' ? 'Bearer' : 'staff cookie'})`;
  }
  const token = endsSession ? await target.disposableToken() : target.fixtures.user.token;
  if (plan.mode === 'bearer' || plan.mode === 'staff-bearer') {
    headers.authorization = `Bearer ${token}`;
    return `signed in (Bearer${endsSession ? ', a session of its own' : ''})`;
  }
  if (plan.mode === 'cookie' || plan.mode === 'staff-cookie') {
    headers.cookie = `tl_session=${token}`;
    return `signed in (session cookie${endsSession ? ', a session of its own' : ''})`;
  }
  const g = plan.garbage(token);
  headers[g.name] = g.value;
  return `bad credentials: ${g.label}`;
}
