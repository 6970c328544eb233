import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from './logger';

/** What the logs say about the request a piece of work belongs to. */
export interface RequestContext {
  id: string;
  method: string;
  path: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/**
 * The request the current code runs for, if any. Node runs an 'unhandledRejection' listener in
 * the async context of the promise that was rejected, so there it names the request that started
 * the promise.
 */
export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}

/** A caller's own X-Request-Id is kept when it is a plain token; otherwise the server makes one. */
const REQUEST_ID = /^[\w.:-]{1,64}$/;

function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * One line per answered request (pino-http: id, method, path, status, time) and the request's
 * context for everything it starts. Credentials never reach the log: only the method, the path
 * and the status are written, never headers, cookies, query strings or bodies.
 */
export function requestContext(logger: Logger): RequestHandler {
  const http = pinoHttp({
    logger,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const id = requestIdOf(req);
      res.setHeader('X-Request-Id', id);
      return id;
    },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: () => 'request completed',
    customErrorMessage: () => 'request failed',
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, path: req.url.split('?')[0] }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    // Health probes would drown everything else.
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' || (req.url ?? '').startsWith('/assets/') },
  });
  return (req, res, next) => {
    http(req, res);
    storage.run({ id: String(req.id), method: req.method, path: req.originalUrl.split('?')[0] }, next);
  };
}
