import type { CookieOptions, NextFunction, Request, Response } from 'express';
import { AppError } from '../../common/errors';
import type { StaffAuthState, StaffSession } from '../../common/session';
import { STAFF_COOKIE, tokenOf } from '../auth/session.middleware';

export interface StaffAuthenticator {
  authenticate(token: string): Promise<StaffSession>;
}

async function check(auth: StaffAuthenticator, token: string | undefined): Promise<StaffAuthState> {
  if (token === undefined) return {};
  try {
    return { staff: await auth.authenticate(token) };
  } catch (err) {
    if (err instanceof AppError) return { error: err };
    throw err;
  }
}

/**
 * Starts checking a staff session beside the user's (modules/auth/session.middleware.ts), from
 * `Authorization: Bearer` or the staff cookie. A user's token fails it (another audience and key)
 * and a staff token fails the user's check, so neither opens the other's routes.
 */
export function checkStaffEarly(auth: StaffAuthenticator) {
  return (req: Request, _res: Response, next: NextFunction) => {
    req.staffPending = check(auth, tokenOf(req, STAFF_COOKIE));
    req.staffPending.catch(() => undefined);
    next();
  };
}

/** The staff cookie: httpOnly and SameSite=Strict (the staff area is never reached from another site). */
export function staffCookieOptions(secure: boolean, expires?: Date): CookieOptions {
  return { httpOnly: true, sameSite: 'strict', secure, path: '/', ...(expires ? { expires } : {}) };
}
