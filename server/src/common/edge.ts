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
