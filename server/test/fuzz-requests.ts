import zlib from 'node:zlib';
import fc from 'fast-check';
import { encodeForUrl, hostileString, sometimes, toJsonText, wtf8Bytes, type Json, type UrlEncoding } from './fuzz-arbitraries';
import { applyAuth, type AuthPlan } from './fuzz-auth';
import { BODY_LIMIT_BYTES, graphqlProblem, restProblem } from './fuzz-checks';
import { exchange } from './fuzz-harness';
import type { Fixtures, Target } from './fuzz-targets';
import { show } from './fuzz-wire';
import { uniqueEmail } from './helpers';

/**
 * The requests the fuzz tests send, and what they share: a request plan and how it is run, the
 * bodies on the wire, and the values worth aiming at (the fixtures' users, lists and profiles).
 * fuzz-rest-requests.ts fuzzes every route of the REST table in docs/api.md (path parameters, query
 * parameters, bodies, content types and credentials); fuzz-graphql-requests.ts every query and
 * mutation of schema.graphql (read from the file, so a new operation is fuzzed without a change
 * there) with fuzzed variables, and GraphQL requests that are wrong as a whole.
 */

/** A request before its credentials are added (a signed-in run may need a session of its own). */
export interface RequestPlan {
  /** The route or operation it aims at. */
  label: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  shown?: string;
  auth: AuthPlan;
  endsSession: boolean;
}

/** Makes fast-check print a plan as one short line (the failure message itself has the full request and answer). */
export function printable(plan: RequestPlan): RequestPlan {
  Object.defineProperty(plan, fc.toStringMethod, {
    enumerable: false,
    value: () => {
      const mode = plan.auth.mode === 'garbage' ? `garbage credentials (${plan.auth.garbage('eyA.eyB.sig').label})` : plan.auth.mode;
      const auth = plan.auth.forwardedFor === undefined ? mode : `${mode}, X-Forwarded-For: ${show(plan.auth.forwardedFor, 40)}`;
      const body = plan.body ? ` body ${show(plan.shown ?? plan.body.toString('utf8'), 300)}` : '';
      const headers = Object.entries(plan.headers)
        .map(([k, v]) => `${k}: ${show(v, 80)}`)
        .join(', ');
      return `[${auth}] ${plan.method} ${show(plan.path, 300)}${headers ? ` {${headers}}` : ''}${body}`;
    },
  });
  return plan;
}

/** Sends a planned request with its credentials and checks the answer by its transport (see exchange). */
export async function runPlan(target: Target, plan: RequestPlan): Promise<void> {
  const headers = { ...plan.headers };
  const auth = await applyAuth(target, plan.auth, headers, plan.endsSession);
  const check = plan.path.startsWith('/graphql') ? graphqlProblem : restProblem;
  await exchange(target, {
    req: { label: plan.label, method: plan.method, path: plan.path, headers, body: plan.body, shown: plan.shown, auth },
    check,
  });
}

// ---------------------------------------------------------------------------------------------
// Bodies on the wire

const CONTENT_TYPES = [
  'application/json; charset=utf-8',
  'application/JSON',
  'application/vnd.api+json',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/graphql',
  '*/*',
  'application/json, text/plain',
  '',
];

const RAW_BODIES = [
  '',
  '{',
  '{"a":',
  '{"name": "x",}',
  "{'name': 'x'}",
  '{"name": "x"}garbage',
  '{"name": "x"}{"name": "y"}',
  'null',
  'true',
  '42',
  '"just a string"',
  '[]',
  'not json at all',
  'name=x&description=y',
  '\u0000',
  '\ufeff{"name": "x"}',
  '{"name": "\\ud800"}',
  '{"name": "\\u0000"}',
  '{"name": "\\x00"}',
  '{"__proto__": {"isAdmin": true}, "name": "x"}',
  '{"constructor": {"prototype": {"isAdmin": true}}}',
  '{"a":1e309}',
  '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--xyz--',
  '{"query": "{ me { id } }"',
];

export interface BodyPlan {
  body?: Buffer;
  shown?: string;
  headers: Record<string, string>;
}

