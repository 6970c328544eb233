import type { Request, Response } from 'express';
import { createParameterDecorator } from 'type-graphql';
import type { AuthChecker } from 'type-graphql';
import { clientKey } from '../common/rest';
import {
  type AuthenticatedSession,
  type AuthState,
  requireSession,
  requireStaff,
  sessionCheckOf,
  staffCheckOf,
  type StaffAuthState,
  type StaffSession,
} from '../common/session';

export interface GraphQLContext {
  req: Request;
  res: Response;
  /** The session check the request started when it arrived; resolvers that need it await it. */
  authState: Promise<AuthState>;
  /** The staff session check, likewise. */
  staffState: Promise<StaffAuthState>;
  clientKey: string;
}

export function buildContext(req: Request, res: Response): GraphQLContext {
  return { req, res, authState: sessionCheckOf(req), staffState: staffCheckOf(req), clientKey: clientKey(req) };
}

/**
 * One auth check for every @Authorized operation. No role: a user's live session. `staff`: a staff
 * member's (a user's never counts); `superadmin`: a superadmin's (FORBIDDEN for an admin).
 */
export const authChecker: AuthChecker<GraphQLContext> = async ({ context }, roles) => {
  if (roles.length === 0) requireSession(await context.authState);
  else requireStaff(await context.staffState, roles.includes('superadmin') ? 'superadmin' : 'admin');
  return true;
};

/** The acting staff member's session, for staff resolvers. */
export function CurrentStaff() {
  return createParameterDecorator<GraphQLContext>(async ({ context }): Promise<StaffSession> => requireStaff(await context.staffState));
}

/** The acting user's session, for resolvers that pass it on to a service. */
export function CurrentSession() {
  return createParameterDecorator<GraphQLContext>(async ({ context }): Promise<AuthenticatedSession> =>
    requireSession(await context.authState),
  );
}
