/**
 * npm run providers:local -- [--port 4100]
 *
 * Local stand-ins for People Data Labs (on the port) and Hunter (on the port + 1), as documented.
 * PDL's v5 person API: Person Enrichment (`GET /v5/person/enrich` by `profile`, with
 * `min_likelihood`), Person Retrieve (`GET /v5/person/retrieve/{id}`) and Person Search
 * (`POST /v5/person/search` with an Elasticsearch query, `size` up to 100), the `X-Api-Key` header (or `api_key`), PDL's lower-case
 * values and `likelihood`, and its error answers (401 bad key, 402 out of credits, 404 no match,
 * 429 too many requests, 5xx). Its people are synthetic (the sample generator's, under another seed):
 * reserved e-mail domains, LinkedIn usernames ending in `-pdl`. `PUT /_standin/person` (its own, with
 * the key) adds or replaces a person, so that a trial can see a refresh find a change. It prints the
 * variables to start the app with and links to try. The tests start it in-process, and make it fail on purpose.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { wholeYears } from '../modules/analysis/months';
import { generateCompanies } from '../seed/companies';
import { generateProfile } from '../seed/generator';

/** A request's JSON body; null when it is not JSON. */
async function jsonOf(req: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    return null;
  }
}

/** What the stand-in does with the next request instead of answering it: an HTTP status, or no answer at all. */
export type InjectedFailure = number | 'hang';

export interface PdlStandIn {
  /** The API's base URL with its version, as PDL_BASE_URL takes it. */
  baseUrl: string;
  apiKey: string;
  /** Every request it answered or refused, in order. */
  calls: Array<{ path: string; query: Record<string, string> }>;
  /** The next requests fail as given, one each, before it answers normally again. */
  failNext(...failures: InjectedFailure[]): void;
  /** Adds (or replaces, by id) a person record in PDL's schema; `likelihood` is what enrichment reports for it. */
  add(record: PdlRecord, likelihood?: number): void;
  /** Forgets a person: PDL no longer has them. */
  remove(id: string): void;
  /** A person opts out at PDL: their id is listed by the Subject Request API (and PDL no longer has them). */
  optOut(id: string): void;
  /** The stand-in's people (their LinkedIn usernames), for trying it. */
  usernames(): string[];
  close(): Promise<void>;
}

/** A person record in PDL's person schema (the fields the stand-in fills). */
export type PdlRecord = Record<string, unknown> & { id: string; linkedin_username: string | null };

const STAND_IN_SEED = 77;

/** PDL's error body: `{ status, error: { type, message } }`. */
const ERRORS: Record<number, [string, string]> = {
  400: ['invalid_request_error', 'Request object must contain at least one of the required fields'],
  401: ['authentication_error', 'API key is invalid or missing'],
  402: ['payment_required', 'You have hit your account maximum for person enrichment'],
  403: ['forbidden', 'Your API key does not have access to this endpoint'],
  404: ['not_found', 'No records were found matching your request'],
  429: ['rate_limited', 'An error occurred due to requests hitting the API too quick'],
  500: ['api_error', 'An internal error occurred'],
  503: ['api_error', 'The service is temporarily unavailable'],
};

/** Our job functions as PDL's canonical `job_title_role`. */
const ROLE_OF: Record<string, string> = {
  engineering: 'engineering',
  product: 'product',
  design: 'creative',
  data: 'analyst',
  sales: 'sales',
  marketing: 'marketing',
  customer_success: 'support',
  people: 'human_resources',
  finance: 'finance',
  operations: 'operations',
  nursing: 'health',
  clinical: 'health',
  education: 'education',
  legal: 'legal',
  hospitality: 'hospitality',
  trades: 'trade',
};

/** PDL's `job_title_levels` of a title, as PDL's title classifier would put it (roughly). */
function levelsOf(title: string): string[] {
  if (/\b(chief|ceo|cto|cfo|coo|cmo|founder)\b/.test(title)) return ['cxo'];
  if (/\b(vp|vice president)\b/.test(title)) return ['vp'];
  if (/\b(director|head of)\b/.test(title)) return ['director'];
  if (/\bmanager\b/.test(title)) return ['manager'];
  if (/\b(senior|sr|lead|principal|staff)\b/.test(title)) return ['senior'];
  if (/\b(junior|jr|graduate|intern|trainee)\b/.test(title)) return ['entry'];
  return [];
}

