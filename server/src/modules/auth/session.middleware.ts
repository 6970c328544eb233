import type { CookieOptions, NextFunction, Request, Response } from 'express';
import { AppError } from '../../common/errors';
import type { AuthenticatedSession, AuthService } from './auth.service';

export const SESSION_COOKIE = 'tl_session';

/** What a request proved about its caller: nothing, a valid session, or a token that was refused. */
export type AuthState = { session: AuthenticatedSession } | { session?: undefined; error?: AppError };

declare module 'express-serve-static-core' {
  interface Request {
    /** The session check, started when the headers arrived (see checkSessionEarly). */
    authPending?: Promise<AuthState>;
    /** Its outcome, for REST handlers (after awaitSession). */
    authState?: AuthState;
  }
}

function tokenOf(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    return match ? match[1] : '';
  }
  const cookie = (req.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE];
  return typeof cookie === 'string' && cookie.length > 0 ? cookie : undefined;
}

/** A refused token is kept as an error, not thrown: public routes ignore it, protected ones answer 401 with its message. */
async function check(auth: AuthService, token: string | undefined): Promise<AuthState> {
  if (token === undefined) return {};
  try {
    return { session: await auth.authenticate(token) };
  } catch (err) {
    if (err instanceof AppError) return { error: err };
    throw err;
  }
}

/**
 * Starts checking the session from `Authorization: Bearer` or the httpOnly cookie as soon as the
 * headers are read, without waiting: its database round trip runs while the body is read and the
 * GraphQL query is parsed. REST handlers read the outcome after awaitSession; GraphQL awaits it
 * in its auth check.
 */
export function checkSessionEarly(auth: AuthService) {
  return (req: Request, _res: Response, next: NextFunction) => {
    req.authPending = check(auth, tokenOf(req));
    // A request that fails before anyone awaits the check (a body that is not JSON) must not leave an unhandled rejection.
    req.authPending.catch(() => undefined);
    next();
  };
}

const NO_SESSION: Promise<AuthState> = Promise.resolve({});

/** The request's session check (none when the route does not check sessions). */
export function sessionCheckOf(req: Request): Promise<AuthState> {
  return req.authPending ?? NO_SESSION;
}

/** Waits for the session check, so that REST handlers can read `req.authState`. */
export async function awaitSession(req: Request, _res: Response, next: NextFunction) {
  try {
    req.authState = await sessionCheckOf(req);
    next();
  } catch (err) {
    next(err);
  }
}

export function requireSession(state: AuthState | undefined): AuthenticatedSession {
  if (state?.session) return state.session;
  throw state?.error ?? AppError.unauthenticated();
}

export function sessionCookieOptions(secure: boolean, expires?: Date): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure, path: '/', ...(expires ? { expires } : {}) };
}
