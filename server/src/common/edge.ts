import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AppError } from './errors';
import { forbiddenTextError, hasForbiddenCharacter, inputTextProblem } from './input-text';

export const BAD_PATH_ENCODING = 'The request path is not valid: it holds a broken percent-encoding (such as %zz).';

/**
 * The edge of both transports, before any route runs: every path segment must percent-decode, and
 * every piece of text in the path, the query and the JSON body must pass the text rule
 * (input-text.ts), at a sane depth. A problem is passed on as an AppError (400), so each transport
 * answers it in its own envelope.
 */
export const checkRequestInput: RequestHandler = (req: Request, _res: Response, next: NextFunction) => {
  for (const segment of req.path.split('/')) {
    if (!segment.includes('%')) continue;
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return next(AppError.badInput(BAD_PATH_ENCODING));
    }
    if (hasForbiddenCharacter(decoded)) return next(forbiddenTextError('The request path'));
  }
  const problem = inputTextProblem(req.query, '') ?? (req.body === undefined ? null : inputTextProblem(req.body, ''));
  return next(problem ?? undefined);
};

/** Answers to signed-in requests are personal: no shared or browser cache may keep them. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

/**
 * What an error raised before any route (body parser, router, the checks above) means for the
 * caller: its HTTP status and a message to show. Null for anything unexpected.
 */
export function edgeErrorOf(err: unknown): { status: number; message: string } | null {
  if (err instanceof AppError) return { status: err.httpStatus, message: err.message };
  const e = err as { type?: unknown; status?: unknown; statusCode?: unknown } | null;
  if (e?.type === 'entity.parse.failed') return { status: 400, message: 'The request body is not valid JSON.' };
  if (e?.type === 'entity.too.large') return { status: 413, message: 'The request body is too large.' };
  if (e?.type === 'charset.unsupported' || e?.type === 'encoding.unsupported') return { status: 415, message: 'The request body uses an encoding we do not read. Send UTF-8 JSON.' };
  const status = typeof e?.status === 'number' ? e.status : typeof e?.statusCode === 'number' ? e.statusCode : 0;
  // The router refuses a path parameter that does not percent-decode with a 400 of its own.
  if (err instanceof URIError || (status === 400 && /decode/i.test(String((err as Error).message)))) return { status: 400, message: BAD_PATH_ENCODING };
  if (status >= 400 && status < 500) return { status, message: 'The request is not valid.' };
  return null;
}
