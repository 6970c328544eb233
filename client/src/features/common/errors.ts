import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * The message to show for a failed operation: the server's own message when it sent one
 * (every AppError carries a user-facing text), otherwise the screen's fallback.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors.find((e) => e.message)?.message;
    if (message) return message;
  }
  return fallback;
}

/** True when the server answered (with an error) rather than the request failing on the way. */
export function isServerAnswer(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error);
}

/** The session is gone: the Apollo error link has already cleared the stored user, and the guard sends the browser to /login. */
export function isSignedOut(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
}

/** The code the server gave a failed operation (`extensions.code`: INSUFFICIENT_CREDITS, PAYMENT_NOT_COMPLETED, ...), or null. */
export function errorCode(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const code = error.errors.find((e) => typeof e.extensions?.code === 'string')?.extensions?.code;
  return typeof code === 'string' ? code : null;
}
