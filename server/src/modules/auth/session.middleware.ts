import type { CookieOptions, NextFunction, Request, Response } from 'express';
import { AppError } from '../../common/errors';
import type { AuthenticatedSession, AuthService } from './auth.service';

export const SESSION_COOKIE = 'tl_session';

/** What a request proved about its caller: nothing, a valid session, or a token that was refused. */
export type AuthState = { session: AuthenticatedSession } | { session?: undefined; error?: AppError };

declare module 'express-serve-static-core' {
  interface Request {
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

/**
 * Reads the session from `Authorization: Bearer` or the httpOnly cookie. A refused token is kept
 * as an error, not thrown: public routes ignore it, protected ones answer 401 with its message.
 */
export function sessionMiddleware(auth: AuthService) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const token = tokenOf(req);
    if (token === undefined) {
      req.authState = {};
      return next();
    }
    try {
      req.authState = { session: await auth.authenticate(token) };
    } catch (err) {
      if (!(err instanceof AppError)) return next(err);
      req.authState = { error: err };
    }
    next();
  };
}

export function requireSession(state: AuthState | undefined): AuthenticatedSession {
  if (state?.session) return state.session;
  throw state?.error ?? AppError.unauthenticated();
}

export function sessionCookieOptions(secure: boolean, expires?: Date): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure, path: '/', ...(expires ? { expires } : {}) };
}
