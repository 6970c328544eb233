import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import type { Logger } from './logger';
import { GENERIC_ERROR_MESSAGE } from './errors';
import { knownErrorOf } from './http-error';

/** The envelope of every /api answer: { status, message?, data? } (a search adds its totals beside data); errors add `code`. */
export function sendSuccess(
  res: Response,
  body: { message?: string; data?: unknown; [extra: string]: unknown } = {},
  httpStatus = 200,
): void {
  res.status(httpStatus).json({ status: 'success', ...body });
}

/** An error answer: `code` is the same as GraphQL's `extensions.code` for the same refusal. */
export function sendError(res: Response, httpStatus: number, message: string, code: string): void {
  res.status(httpStatus).json({ status: 'error', message, code });
}

/** The client key that rate limits count per: the caller's address (honouring TRUST_PROXY). */
export function clientKey(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

export const apiNotFound: RequestHandler = (req, res) => {
  sendError(res, 404, `No API route ${req.method} ${req.path}`, 'NOT_FOUND');
};

/** Maps any error of an /api route to the envelope once: AppError by its code, the rest masked. */
export function restErrorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) return next(err);
    const known = knownErrorOf(err);
    if (known) {
      if (known.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(known.retryAfterSeconds));
      return sendError(res, known.status, known.message, known.code);
    }
    logger.error({ err, method: req.method, path: req.originalUrl }, 'unexpected error in REST route');
    sendError(res, 500, GENERIC_ERROR_MESSAGE, 'INTERNAL_SERVER_ERROR');
  };
}
