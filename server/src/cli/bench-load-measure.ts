import http from 'node:http';
import zlib from 'node:zlib';
import { CONCURRENCY, REQUEST_TIMEOUT_MS } from './bench-load-config';
import { serverState } from './bench-load-server';

// ---- A lean HTTP client: node:http over kept-alive connections, gzip accepted as browsers do ----

export const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY + 2 });

export interface Reply {
  status: number;
  json: any;
  ms: number;
}

/** One request; `ms` runs from sending to the last byte of the answer. Rejects on transport errors and time-outs. */
export function request(base: string, method: string, route: string, token: string, body?: unknown): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: http.OutgoingHttpHeaders = { 'accept-encoding': 'gzip', authorization: `Bearer ${token}` };
    if (payload !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
    const started = performance.now();
    const req = http.request(base + route, { method, agent, headers, timeout: REQUEST_TIMEOUT_MS }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const ms = performance.now() - started;
        try {
          const raw = Buffer.concat(chunks);
          const text = (res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw).toString('utf8');
          resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : null, ms });
        } catch (err) {
          reject(err);
        }
      });
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS / 1000} s`)));
    req.on('error', reject);
    req.end(payload);
  });
}

// ---- What is measured ----

/** Every kind of request; the first word is its group. */
export const KINDS = [
  'search gql',
  'search rest',
  'open gql id',
  'open gql username',
  'open rest link',
  'reveal gql',
  'reveal rest',
  'list add gql',
  'list add rest',
  'list create gql',
  'list create rest',
] as const;
export type RequestKind = (typeof KINDS)[number];

export const stats = {
  recording: false,
  times: new Map<RequestKind, number[]>(),
  requests: 0,
  errors: { http: 0, graphql: 0, transport: 0, check: 0 },
  samples: [] as string[],
  searches: new Set<string>(),
};
export const errorCount = () => Object.values(stats.errors).reduce((a, b) => a + b, 0);

/** Counts an error (in the warm-up too) and keeps the first few as samples. */
export function fail(kind: RequestKind, type: keyof typeof stats.errors, text: string): undefined {
  stats.errors[type]++;
  if (stats.samples.length < 8) stats.samples.push(`${stats.recording ? '' : '(warm-up) '}${kind}: ${text.slice(0, 300)}`);
  return undefined;
}

/** Sends one request of `kind`, records its time, and answers its JSON, or undefined when it failed (counted). */
export async function timed(kind: RequestKind, send: () => Promise<Reply>): Promise<any> {
  let reply: Reply;
  try {
    reply = await send();
  } catch (err) {
    if (serverState.stopping) return undefined; // the server was asked to stop
    return fail(kind, 'transport', (err as Error).message);
  }
  if (stats.recording) {
    stats.requests++;
    let times = stats.times.get(kind);
    if (!times) stats.times.set(kind, (times = []));
    times.push(reply.ms);
  }
  const { status, json } = reply;
  if (status < 200 || status > 299) return fail(kind, 'http', `HTTP ${status} ${json?.message ?? json?.errors?.[0]?.message ?? ''}`);
  if (json?.errors) return fail(kind, 'graphql', json.errors.map((e: any) => `${e.extensions?.code ?? ''} ${e.message}`).join('; '));
  return json;
}