/** The values at a dotted path of a record, arrays flattened ('experience.company.name'). */
function valuesAt(record: unknown, path: string): unknown[] {
  let values: unknown[] = [record];
  for (const key of path.split('.')) {
    values = values
      .flatMap((v) => (Array.isArray(v) ? v : [v]))
      .flatMap((v) => (v && typeof v === 'object' ? [(v as Record<string, unknown>)[key]] : []));
  }
  return values.flatMap((v) => (Array.isArray(v) ? v : [v])).filter((v) => v !== null && v !== undefined);
}

const asText = (v: unknown) => String(v).toLowerCase();

/** Whether a record meets an Elasticsearch query: bool (must, filter, should, must_not), term, terms, match, match_phrase, range, exists. */
export function esMatches(record: unknown, query: Record<string, unknown>): boolean {
  const [op, body] = Object.entries(query)[0] ?? [];
  if (!op || !body || typeof body !== 'object') throw new Error(`an unsupported query: ${JSON.stringify(query)}`);
  if (op === 'bool') {
    const b = body as Record<string, Array<Record<string, unknown>> | undefined>;
    const all = [...(b.must ?? []), ...(b.filter ?? [])];
    if (!all.every((q) => esMatches(record, q))) return false;
    if ((b.must_not ?? []).some((q) => esMatches(record, q))) return false;
    return !b.should?.length || b.should.some((q) => esMatches(record, q));
  }
  const [field, value] = Object.entries(body as Record<string, unknown>)[0] ?? [];
  if (!field) throw new Error(`an unsupported query: ${JSON.stringify(query)}`);
  const values = valuesAt(record, field);
  switch (op) {
    case 'term':
      return values.some((v) => asText(v) === asText(value));
    case 'terms':
      return values.some((v) => (value as unknown[]).some((w) => asText(v) === asText(w)));
    case 'match':
    case 'match_phrase':
      return values.some((v) => asText(v).includes(asText(value)));
    case 'exists':
      return valuesAt(record, String((body as { field: string }).field)).length > 0;
    case 'range': {
      const r = value as { gte?: number; lte?: number; gt?: number; lt?: number };
      return values.some((v) => {
        const n = Number(v);
        return (
          (r.gte === undefined || n >= r.gte) &&
          (r.lte === undefined || n <= r.lte) &&
          (r.gt === undefined || n > r.gt) &&
          (r.lt === undefined || n < r.lt)
        );
      });
    }
    default:
      throw new Error(`an unsupported query: ${op}`);
  }
}

/** `count` synthetic people as PDL delivers them (lower-case values). */
export function standInRecords(count: number): PdlRecord[] {
  const companies = generateCompanies(STAND_IN_SEED);
  const lower = (s: string | null | undefined) => (s ?? '').toLowerCase();
  const reserved = (domain: string | null | undefined) => (domain ? `${domain.split('.')[0]}.example` : null);
  const out: PdlRecord[] = [];
  for (let n = 0; n < count; n++) {
    const { profile: p } = generateProfile(STAND_IN_SEED, n, companies);
    const username = `${p.linkedinUsername}-pdl`.toLowerCase();
    const first = lower(p.firstName);
    const last = lower(p.lastName);
    const local = `${first}.${last}`.replace(/[^a-z0-9.]/g, '');
    const domain = reserved(p.workExperiences[0]?.companyDomain);
    out.push({
      id: `standin-${n}`,
      full_name: `${first} ${last}`,
      first_name: first,
      last_name: last,
      linkedin_url: `linkedin.com/in/${username}`,
      linkedin_username: username,
      job_title: lower(p.currentTitle),
      job_company_name: lower(p.currentCompany),
      job_company_website: domain,
      location_name: lower(`${p.city}, ${p.country}`),
      location_locality: lower(p.city),
      location_country: lower(p.country),
      job_title_role: ROLE_OF[p.jobFunction ?? ''] ?? null,
      job_title_levels: levelsOf(lower(p.currentTitle)),
      inferred_years_experience: wholeYears(p.experienceMonths ?? 0),
      industry: lower(p.industry),
      skills: p.skills.map(lower),
      summary: p.summary,
      experience: p.workExperiences.map((w) => ({
        company: { name: lower(w.company), website: reserved(w.companyDomain), industry: lower(w.industry) },
        title: { name: lower(w.title) },
        start_date: w.start ?? null,
        end_date: w.end ?? null,
        is_primary: !w.end,
      })),
      education: p.academicCredentials.map((a) => ({
        school: { name: lower(a.school) },
        degrees: (Array.isArray(a.degree) ? a.degree : [a.degree]).filter(Boolean).map(lower),
        majors: a.field ? [lower(a.field)] : [],
        start_date: a.start ?? null,
        end_date: a.end ?? null,
      })),
      work_email: domain ? `${local}@${domain}` : null,
      emails: [{ address: `${local}${n}@example.com`, type: 'personal' }],
      mobile_phone: null,
      phone_numbers: [],
    });
  }
  return out;
}

