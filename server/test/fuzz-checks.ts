import type { WireAnswer, WireRequest } from './fuzz-wire';

/**
 * The checks of every fuzzed answer: no 5xx, REST answers in their envelope, GraphQL errors with
 * their code, no leaked internals, and a JSON body over the limit answered 413.
 */

/** The JSON body limit of /api and /graphql (app.ts): a larger JSON body must answer 413. */
export const BODY_LIMIT_BYTES = 100 * 1024;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
/** A stack trace or a database error in a message (REST messages and resolver errors only: GraphQL's own errors quote the request). */
const LEAK = /\n\s+at \S|QueryFailedError|node_modules\/|\.[jt]s:\d+:\d+/;

function jsonBodyOverLimit(req: WireRequest): boolean {
  const type = (req.headers['content-type'] ?? '').toLowerCase();
  return type === 'application/json' && !req.headers['content-encoding'] && (req.body?.length ?? 0) > BODY_LIMIT_BYTES;
}

/** Node's default limit on the request line and headers together (--max-http-header-size). */
export const NODE_MAX_HEADER_BYTES = 16 * 1024;

export function headBytes(req: WireRequest): number {
  return (
    Buffer.byteLength(`${req.method} ${req.path} HTTP/1.1\r\n`, 'latin1') +
    Object.entries(req.headers).reduce((n, [k, v]) => n + k.length + v.length + 4, 0)
  );
}

/**
 * Node's HTTP parser answers a request line or headers over its 16 KB limit with a bare 431 and
 * closes the connection before the app sees the request: the one answer not in the app's envelope.
 */
const isHeaderOverflow = (ans: WireAnswer) => ans.status === 431 && ans.text === '';

const SOCIAL_CALLBACK = /^\/api\/users\/auth\/[^/]+\/callback$/;

/** What is wrong with a REST answer: a 5xx, an answer outside the envelope, a large body not answered 413. */
export function restProblem(req: WireRequest, ans: WireAnswer): string | undefined {
  if (ans.status >= 500) return `answered ${ans.status}`;
  if (isHeaderOverflow(ans)) return undefined;
  if (jsonBodyOverLimit(req) && ans.status !== 413)
    return `a JSON body of ${req.body!.length} bytes (over the ${BODY_LIMIT_BYTES}-byte limit) answered ${ans.status}, not 413`;
  // Outside /api (health checks, the dev outbox) only the status is promised: Express answers a wrong method there with its own 404 page.
  if (!req.path.startsWith('/api')) return undefined;
  if (ans.status >= 200 && ans.status < 300 && /^text\/csv/.test(String(ans.headers['content-type']))) return undefined; // the list export
  // A provider's callback sends the browser on to the app's own callback page, never elsewhere.
  if (SOCIAL_CALLBACK.test(req.path.split('?')[0])) {
    const location = String(ans.headers.location ?? '');
    if (ans.status === 303) return /^\/(google|linkedin|sso)-callback\?/.test(location) ? undefined : `a callback redirect to ${location}`;
  }
  const body = parseJson(ans.text);
  if (!isObject(body)) return 'an /api answer that is not a JSON object';
  if (ans.status >= 400) {
    if (body.status !== 'error') return 'an error answer whose status is not "error"';
    if (typeof body.message !== 'string' || body.message.trim() === '') return 'an error answer without a message';
    if (LEAK.test(body.message)) return 'an error message that leaks internals';
  } else if (body.status !== 'success') return `a ${ans.status} answer whose status is not "success"`;
  return undefined;
}

/** What is wrong with a GraphQL answer: a 5xx, INTERNAL_SERVER_ERROR, an error without its code, a large body not 413. */
export function graphqlProblem(req: WireRequest, ans: WireAnswer): string | undefined {
  if (ans.status >= 500) return `answered ${ans.status}`;
  if (isHeaderOverflow(ans)) return undefined;
  if (jsonBodyOverLimit(req) && ans.status !== 413)
    return `a JSON body of ${req.body!.length} bytes (over the ${BODY_LIMIT_BYTES}-byte limit) answered ${ans.status}, not 413`;
  const body = parseJson(ans.text);
  if (!isObject(body)) return 'a /graphql answer that is not a JSON object';
  if (body.errors !== undefined) {
    if (!Array.isArray(body.errors) || body.errors.length === 0) return 'errors is not a non-empty list';
    for (const e of body.errors as unknown[]) {
      if (!isObject(e) || typeof e.message !== 'string') return 'an error without a message';
      const code = isObject(e.extensions) ? e.extensions.code : undefined;
      if (typeof code !== 'string') return 'an error without extensions.code';
      if (code === 'INTERNAL_SERVER_ERROR') return `an INTERNAL_SERVER_ERROR (${e.message})`;
      if (e.path !== undefined && LEAK.test(e.message)) return 'an error message that leaks internals';
    }
  } else if (!('data' in body)) return 'an answer with neither data nor errors';
  if (ans.status >= 400 && body.errors === undefined) return `a ${ans.status} answer without errors`;
  return undefined;
}
