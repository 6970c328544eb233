import http from 'node:http';

/**
 * The fuzz tests' raw HTTP client: node:http, so that a path reaches the server exactly as written
 * (invalid percent-encoding included), and the text of a request and an answer for failure messages.
 */

const ANSWER_TIMEOUT_MS = 10_000;

export interface WireRequest {
  /** The route or operation it aims at, for the failure message. */
  label?: string;
  method: string;
  /** The request target exactly as sent: path and query, already encoded (or not). */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** How the caller authenticates, for the failure message. */
  auth: string;
  /** The body before it was written (a value, or the raw text), for the failure message. */
  shown?: string;
}

export interface WireAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** The client refused to send it (a path or header it cannot write): not the server's business. */
export class ClientRefused extends Error {}

export function send(url: string, agent: http.Agent, req: WireRequest, timeoutMs = ANSWER_TIMEOUT_MS): Promise<WireAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    let request: http.ClientRequest;
    try {
      // An explicit length: for GET and DELETE, Node would send a body without one (the server would read it as the next request).
      const headers = req.body ? { ...req.headers, 'content-length': String(req.body.length) } : req.headers;
      request = http.request({ host: hostname, port, method: req.method, path: req.path, headers, agent });
    } catch (err) {
      // ERR_UNESCAPED_CHARACTERS, ERR_INVALID_CHAR, ERR_INVALID_HTTP_TOKEN: thrown before anything is sent.
      return reject(new ClientRefused((err as Error).message));
    }
    const timer = setTimeout(() => request.destroy(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    request.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') });
      });
      res.on('error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
    });
    request.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    request.end(req.body);
  });
}

/**
 * Text for a failure message: runs of a repeated piece written once with their count (a
 * 10,000-character string, JSON 2,500 levels deep), invisible, control, bidi and lone-surrogate
 * characters escaped, long text cut.
 */
export function show(s: string, max = 500): string {
  const runs = s.length > 40 ? s.replace(/(.{1,6}?)\1{9,}/gsu, (m: string, unit: string) => `⟪${unit} ×${m.length / unit.length}⟫`) : s;
  const escaped = runs.replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/gu, (c) =>
    [...c].map((u) => `\\u${u.charCodeAt(0).toString(16).padStart(4, '0')}`).join(''),
  );
  return escaped.length > max ? `${escaped.slice(0, max)}… (${s.length} chars in all)` : escaped;
}

export function describeRequest(req: WireRequest): string {
  const headers = Object.entries(req.headers)
    .filter(([k]) => k !== 'x-forwarded-for')
    .map(
      ([k, v]) => `${k}: ${show(k === 'authorization' || k === 'cookie' ? v.replace(/(ey[\w-]+\.ey[\w-]+\.)[\w-]+/g, '$1<sig>') : v, 200)}`,
    );
  const bytes = req.body?.length ?? 0;
  return [
    `${req.method} ${show(req.path, 600)}`,
    `  auth: ${req.auth}`,
    ...(headers.length ? [`  headers: ${headers.join(' | ')}`] : []),
    ...(bytes || req.shown ? [`  body (${bytes} bytes): ${show(req.shown ?? req.body?.toString('utf8') ?? '', 800)}`] : []),
  ].join('\n');
}

export function describeAnswer(ans: WireAnswer): string {
  return `${ans.status} ${ans.headers['content-type'] ?? '(no content-type)'} ${show(ans.text, 600)}`;
}