/** The username of a `profile` value: a LinkedIn URL in any of its forms, or the username itself. */
function usernameOf(profile: string): string {
  const m = /linkedin\.com\/in\/([^/?#\s]+)/i.exec(profile);
  return decodeURIComponent(m ? m[1] : profile)
    .replace(/\/+$/, '')
    .toLowerCase();
}

/** A request as a stand-in sees it: its address, its query, and the failure injected for it, if any. */
interface StandInRequest {
  req: http.IncomingMessage;
  res: http.ServerResponse;
  url: URL;
  query: Record<string, string>;
  /** An HTTP status to answer instead (the stand-in says it its own way). */
  injected: number | undefined;
}

/**
 * What both stand-ins share: a server on 127.0.0.1, the log of every request, failures injected
 * ahead of the next answers ('hang' keeps a request open until close), and JSON answers.
 */
async function standInServer(port: number | undefined, handle: (r: StandInRequest) => void) {
  const calls: Array<{ path: string; query: Record<string, string> }> = [];
  const failures: InjectedFailure[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const query = Object.fromEntries(url.searchParams);
    calls.push({ path: url.pathname, query });
    const injected = failures.shift();
    if (injected === 'hang') {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    handle({ req, res, url, query, injected });
  });
  await new Promise<void>((resolve) => server.listen(port ?? 0, '127.0.0.1', () => resolve()));
  return {
    port: (server.address() as AddressInfo).port,
    calls,
    failNext: (...f: InjectedFailure[]) => void failures.push(...f),
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A JSON answer. */
function send(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export async function startPdlStandIn(options: { port?: number; apiKey?: string; people?: number } = {}): Promise<PdlStandIn> {
  // PDL's keys are 64 characters, and its client refuses any other length before sending.
  const apiKey = options.apiKey ?? 'localpdlstandin'.padEnd(64, '0');
  const records = new Map<string, { record: PdlRecord; likelihood: number }>();
  const optedOut = new Set<string>();
  const add = (record: PdlRecord, likelihood = 9) => records.set(record.id, { record, likelihood });
  for (const r of standInRecords(options.people ?? 50)) add(r);
  const fail = (res: http.ServerResponse, status: number) => {
    const [type, message] = ERRORS[status] ?? ['api_error', 'An error occurred'];
    send(res, status, { status, error: { type, message } });
  };

  /**
   * Person Search: `{ query, size, scroll_token }` as JSON; up to `size` (at most 100) records from
   * where the scroll token says (its own: `standin-<offset>`), 404 when none match, and the token of
   * the next records while there are more.
   */
  const search = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const body = (await jsonOf(req)) as { query?: Record<string, unknown>; size?: number; scroll_token?: string | null } | null;
    if (!body?.query) return fail(res, 400);
    const from = body.scroll_token ? /^standin-(\d+)$/.exec(body.scroll_token) : null;
    if (body.scroll_token && !from) return fail(res, 400);
    let found: PdlRecord[];
    try {
      found = [...records.values()].map((r) => r.record).filter((r) => esMatches(r, body.query!));
    } catch {
      return fail(res, 400);
    }
    if (!found.length) return fail(res, 404);
    const size = Math.max(1, Math.min(100, Number(body.size ?? 10)));
    const offset = from ? Number(from[1]) : 0;
    send(res, 200, {
      status: 200,
      data: found.slice(offset, offset + size),
      total: found.length,
      scroll_token: found.length > offset + size ? `standin-${offset + size}` : null,
    });
  };

  const server = await standInServer(options.port, ({ req, res, url, query, injected }) => {
    if (injected !== undefined) return fail(res, injected);
    if ((req.headers['x-api-key'] ?? query.api_key) !== apiKey) return fail(res, 401);
    if (req.method === 'POST' && url.pathname === '/v5/person/search') {
      search(req, res).catch(() => fail(res, 500));
      return;
    }
    if (req.method === 'PUT' && url.pathname === '/_standin/person') {
      // The stand-in's own, not PDL's: a person record added or replaced (by id), for a trial or a journey to change what PDL knows.
      jsonOf(req).then(
        (record) => {
          const r = record as PdlRecord | null;
          if (!r || typeof r.id !== 'string') return fail(res, 400);
          add(r);
          send(res, 200, { status: 200, id: r.id });
        },
        () => fail(res, 500),
      );
      return;
    }
    if (req.method !== 'GET') return fail(res, 400);
    if (url.pathname === '/v5/person/enrich') {
      if (!query.profile) return fail(res, 400);
      const wanted = usernameOf(query.profile);
      const min = Number(query.min_likelihood ?? 2);
      const found = [...records.values()].find((r) => r.record.linkedin_username === wanted);
      if (!found || found.likelihood < min) return fail(res, 404);
      return send(res, 200, { status: 200, likelihood: found.likelihood, data: found.record });
    }
    if (url.pathname === '/v5/person/subjectrequest') {
      // A CSV of the opted-out person ids, one a line, under a header.
      res.writeHead(200, { 'content-type': 'text/csv' });
      res.end(['pdl_id', ...optedOut].join('\n') + '\n');
      return;
    }
    const retrieve = /^\/v5\/person\/retrieve\/([^/]+)$/.exec(url.pathname);
    if (retrieve) {
      const found = records.get(decodeURIComponent(retrieve[1]));
      if (!found) return fail(res, 404);
      return send(res, 200, { status: 200, data: found.record, billed: true });
    }
    return fail(res, 404);
  });
  return {
    baseUrl: `http://127.0.0.1:${server.port}/v5`,
    apiKey,
    calls: server.calls,
    failNext: server.failNext,
    add,
    remove: (id) => void records.delete(id),
    optOut: (id) => {
      optedOut.add(id);
      records.delete(id);
    },
    usernames: () => [...records.values()].map((r) => r.record.linkedin_username!).filter(Boolean),
    close: server.close,
  };
}

export interface HunterStandIn {
  /** The API's base URL with its version, as HUNTER_BASE_URL takes it. */
  baseUrl: string;
  apiKey: string;
  calls: Array<{ path: string; query: Record<string, string> }>;
  failNext(...failures: InjectedFailure[]): void;
  /** What the verifier says of an address (its status and score); others are accept_all, score 80. */
  say(email: string, status: string, score?: number, lastSeenOn?: string): void;
  /** What it says of every address not named with `say`. */
  sayForAll(status: string, score?: number): void;
  /**
   * What the finder answers for a person at a domain: an address with its verification status and
   * score, or null (none found). Unless told, it finds first.last@domain, verified valid, score 94.
   */
  find(domain: string, firstName: string, lastName: string, answer: { email: string; status: string | null; score: number } | null): void;
  close(): Promise<void>;
}

/** A name as an address's local part: lower-case ASCII letters only ('Zoë-Ann' → 'zoeann'). */
const localPart = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

/**
 * A local stand-in for Hunter's v2 API, as documented, with `api_key`: the Email Verifier
 * (`GET /v2/email-verifier?email=…` answering `{ data: { email, status, result, score, sources[] } }`)
 * and the Email Finder (`GET /v2/email-finder?domain=…&first_name=…&last_name=…` answering
 * `{ data: { email, score, sources[], verification: { date, status } } }`, `email` null when none is
 * found). Its error answers: 202 still verifying, 222 verification failed, 401 bad key, 403 rate
 * limit reached, 429 usage limit reached, 451 the person asked not to be processed (all injectable).
 */
export async function startHunterStandIn(options: { port?: number; apiKey?: string } = {}): Promise<HunterStandIn> {
  const apiKey = options.apiKey ?? 'localhunterstandin'.padEnd(40, '0');
  const verdicts = new Map<string, { status: string; score: number; lastSeenOn: string | null }>();
  const findings = new Map<string, { email: string; status: string | null; score: number } | null>();
  const findingKey = (domain: string, first: string, last: string) => `${domain.toLowerCase()}|${localPart(first)}|${localPart(last)}`;
  let fallback = { status: 'accept_all', score: 80 };
  const ERROR_IDS: Record<number, string> = {
    400: 'wrong_params',
    401: 'authentication_failed',
    403: 'too_many_requests',
    429: 'usage_limit_reached',
    451: 'claimed_email',
  };
  const fail = (res: http.ServerResponse, status: number) =>
    send(res, status, { errors: [{ id: ERROR_IDS[status] ?? 'error', code: status, details: `stand-in answer ${status}` }] });
  const sourceOn = (domain: string, day: string) => [
    { domain, uri: `http://${domain}/team`, extracted_on: day, last_seen_on: day, still_on_page: true },
  ];
  const server = await standInServer(options.port, ({ res, url, query, injected }) => {
    if (injected === 202 || injected === 222) return send(res, injected, { data: { email: query.email, status: 'unknown' } });
    if (injected !== undefined) return fail(res, injected);
    if (query.api_key !== apiKey) return fail(res, 401);
    if (url.pathname === '/v2/email-finder') {
      const { domain, first_name: first, last_name: last } = query;
      if (!domain || !first || !last) return fail(res, 400);
      const key = findingKey(domain, first, last);
      const f = findings.has(key)
        ? findings.get(key)!
        : { email: `${localPart(first)}.${localPart(last)}@${domain.toLowerCase()}`, status: 'valid', score: 94 };
      const today = new Date().toISOString().slice(0, 10);
      return send(res, 200, {
        data: {
          first_name: first,
          last_name: last,
          email: f?.email ?? null,
          score: f?.score ?? null,
          domain,
          accept_all: f?.status === 'accept_all',
          sources: f ? sourceOn(domain, today) : [],
          verification: { date: f?.status ? today : null, status: f?.status ?? null },
        },
        meta: { params: { domain, first_name: first, last_name: last } },
      });
    }
    if (url.pathname !== '/v2/email-verifier' || !query.email) return fail(res, 400);
    const email = query.email.toLowerCase();
    const v = verdicts.get(email) ?? { ...fallback, lastSeenOn: null };
    const domain = email.split('@')[1] ?? '';
    return send(res, 200, {
      data: {
        email,
        status: v.status,
        result: v.status === 'valid' ? 'deliverable' : v.status === 'invalid' ? 'undeliverable' : 'risky',
        score: v.score,
        disposable: v.status === 'disposable',
        webmail: v.status === 'webmail',
        accept_all: v.status === 'accept_all',
        sources: v.lastSeenOn ? sourceOn(domain, v.lastSeenOn) : [],
      },
      meta: { params: { email } },
    });
  });
  return {
    baseUrl: `http://127.0.0.1:${server.port}/v2`,
    apiKey,
    calls: server.calls,
    failNext: server.failNext,
    say: (email, status, score = status === 'valid' ? 97 : 30, lastSeenOn) =>
      verdicts.set(email.toLowerCase(), { status, score, lastSeenOn: lastSeenOn ?? null }),
    sayForAll: (status, score = status === 'valid' ? 97 : 30) => {
      fallback = { status, score };
    },
    find: (domain, firstName, lastName, answer) => void findings.set(findingKey(domain, firstName, lastName), answer),
    close: server.close,
  };
}

async function main(): Promise<void> {
  const i = process.argv.indexOf('--port');
  const port = i >= 0 ? Number(process.argv[i + 1]) : 4100;
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error('--port must be a port number');
  const pdl = await startPdlStandIn({ port });
  const hunter = await startHunterStandIn({ port: port + 1 });
  console.log(`People Data Labs stand-in on ${pdl.baseUrl} (synthetic people), Hunter's on ${hunter.baseUrl}. Start the app with:\n`);
  console.log(`  PDL_API_KEY=${pdl.apiKey} PDL_BASE_URL=${pdl.baseUrl} \\`);
  console.log(`  HUNTER_API_KEY=${hunter.apiKey} HUNTER_BASE_URL=${hunter.baseUrl} npm start\n`);
  console.log('LinkedIn links the index does not hold yet, to open from the app:');
  for (const u of pdl.usernames().slice(0, 5)) console.log(`  https://www.linkedin.com/in/${u}`);
  const stop = () => {
    Promise.all([pdl.close(), hunter.close()]).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
