import type { ApolloServerPlugin } from '@apollo/server';
import { BREAK, GraphQLError, visit, type DocumentNode } from 'graphql';
import { databaseUnavailable } from '../common/database-errors';
import { AppError } from '../common/errors';
import type { GraphQLContext } from './context';

export const SIGN_IN_TO_EXPLORE = 'Sign in to TalentLens to explore the schema.';

/** Whether a document asks the schema about itself (`__schema`, `__type`; `__typename` is not introspection). */
export function asksForSchema(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        found = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return found;
}

/** An AppError answered before anything runs, with its HTTP status (Apollo would answer 500). */
function refusal(error: AppError): GraphQLError {
  const retryAfter = error.details?.retryAfterSeconds;
  return new GraphQLError(error.message, {
    originalError: error,
    extensions: {
      code: error.code,
      http: {
        status: error.httpStatus,
        ...(typeof retryAfter === 'number' ? { headers: new Map([['retry-after', String(retryAfter)]]) } : {}),
      },
    },
  });
}

/**
 * In production the schema describes itself to signed-in users only (docs/decisions.md, "The
 * GraphQL playground"): an operation that asks for `__schema` or `__type` without a live session
 * (the cookie, or a token as Bearer) is refused with UNAUTHENTICATED (401) before it runs. The
 * budgets check it first like any other document (tokens while parsing, Armor's rules while
 * validating, the cost beside this check). A validation rule could not do this: validation is
 * synchronous, and Apollo keeps a document that passed it for every later request. A refused
 * token keeps its own message (expired, ended); the database being away is SERVICE_UNAVAILABLE.
 */
export function signedInIntrospectionPlugin(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, contextValue }) {
          if (!asksForSchema(document)) return;
          let state;
          try {
            state = await contextValue.authState;
          } catch (err) {
            const away = databaseUnavailable(err);
            throw away ? refusal(away) : err;
          }
          if (!state.session) throw refusal(state.error ?? AppError.unauthenticated(SIGN_IN_TO_EXPLORE));
        },
      };
    },
  };
}
