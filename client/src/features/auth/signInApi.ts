import type { StoredUser } from '../../lib/session';
import type { SignInMode, SocialProvider } from './socialText';

/**
 * The calls of /login and /register, made with plain fetch so that the sign-in pages load no Apollo
 * Client (nor the generated operations): the REST routes of the spec (section 7) for the code flow
 * and a provider's start, and the one GraphQL query that lists the providers. Same server services,
 * same messages as the GraphQL operations the signed-in app uses.
 */

export type { SignInMode };

/** A refusal or a failure: `serverText` is the server's own message when it answered with one. */
export class SignInFailure extends Error {
  constructor(
    readonly serverText: string | null,
    /** The server answered (with an error), as opposed to the request failing on the way. */
    readonly answered: boolean,
  ) {
    super(serverText ?? 'the request failed');
  }
}

/** The REST envelope: `{ status, message?, data? }` (docs/api.md). */
interface Envelope<T> {
  status?: string;
  message?: string;
  data?: T;
}

async function rest<T>(path: string, init?: RequestInit): Promise<Envelope<T>> {
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      ...init,
      headers: { accept: 'application/json', ...(init?.body ? { 'content-type': 'application/json' } : {}) },
    });
  } catch {
    throw new SignInFailure(null, false);
  }
  let body: Envelope<T> = {};
  try {
    body = (await res.json()) as Envelope<T>;
  } catch {
    /* not JSON: a proxy's error page */
  }
  if (!res.ok || body.status === 'error') throw new SignInFailure(typeof body.message === 'string' ? body.message : null, true);
  return body;
}

/** POST /api/users/email-otp: sends a code; answers the server's message. */
export async function requestCode(input: { userEmail: string; type: SignInMode; termsAccepted?: boolean }): Promise<string | null> {
  const body = await rest('/users/email-otp', { method: 'POST', body: JSON.stringify(input) });
  return body.message ?? null;
}

/** The user info of a sign-in answer (the REST shape, docs/api.md). */
type UserInfo = StoredUser & { token?: string };

/** POST /api/users/verify-otp: checks the code; the server sets the session cookie and answers the user. */
export async function verifyCode(input: {
  userEmail: string;
  otp: string;
  type: SignInMode;
  termsAccepted?: boolean;
  newsUpdates?: boolean;
}): Promise<{ user: StoredUser; message: string | null }> {
  const body = await rest<UserInfo>('/users/verify-otp', { method: 'POST', body: JSON.stringify(input) });
  if (!body.data) throw new SignInFailure(null, true);
  const { token: _token, ...user } = body.data;
  return { user, message: body.message ?? null };
}

/** GET /api/users/auth/{provider}: the provider's address to send the browser to (the server sets the state cookie). */
export async function startProviderSignIn(
  provider: SocialProvider,
  mode: SignInMode,
  termsAccepted: boolean,
  newsUpdates: boolean,
): Promise<string | null> {
  const query = new URLSearchParams({ intent: mode });
  if (mode === 'register') {
    query.set('termsAccepted', String(termsAccepted));
    query.set('newsUpdates', String(newsUpdates));
  }
  const body = await rest<{ authUrl?: string }>(`/users/auth/${encodeURIComponent(provider.id)}?${query}`);
  return body.data?.authUrl ?? null;
}

/** The providers this server has configured (GraphQL `authProviders`, read with a plain POST). */
export async function loadProviders(): Promise<SocialProvider[]> {
  const res = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query: 'query AuthProviders { authProviders { id name } }' }),
  });
  if (!res.ok) throw new Error(`authProviders answered ${res.status}`);
  const body = (await res.json()) as { data?: { authProviders: SocialProvider[] } };
  return body.data?.authProviders ?? [];
}
