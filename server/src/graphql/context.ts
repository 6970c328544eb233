import type { Request, Response } from 'express';
import { createParameterDecorator } from 'type-graphql';
import type { AuthChecker } from 'type-graphql';
import { clientKey } from '../common/rest';
import { type AuthenticatedSession, type AuthState, requireSession, sessionCheckOf } from '../common/session';

export interface GraphQLContext {
  req: Request;
  res: Response;
  /** The session check the request started when it arrived; resolvers that need it await it. */
  authState: Promise<AuthState>;
  clientKey: string;
}

export function buildContext(req: Request, res: Response): GraphQLContext {
  return { req, res, authState: sessionCheckOf(req), clientKey: clientKey(req) };
}

/** One auth check for every @Authorized() operation: a live session, or the 401 it was refused with. */
export const authChecker: AuthChecker<GraphQLContext> = async ({ context }) => {
  requireSession(await context.authState);
  return true;
};

/** The acting user's session, for resolvers that pass it on to a service. */
export function CurrentSession() {
  return createParameterDecorator<GraphQLContext>(async ({ context }): Promise<AuthenticatedSession> =>
    requireSession(await context.authState),
  );
}
