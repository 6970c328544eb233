import type { NextFunction, Request, Response } from 'express';
import { AppError } from './errors';

/**
 * What a request proved about its caller, as every transport reads it. Shared infrastructure: the
 * auth module produces it (modules/auth/session.middleware.ts checks the token and its session row),
 * the REST routes and the GraphQL auth check consume it, and neither side imports the other.
 */

/** The signed-in caller: the user and the session their token names. */
export interface AuthenticatedSession {
  userId: string;
  sessionId: string;
}

/** Nothing, a valid session, or a token that was refused. */
export type AuthState = { session: AuthenticatedSession } | { session?: undefined; error?: AppError };

declare module 'express-serve-static-core' {
  interface Request {
    /** The session check, started when the headers arrived (checkSessionEarly in modules/auth/session.middleware.ts). */
    authPending?: Promise<AuthState>;
    /** Its outcome, for REST handlers (after awaitSession). */
    authState?: AuthState;
  }
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

/** The caller's session, or the 401 its token was refused with (UNAUTHENTICATED without a token). */
export function requireSession(state: AuthState | undefined): AuthenticatedSession {
  if (state?.session) return state.session;
  throw state?.error ?? AppError.unauthenticated();
}
