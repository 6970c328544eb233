/**
 * The one error vocabulary of the server. Services throw AppError with a code and a
 * message written for the user; the transports map it once (see toHttpStatus and
 * graphql/errors.ts). Anything else is unexpected: logged and masked.
 */
export const ErrorCodes = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  INSUFFICIENT_CREDITS: 402,
  /** A checkout that was not paid (open, declined, failed or expired): nothing was granted. */
  PAYMENT_NOT_COMPLETED: 402,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ErrorCodes;

export const GENERIC_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get httpStatus(): number {
    return ErrorCodes[this.code];
  }

  static badInput(message: string): AppError {
    return new AppError('BAD_USER_INPUT', message);
  }

  static notFound(message: string): AppError {
    return new AppError('NOT_FOUND', message);
  }

  static unauthenticated(message = 'Please sign in to continue.'): AppError {
    return new AppError('UNAUTHENTICATED', message);
  }
}
