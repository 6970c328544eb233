import { databaseFailure } from './database-errors';
import { AppError } from './errors';

/** What a caller is told about an error it can act on: the HTTP status, the code and the message. */
export interface KnownError {
  status: number;
  /** The GraphQL `extensions.code`. */
  code: string;
  message: string;
  retryAfterSeconds?: number;
}

/**
 * The one mapping of errors to answers, for both transports' error handlers: an AppError by its
 * code; the database being away, unable to write or too slow as SERVICE_UNAVAILABLE (with
 * Retry-After, common/database-errors.ts); what Express' body parser and router refuse before any
 * route runs (a body that is not JSON, too large, in an encoding we do not read) by the 4xx status
 * they carry. Null for anything unexpected, which the caller logs and masks.
 */
export function knownErrorOf(err: unknown): KnownError | null {
  const app = err instanceof AppError ? err : databaseFailure(err);
  if (app) {
    const retry = app.details?.retryAfterSeconds;
    return {
      status: app.httpStatus,
      code: app.code,
      message: app.message,
      ...(typeof retry === 'number' ? { retryAfterSeconds: retry } : {}),
    };
  }
  const e = err as { type?: unknown; status?: unknown; statusCode?: unknown } | null;
  if (e?.type === 'entity.parse.failed') return { status: 400, code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' };
  if (e?.type === 'entity.too.large') return { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' };
  if (e?.type === 'charset.unsupported' || e?.type === 'encoding.unsupported') {
    return { status: 415, code: 'BAD_REQUEST', message: 'The request body uses an encoding we do not read. Send UTF-8 JSON.' };
  }
  const status = typeof e?.status === 'number' ? e.status : typeof e?.statusCode === 'number' ? e.statusCode : 0;
  if (status >= 400 && status < 500) return { status, code: 'BAD_REQUEST', message: 'The request is not valid.' };
  return null;
}
