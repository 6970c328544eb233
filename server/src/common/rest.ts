import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import ipaddr from 'ipaddr.js';
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

/** An error answer: `code` is the same as GraphQL's `extensions.code` for the same refusal; `extra` what a route adds beside it. */
export function sendError(res: Response, httpStatus: number, message: string, code: string, extra: Record<string, unknown> = {}): void {
  res.status(httpStatus).json({ ...extra, status: 'error', message, code });
}

/**
 * The client key that rate limits count per: the caller's address (honouring TRUST_PROXY). An IPv6
 * caller is counted by its /64 network, the least a provider hands one subscriber, so one client cannot
 * take a fresh bucket for each of its 2^64 addresses; an IPv4 address written as IPv6 counts as IPv4.
 */
export function clientKey(req: Request): string {
  return clientKeyOf(req.ip ?? req.socket.remoteAddress ?? 'unknown');
}

export function clientKeyOf(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`);
  return `${network.toString()}/64`;
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

/** A query parameter as Express parses it: absent, once, or repeated. */
export type QueryValue = string | string[] | undefined;

/** The first value of a query parameter (a repeated one counts once). */
export function queryFirst(value: QueryValue): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** A number parameter: absent or empty is undefined; anything else is Number() of it, for validation to judge. */
export function queryInt(value: QueryValue): number | undefined {
  const text = queryFirst(value);
  return text === undefined || text === '' ? undefined : Number(text);
}

/** A yes/no parameter: 'true' or '1', 'false' or '0'; absent is undefined; anything else as given, for validation to refuse. */
export function queryFlag(value: QueryValue): boolean | string | undefined {
  const text = queryFirst(value);
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  return text;
}
