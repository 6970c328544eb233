import type { CookieOptions, NextFunction, Request, Response } from 'express';
import { AppError } from '../../common/errors';
import { clientKey } from '../../common/rest';
import type { AuthenticatedSession, AuthState } from '../../common/session';
import type { SignIn } from './auth.service';

export const SESSION_COOKIE = 'tl_session';
/** The state of a sign-in at a provider, bound to this browser until the provider sends it back (social-sign-in.service.ts). */
export const SOCIAL_STATE_COOKIE = 'tl_oidc_state';
/** Only the callbacks read it; Lax, so it travels on the provider's top-level redirect back. */
export const SOCIAL_STATE_COOKIE_PATH = '/api/users/auth';
/** A browser that signed in to an account: exempt from its mailbox's mailbox-wide code limit (device.ts). */
export const DEVICE_COOKIE = 'tl_device';
/** The staff area's session cookie (modules/staff): its own name, token audience and lifetime. */
export const STAFF_COOKIE = 'tl_staff';

/**
 * What the session check needs: a token in, the session it proves out (or UNAUTHENTICATED). The
 * caller's client key (its address) lets an API key check count failed keys per client.
 */
export interface SessionAuthenticator {
  authenticate(token: string, clientKey?: string): Promise<AuthenticatedSession>;
}

/** The request's token: `Authorization: Bearer`, else the named cookie ('' for a malformed header). */
export function tokenOf(req: Request, cookieName: string = SESSION_COOKIE): string | undefined {
  const header = req.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    return match ? match[1] : '';
  }
  const cookie = (req.cookies as Record<string, string> | undefined)?.[cookieName];
  return typeof cookie === 'string' && cookie.length > 0 ? cookie : undefined;
}

/** A refused token is kept as an error, not thrown: public routes ignore it, protected ones answer 401 with its message. */
async function check(auth: SessionAuthenticator, token: string | undefined, client: string): Promise<AuthState> {
  if (token === undefined) return {};
  try {
    return { session: await auth.authenticate(token, client) };
  } catch (err) {
    if (err instanceof AppError) return { error: err };
    throw err;
  }
}

/**
 * Starts checking the session from `Authorization: Bearer` or the httpOnly cookie as soon as the
 * headers are read, without waiting: its database round trip runs while the body is read and the
 * GraphQL query is parsed. REST handlers read the outcome after awaitSession (common/session.ts);
 * GraphQL awaits it in its auth check.
 */
export function checkSessionEarly(auth: SessionAuthenticator) {
  return (req: Request, _res: Response, next: NextFunction) => {
    req.authPending = check(auth, tokenOf(req), clientKey(req));
    // A request that fails before anyone awaits the check (a body that is not JSON) must not leave an unhandled rejection.
    req.authPending.catch(() => undefined);
    next();
  };
}

export function sessionCookieOptions(secure: boolean, expires?: Date): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure, path: '/', ...(expires ? { expires } : {}) };
}

/** The device mark: httpOnly, and outlives sessions (signing out keeps it; it opens nothing). */
export function deviceCookieOptions(secure: boolean, expires?: Date): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure, path: '/', ...(expires ? { expires } : {}) };
}

/** A cookie the request carried, as text (undefined when absent or not text). */
export function cookieOf(req: Request, name: string): string | undefined {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
}

/** The device cookie a request carried, unread (AuthService.requestCode checks it). */
export function deviceCookieOf(req: Request): string | undefined {
  return cookieOf(req, DEVICE_COOKIE);
}

/** Sets the session cookie and the device mark of a sign-in. */
export function setSignInCookies(res: Response, secure: boolean, signIn: SignIn): void {
  res.cookie(SESSION_COOKIE, signIn.token, sessionCookieOptions(secure, signIn.sessionExpiresAt));
  res.cookie(DEVICE_COOKIE, signIn.device.mark, deviceCookieOptions(secure, signIn.device.expiresAt));
}

export function socialStateCookieOptions(secure: boolean, expires?: Date): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure, path: SOCIAL_STATE_COOKIE_PATH, ...(expires ? { expires } : {}) };
}