/** A JSON value as a body: usually application/json, sometimes another content type, or compressed (or said to be and not). */
export function jsonBodyArb(value: fc.Arbitrary<Json>): fc.Arbitrary<BodyPlan> {
  return fc
    .tuple(
      value,
      fc.oneof(
        { withCrossShrink: true },
        { weight: 8, arbitrary: fc.constant('application/json') },
        { weight: 2, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
      ),
      sometimes(fc.constantFrom('gzip', 'deflate', 'br', 'identity', 'bogus', 'gzip-but-plain'), 13),
    )
    .map(([v, contentType, encoding]) => {
      const text = toJsonText(v);
      let body = Buffer.from(text, 'utf8');
      const headers: Record<string, string> = {};
      if (contentType) headers['content-type'] = contentType;
      if (encoding === 'gzip') body = zlib.gzipSync(body);
      if (encoding === 'deflate') body = zlib.deflateSync(body);
      if (encoding === 'br') body = zlib.brotliCompressSync(body);
      if (encoding) headers['content-encoding'] = encoding === 'gzip-but-plain' ? 'gzip' : encoding;
      const compressed = encoding === 'gzip' || encoding === 'deflate' || encoding === 'br';
      const note =
        encoding === 'gzip-but-plain'
          ? ' (not compressed, though content-encoding says gzip)'
          : compressed
            ? ` (compressed: content-encoding ${encoding})`
            : encoding
              ? ` (content-encoding ${encoding})`
              : '';
      return { body, shown: `${text}${note}`, headers };
    });
}

/** A body that is not JSON, or not what its content type says. */
export const rawBodyArb: fc.Arbitrary<BodyPlan> = fc
  .tuple(
    fc.oneof(fc.constantFrom(...RAW_BODIES), hostileString),
    fc.constantFrom(
      'application/json',
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=xyz',
      '',
    ),
    fc.constantFrom<'utf8' | 'wtf8' | 'utf16le' | 'latin1'>('utf8', 'utf8', 'wtf8', 'utf16le', 'latin1'),
  )
  .map(([text, contentType, encoding]): BodyPlan => {
    const body = encoding === 'wtf8' ? Buffer.from(wtf8Bytes(text)) : Buffer.from(text, encoding);
    const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {};
    return { body, shown: `${JSON.stringify(text)} as ${encoding}`, headers };
  });

/** A JSON body just over the limit (a valid object with one long field). */
export function oversizeBodyArb(field: string): fc.Arbitrary<BodyPlan> {
  return fc.constantFrom(BODY_LIMIT_BYTES + 1, BODY_LIMIT_BYTES + 5_000, 300_000).map((size) => {
    const padding = 'x'.repeat(size);
    return {
      body: Buffer.from(JSON.stringify({ [field]: padding })),
      shown: `{"${field}": "x" × ${size}}`,
      headers: { 'content-type': 'application/json' },
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Values to aim at

/** A valid work e-mail of 254 characters, the longest there is (the limit key once overflowed on such). */
const LONGEST_EMAIL = `${'l'.repeat(64)}@${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(58)}.io`;

const b64 = (s: string) => Buffer.from(s).toString('base64');
const b64url = (s: string) => Buffer.from(s).toString('base64url');

export const pools = {
  userId: (fx: Fixtures) => fc.constantFrom(fx.user.id, fx.other.id, '00000000-0000-0000-0000-000000000000', '1', 'me'),
  listId: (fx: Fixtures) => fc.constantFrom(...fx.listIds, fx.other.listId, '00000000-0000-0000-0000-000000000000', '0', '-1', '1e3'),
  /** For deletes: the spare lists, so that the ones the other routes aim at stay. */
  spareListId: (fx: Fixtures) => fc.constantFrom(...fx.spareListIds, fx.other.listId, '00000000-0000-0000-0000-000000000000', '0'),
  username: (fx: Fixtures) => fc.constantFrom(...fx.profiles.map((p) => p.username), 'nobody-by-this-name-000000'),
  profileRef: (fx: Fixtures) =>
    fc.constantFrom(...fx.profiles.flatMap((p) => [p.username, p.id, p.link]), '0', '-1', '9999999999999999999'),
  profileId: (fx: Fixtures) => fc.constantFrom(...fx.profiles.map((p) => p.id), '0', '-1', '9223372036854775808', '1.5', '1e3'),
  encodedLink: (fx: Fixtures) =>
    fc.oneof(
      fc.constantFrom(
        ...fx.profiles.flatMap((p) => [b64(p.link), b64url(p.link)]),
        b64('not a link'),
        b64('https://www.linkedin.com/in/'),
        '====',
        'a',
        '!!!',
      ),
      hostileString.map((s) => b64(s)),
      hostileString.map((s) => b64(`https://www.linkedin.com/in/${s}`)),
    ),
  persona: (fx: Fixtures) => fc.constantFrom(...fx.personas),
  sessionId: (fx: Fixtures) =>
    fc.constantFrom(...fx.checkoutSessionIds, fx.otherCheckoutSessionId, 'cs_test_local_' + '0'.repeat(48), 'cs_test_nope', 'x'),
  email: (fx: Fixtures) =>
    fc.oneof(
      fc.constant(fx.user.email),
      fc.constant(null).map(() => uniqueEmail('fuzz')),
      fc.constantFrom('x@gmail.com', 'a@acme.io', LONGEST_EMAIL, LONGEST_EMAIL.replace('@', 'x@')),
    ),
};

export const SENIORITIES = ['entry', 'mid', 'senior', 'lead', 'manager', 'director', 'vp', 'executive'];
export const WORDS = [
  'engineer',
  'senior backend engineers in Berlin',
  'python',
  'VP of Sales in London',
  'Acme',
  'Germany',
  'react OR vue',
  '"design systems" AND figma -junior',
];

export function queryString(pairs: Array<[string, string]>, how: UrlEncoding[]): string {
  return pairs.map(([k, v], i) => `${encodeForUrl(k, how[i % how.length])}=${encodeForUrl(v, how[i % how.length])}`).join('&');
}
