import type { CookieOptions, NextFunction, Request, Response } from 'express';
import { AppError } from '../../common/errors';
import type { StaffAuthState, StaffRole, StaffSession } from '../../common/session';
import { cookieOf, STAFF_COOKIE, tokenOf } from '../auth/session.middleware';
import { STAFF_DEVICE_COOKIE } from './staff-device';

export interface StaffAuthenticator {
  authenticate(token: string): Promise<StaffSession>;
  /** Audits a refused escalation (admins.service.ts). */
  recordRefusal(staff: StaffSession, needed: StaffRole, what: string): void;
}

async function check(auth: StaffAuthenticator, token: string | undefined, req: Request): Promise<StaffAuthState> {
  if (token === undefined) return {};
  try {
    const staff = await auth.authenticate(token);
    const onForbidden = (needed: StaffRole, what: string | undefined) =>
      auth.recordRefusal(staff, needed, what ?? `${req.method} ${req.originalUrl.split('?')[0]}`);
    return { staff, onForbidden };
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
    req.staffPending = check(auth, tokenOf(req, STAFF_COOKIE), req);
    req.staffPending.catch(() => undefined);
    next();
  };
}

/** The staff cookie: httpOnly and SameSite=Strict (the staff area is never reached from another site). */
export function staffCookieOptions(secure: boolean, expires?: Date): CookieOptions {
  return { httpOnly: true, sameSite: 'strict', secure, path: '/', ...(expires ? { expires } : {}) };
}

/** The staff device cookie a request carries (staff-device.ts), if any. */
export function deviceCookieOf(req: Request): string | undefined {
  return cookieOf(req, STAFF_DEVICE_COOKIE);
}
