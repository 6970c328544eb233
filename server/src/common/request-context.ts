import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from './logger';
import { requestStore } from './request-store';

export { currentRequest, type RequestContext } from './request-store';

/** A caller's own X-Request-Id is kept when it is a plain token; otherwise the server makes one. */
const REQUEST_ID = /^[\w.:-]{1,64}$/;

function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * One line per answered request (pino-http: id, method, path, status, time) and the request's
 * context for everything it starts: every other line logged meanwhile carries its `reqId` (the
 * logger's mixin), which the answer's X-Request-Id header names. Credentials never reach the log: only the method, the path
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
    requestStore.run({ id: String(req.id), method: req.method, path: req.originalUrl.split('?')[0] }, next);
  };
}
