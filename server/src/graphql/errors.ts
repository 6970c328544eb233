import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { ArgumentValidationError } from 'type-graphql';
import { databaseFailure } from '../common/database-errors';
import { AppError, GENERIC_ERROR_MESSAGE } from '../common/errors';
import { firstValidationMessage } from '../common/validation';
import type { Logger } from '../common/logger';

/** GraphQL's own errors (syntax, unknown field, bad variable) are safe to show as they are. */
const GRAPHQL_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'PERSISTED_QUERY_NOT_FOUND',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
]);

/**
 * The error a resolver threw; an AppError a plugin refused the request with before it ran
 * (graphql/introspection.ts) arrives wrapped too, without a path.
 */
function appErrorOf(error: unknown): unknown {
  const unwrapped = unwrapResolverError(error);
  if (unwrapped instanceof GraphQLError && unwrapped.originalError instanceof AppError) return unwrapped.originalError;
  return unwrapped;
}

/** Maps errors to GraphQL once: AppError keeps its code and message; anything unknown is logged and masked. */
export function formatError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const unwrapped = appErrorOf(error);
    const original = databaseFailure(unwrapped) ?? unwrapped;
    const base = { message: formatted.message, locations: formatted.locations, path: formatted.path };
    if (original instanceof AppError) {
      return { ...base, message: original.message, extensions: { code: original.code } };
    }
    if (original instanceof ArgumentValidationError) {
      return {
        ...base,
        message: firstValidationMessage(original.extensions.validationErrors as never),
        extensions: { code: 'BAD_USER_INPUT' },
      };
    }
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && GRAPHQL_CODES.has(code) && !formatted.path) {
      return { ...base, extensions: { code } };
    }
    logger.error({ err: original, path: formatted.path }, 'unexpected error in GraphQL operation');
    return { ...base, message: GENERIC_ERROR_MESSAGE, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}
