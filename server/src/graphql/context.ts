import type { Request, Response } from 'express';
import { createParameterDecorator } from 'type-graphql';
import type { AuthChecker } from 'type-graphql';
import { AppError } from '../common/errors';
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
export const authChecker: AuthChecker<GraphQLContext> = async ({ context, info }, roles) => {
  if (roles.length === 0) sessionOf(await context.authState);
  else requireStaff(await context.staffState, roles.includes('superadmin') ? 'superadmin' : 'admin', `GraphQL ${info.fieldName}`);
  return true;
};

/**
 * The caller's session, or its refusal. An API key past its rate limit is refused with HTTP 429
 * and Retry-After on GraphQL too (Apollo reads `extensions.http` of a resolver's error), so a
 * client's HTTP layer backs off as it does on REST; other refusals keep GraphQL's 200.
 */
function sessionOf(state: AuthState): AuthenticatedSession {
  if (state.session || state.error?.code !== 'RATE_LIMITED') return requireSession(state);
  throw withHttp429(state.error);
}

/** A RATE_LIMITED error that Apollo answers with HTTP 429 and Retry-After (any other error as it is). */
export function withHttp429(error: unknown): unknown {
  if (!(error instanceof AppError) || error.code !== 'RATE_LIMITED') return error;
  const { code, message, details } = error;
  const retryAfter = details?.retryAfterSeconds;
  const headers = new Map(typeof retryAfter === 'number' ? [['retry-after', String(retryAfter)]] : []);
  return Object.assign(new AppError(code, message, details), { extensions: { code, http: { status: 429, headers } } });
}

/** The acting staff member's session, for staff resolvers. */
export function CurrentStaff() {
  return createParameterDecorator<GraphQLContext>(async ({ context }): Promise<StaffSession> => requireStaff(await context.staffState));
}

/** The acting user's session, for resolvers that pass it on to a service. */
export function CurrentSession() {
  return createParameterDecorator<GraphQLContext>(async ({ context }): Promise<AuthenticatedSession> => sessionOf(await context.authState));
}
