import type { NextFunction, Request, Response } from 'express';
import { AppError } from './errors';

/**
 * What a request proved about its caller, as every transport reads it. Shared infrastructure: the
 * auth module produces it (modules/auth/session.middleware.ts checks the token and its session row),
 * the REST routes and the GraphQL auth check consume it, and neither side imports the other.
 */

/**
 * The signed-in caller: the user, and what proved it. `session`: a sign-in's token (cookie or
 * Bearer) naming a session row. `apiKey`: one of the user's personal API keys (modules/api-keys),
 * which acts as its owner everywhere except where a real sign-in is needed: signing out, and
 * creating, listing or revoking keys (docs/decisions.md, "Integrators").
 */
export type AuthenticatedSession =
  { via: 'session'; userId: string; sessionId: string } | { via: 'apiKey'; userId: string; apiKeyId: string };

/** Nothing, a valid session, or a token that was refused. */
export type AuthState = { session: AuthenticatedSession } | { session?: undefined; error?: AppError };

/** A staff member's role: admin, or superadmin (who also manages staff and settings). */
export type StaffRole = 'admin' | 'superadmin';

/** The signed-in staff member: their account, the staff session their token names, and their role as it stands now. */
export interface StaffSession {
  staffId: string;
  sessionId: string;
  role: StaffRole;
}

/**
 * Nothing, a valid staff session, or a staff token that was refused. `onForbidden`: told when the
 * staff member is refused an action for their role (the staff session check audits it).
 */
export type StaffAuthState =
  { staff: StaffSession; onForbidden?: (needed: StaffRole, what: string | undefined) => void } | { staff?: undefined; error?: AppError };

declare module 'express-serve-static-core' {
  interface Request {
    /** The session check, started when the headers arrived (checkSessionEarly in modules/auth/session.middleware.ts). */
    authPending?: Promise<AuthState>;
    /** Its outcome, for REST handlers (after awaitSession). */
    authState?: AuthState;
    /** The staff session check (modules/staff/staff-session.middleware.ts), started with the user's. */
    staffPending?: Promise<StaffAuthState>;
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

const NO_STAFF: Promise<StaffAuthState> = Promise.resolve({});

/** The request's staff session check (none when the route does not check them). */
export function staffCheckOf(req: Request): Promise<StaffAuthState> {
  return req.staffPending ?? NO_STAFF;
}

export const STAFF_ONLY_MESSAGE = 'Please sign in to the staff area to continue.';
export const SUPERADMIN_ONLY_MESSAGE = 'Only a superadmin can do this.';

/**
 * The caller's staff session (a user's session never counts), or the 401 its token was refused
 * with; FORBIDDEN when the action needs a superadmin and the caller is not one (`what` names the
 * action for the audit log; the request's route when not given).
 */
export function requireStaff(state: StaffAuthState | undefined, role: StaffRole = 'admin', what?: string): StaffSession {
  if (!state?.staff) throw state?.error ?? AppError.unauthenticated(STAFF_ONLY_MESSAGE);
  if (role === 'superadmin' && state.staff.role !== 'superadmin') {
    state.onForbidden?.(role, what);
    throw new AppError('FORBIDDEN', SUPERADMIN_ONLY_MESSAGE);
  }
  return state.staff;
}

/** The caller's session, or the 401 its token was refused with (UNAUTHENTICATED without a token). */
export function requireSession(state: AuthState | undefined): AuthenticatedSession {
  if (state?.session) return state.session;
  throw state?.error ?? AppError.unauthenticated();
}
