/**
 * npm run bench:load — BENCH_LOAD_SECONDS (default 300) of mixed traffic from BENCH_CONCURRENCY
 * (default 16) signed-in clients against the built server, run as its own process as `npm start`
 * runs it (`node server/dist/main.js`, development mode, the answer cache on), on BENCH_DATA_DIR
 * (default ./.data/bench-load: the first run seeds the default 20,000 profiles, seed 42, later runs
 * reuse them). Each client is a user signed up through the API with the code from /dev/outbox.json;
 * it searches (GraphQL and REST, ai/build/persona, generated queries and pages), opens profiles,
 * reveals contacts (3 new profiles of its 5 credits, then re-reveals, which are free) and adds
 * profiles to lists, one request after the other without pause. It prints throughput and latency
 * per kind, the errors, and the server's RSS (VmRSS of the server process alone), and exits
 * non-zero when the target is missed: no errors, RSS growth under 50 MB after the first minute.
 * The load generator is node:http over kept-alive connections, on this process's one thread.
 */
import 'reflect-metadata';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import zlib from 'node:zlib';
import { Kind, parse, print, visit, type DefinitionNode, type FragmentDefinitionNode } from 'graphql';
import { Client } from 'pg';
import { pct, signUpThroughApi, spawnServer, waitReady, type ServerProcess } from './bench-kit';
import { DATABASE_URL_FILE, freePort } from '../db/embedded';
import { Rng } from '../modules/profiles/generator';
import { VOCABULARY } from '../modules/profiles/vocabulary';
import { PERSONAS } from '../modules/search/personas';

function positive(name: string, fallback: number): number {
  const n = Number(process.env[name] || fallback);
  if (!Number.isInteger(n) || n <= 0) {
    console.error(`${name} must be a positive whole number (got '${process.env[name]}')`);
    process.exit(78);
  }
  return n;
}

const SECONDS = positive('BENCH_LOAD_SECONDS', 300);
const CONCURRENCY = positive('BENCH_CONCURRENCY', 16);
const DATA_DIR = path.resolve(process.env.BENCH_DATA_DIR || path.join('.data', 'bench-load'));
/** Runs the server with --trace-gc and reports its live JS heap after each full GC beside the RSS (leak or GC headroom?). */
const TRACE_GC = process.env.BENCH_TRACE_GC === '1';
const WARMUP_SECONDS = 10;
const PROGRESS_SECONDS = 30;
/** RSS growth is measured from here: the first minute (half the run when it is shorter). */
const BASELINE_SECONDS = Math.min(60, SECONDS / 2);
const TARGET_GROWTH_MB = 50;
const REQUEST_TIMEOUT_MS = 30_000;
/** New profiles each user reveals (1 credit each) of the Starter plan's 5: two to spare, so no 402 is expected. */
const NEW_REVEALS = 3;
/** Profiles a list takes before the client starts a new one. */
const LIST_SIZE = 25;
/** The first start initialises PostgreSQL and seeds the index. */
const START_TIMEOUT_MS = 180_000;

// ---- The GraphQL operations: the web client's own (client/src/features/**/*.graphql) ----

const CLIENT_FEATURES = path.resolve(__dirname, '..', '..', '..', 'client', 'src', 'features');

/** The fragments of every client .graphql file, by name: the client declares them beside its components. */
const CLIENT_FRAGMENTS = new Map(
  fs
    .readdirSync(CLIENT_FEATURES, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.graphql'))
    .flatMap((file) => parse(fs.readFileSync(path.join(CLIENT_FEATURES, file), 'utf8')).definitions)
    .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
    .map((d) => [d.name.value, d]),
);

/** One operation of a client .graphql file with the fragments it uses (from any file), as Apollo Client sends it. */
function clientOperation(file: string, name: string, extra = ''): string {
  const doc = parse(fs.readFileSync(path.join(CLIENT_FEATURES, file), 'utf8') + extra);
  const op = doc.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === name);
  if (!op) throw new Error(`${file} has no operation ${name}`);
  const used = new Set<DefinitionNode>([op]);
  const walk = (node: DefinitionNode): void =>
    void visit(node, {
      FragmentSpread(spread) {
        const f = CLIENT_FRAGMENTS.get(spread.name.value);
        if (f && !used.has(f)) {
          used.add(f);
          walk(f);
        }
      },
    });
  walk(op);
  return [...used].map((d) => print(d)).join('\n');
}

const OPS = {
  search: clientOperation('search/search.graphql', 'SearchProfiles'),
  profileById: clientOperation('people/profile.graphql', 'ProfileDetail'),
  // The dialog's fields, asked by username (the client opens by id; the API takes either).
  profileByUsername: clientOperation(
    'people/profile.graphql',
    'ByUsername',
    'query ByUsername($u: String!) { profile(linkedinUsername: $u) { ...ProfileDialog } }',
  ),
  reveal: clientOperation('contacts/contacts.graphql', 'RevealContacts'),
  createList: clientOperation('lists/lists.graphql', 'CreateList'),
  addToList: clientOperation('lists/lists.graphql', 'AddToList'),
};

// ---- A lean HTTP client: node:http over kept-alive connections, gzip accepted as browsers do ----

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY + 2 });

interface Reply {
  status: number;
  json: any;
  ms: number;
}

/** One request; `ms` runs from sending to the last byte of the answer. Rejects on transport errors and time-outs. */
function request(base: string, method: string, route: string, token: string, body?: unknown): Promise<Reply> {
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
const KINDS = [
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
type RequestKind = (typeof KINDS)[number];

const stats = {
  recording: false,
  times: new Map<RequestKind, number[]>(),
  requests: 0,
  errors: { http: 0, graphql: 0, transport: 0, check: 0 },
  samples: [] as string[],
  searches: new Set<string>(),
};
const errorCount = () => Object.values(stats.errors).reduce((a, b) => a + b, 0);

/** Counts an error (in the warm-up too) and keeps the first few as samples. */
function fail(kind: RequestKind, type: keyof typeof stats.errors, text: string): undefined {
  stats.errors[type]++;
  if (stats.samples.length < 8) stats.samples.push(`${stats.recording ? '' : '(warm-up) '}${kind}: ${text.slice(0, 300)}`);
  return undefined;
}

/** Sends one request of `kind`, records its time, and answers its JSON, or undefined when it failed (counted). */
async function timed(kind: RequestKind, send: () => Promise<Reply>): Promise<any> {
  let reply: Reply;
  try {
    reply = await send();
  } catch (err) {
    if (stopping) return undefined; // the server was asked to stop
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

// ---- Searches: a realistic variety from the vocabulary the index is generated from ----

interface SearchSpec {
  type: 'ai' | 'build' | 'persona';
  query?: string;
  persona?: string;
  filters?: { titles?: string[]; locations?: string[]; skills?: string[]; seniorities?: string[] };
  page: number;
}

const V = VOCABULARY;
const SENIORITY_WORDS = ['junior', 'senior', 'lead', 'staff', 'principal', 'head of'];

/** A search a recruiter might type: 60% ai, 25% build, 15% persona. */
function generateSearch(rng: Rng): SearchSpec {
  const fn = rng.pick(V.functions);
  const country = rng.pick(V.countries);
  const city = rng.pick(country.cities).name;
  const role = rng.pick(fn.roleWords);
  const skill = fn.skills[rng.front(fn.skills.length)];
  const kind = rng.next();
  if (kind < 0.6) {
    const templates = [
      () => `${role} in ${city}`,
      () => `${rng.pick(SENIORITY_WORDS)} ${role} in ${country.name}`,
      () => `${role} with ${skill} in ${city}`,
      () => `${role} in ${rng.pick(V.industries).name}`,
      () => `${role} ex-${rng.pick(V.companyNameParts.curated).name}`,
      () => `${role} with ${rng.range(2, 10)}+ years of experience in ${country.name}`,
      () => `"${skill}" AND "${fn.skills[rng.front(fn.skills.length)]}" -junior`,
    ];
    return { type: 'ai', query: rng.pick(templates)(), page: 1 };
  }
  if (kind < 0.85) {
    const levels = Object.keys(fn.ladder) as Array<keyof typeof fn.ladder>;
    const level = rng.pick(levels);
    const title = rng.pick(fn.ladder[level]!).replace('{s}', rng.pick(fn.specialisations));
    const filters: NonNullable<SearchSpec['filters']> = { locations: [rng.chance(0.5) ? city : country.name] };
    if (rng.chance(0.7)) filters.titles = [title];
    if (rng.chance(0.6) || !filters.titles) filters.skills = [skill];
    if (rng.chance(0.2)) filters.seniorities = [level];
    return { type: 'build', filters, page: 1 };
  }
  return { type: 'persona', persona: rng.pick(PERSONAS).id, query: rng.chance(0.5) ? `in ${city}` : undefined, page: 1 };
}

/** The searches many users run (picked front-biased: a few very popular, most less so). */
const POPULAR = Array.from({ length: 24 }, (_, i) => generateSearch(new Rng(7, i)));

/** What the server is asked: 25% the next page of the client's last search, 35% a popular one, else a new one. */
function nextSearch(rng: Rng, last: { spec: SearchSpec; total: number } | undefined): SearchSpec {
  if (last && rng.chance(0.25) && last.total > last.spec.page * 10 && last.spec.page < 10)
    return { ...last.spec, page: last.spec.page + 1 };
  if (rng.chance(0.35 / 0.75)) return POPULAR[rng.front(POPULAR.length)];
  return generateSearch(rng);
}

function restSearchPath(s: SearchSpec): string {
  const q = new URLSearchParams({ type: s.type, page: String(s.page) });
  if (s.query) q.set('searchterm', s.query);
  if (s.persona) q.set('persona', s.persona);
  for (const [name, values] of Object.entries(s.filters ?? {})) for (const v of values) q.append(name, v);
  return `/api/search/profiles?${q}`;
}

// ---- The clients and the mix ----

interface Card {
  id: string;
  username: string;
  link?: string;
}

class LoadClient {
  private readonly rng: Rng;
  private readonly seen: Card[] = [];
  private readonly opened: Card[] = [];
  private readonly revealed: string[] = [];
  private newReveals = 0;
  private last?: { spec: SearchSpec; total: number };
  private listId?: string;
  private listSize = 0;
  private listsMade = 0;

  constructor(
    private readonly base: string,
    private readonly token: string,
    index: number,
  ) {
    this.rng = new Rng(20261121, index);
  }

  private gql(kind: RequestKind, query: string, variables: object) {
    return timed(kind, () => request(this.base, 'POST', '/graphql', this.token, { query, variables }));
  }

  private rest(kind: RequestKind, method: string, route: string, body?: object) {
    return timed(kind, () => request(this.base, method, route, this.token, body));
  }

  private remember(into: Card[], cards: Card[], keep: number) {
    into.push(...cards);
    if (into.length > keep) into.splice(0, into.length - keep);
  }

  /** A profile from the results: mostly from the last page, sometimes an earlier one. */
  private someProfile(): Card {
    return this.rng.chance(0.7) ? this.rng.pick(this.seen.slice(-10)) : this.rng.pick(this.seen);
  }

  async search(via: 'gql' | 'rest') {
    const spec = nextSearch(this.rng, this.last);
    if (stats.recording) stats.searches.add(JSON.stringify(spec));
    let found: { total: number; cards: Card[] } | undefined;
    if (via === 'gql') {
      const r = (await this.gql('search gql', OPS.search, { input: spec }))?.data.searchProfiles;
      if (r) found = { total: r.totalResults, cards: r.profiles.map((p: any) => ({ id: p.id, username: p.linkedinUsername })) };
    } else {
      const r = await this.rest('search rest', 'GET', restSearchPath(spec));
      if (r)
        found = {
          total: r.totalResults,
          cards: r.data.map((p: any) => ({ id: String(p.id), username: p.linkedinUsername, link: p.linkedinLink })),
        };
    }
    if (!found) return;
    this.last = { spec, total: found.total };
    this.remember(this.seen, found.cards, 60);
  }

  async open(via: 'gql id' | 'gql username' | 'rest link') {
    const card = this.someProfile();
    let ok: unknown;
    if (via === 'gql id') ok = await this.gql('open gql id', OPS.profileById, { id: card.id });
    else if (via === 'gql username') ok = await this.gql('open gql username', OPS.profileByUsername, { u: card.username });
    else {
      const link = card.link ?? `https://www.linkedin.com/in/${card.username}`;
      ok = await this.rest('open rest link', 'GET', `/api/profile/id/${encodeURIComponent(Buffer.from(link).toString('base64'))}`);
    }
    if (ok) this.remember(this.opened, [card], 30);
  }

  /** A few new profiles (charged), then re-reveals of those (free): the answer says whether it charged. */
  async reveal(via: 'gql' | 'rest') {
    const pool = this.opened.length > 0 ? this.opened : this.seen;
    const fresh = pool.filter((c) => !this.revealed.includes(c.username));
    const isNew = this.newReveals < NEW_REVEALS && fresh.length > 0 && (this.revealed.length === 0 || this.rng.chance(0.3));
    if (!isNew && this.revealed.length === 0) return this.open('gql id'); // nothing opened yet to reveal
    const username = isNew ? this.rng.pick(fresh).username : this.rng.pick(this.revealed);
    if (isNew) this.newReveals++; // counted before the answer, so a lost answer never leads to a 4th charge
    const kind: RequestKind = via === 'gql' ? 'reveal gql' : 'reveal rest';
    const r =
      via === 'gql'
        ? (await this.gql(kind, OPS.reveal, { linkedinUsername: username }))?.data.revealContacts
        : (await this.rest(kind, 'GET', `/api/profile/contacts/${encodeURIComponent(username)}`))?.data;
    if (!r) return;
    if (r.charged !== isNew)
      return fail(kind, 'check', `${isNew ? 'a first' : 'a repeated'} reveal of ${username} answered charged: ${r.charged}`);
    if (isNew) this.revealed.push(username);
  }

  /** Adds an opened profile to the current list; a new list first, and after every LIST_SIZE adds. */
  async addToList(via: 'gql' | 'rest') {
    if (!this.listId || this.listSize >= LIST_SIZE) {
      const name = `Load ${++this.listsMade}`;
      const created =
        this.listsMade % 2 === 1
          ? (await this.rest('list create rest', 'POST', '/api/profile/list', { name, description: 'bench:load' }))?.data.listId
          : (await this.gql('list create gql', OPS.createList, { input: { name } }))?.data.createList.id;
      if (created) [this.listId, this.listSize] = [created, 0];
      return;
    }
    const card = this.opened.length > 0 ? this.rng.pick(this.opened) : this.someProfile();
    const list =
      via === 'gql'
        ? (await this.gql('list add gql', OPS.addToList, { listId: this.listId, profileId: card.username }))?.data.addToList
        : (await this.rest('list add rest', 'POST', '/api/profile/addtolist', { listId: this.listId, profileId: card.id }))?.data;
    if (list) this.listSize = list.profileCount;
  }

  /** One request of the mix (a search first, for something to open). */
  step(): Promise<unknown> {
    if (this.seen.length === 0) return this.search('gql');
    return MIX[this.rng.weighted(MIX_CUMULATIVE)].run(this);
  }
}

/** The mix: weights of the request types (they add up to 100). */
const MIX: Array<{ weight: number; what: string; run: (c: LoadClient) => Promise<unknown> }> = [
  { weight: 25, what: "search   GraphQL searchProfiles (the web client's SearchProfiles)", run: (c) => c.search('gql') },
  { weight: 20, what: 'search   REST GET /api/search/profiles?searchterm=…&type=ai|build|persona', run: (c) => c.search('rest') },
  { weight: 12, what: "open     GraphQL profile(id:) (the profile dialog's ProfileDetail)", run: (c) => c.open('gql id') },
  { weight: 6, what: 'open     GraphQL profile(linkedinUsername:), the same fields', run: (c) => c.open('gql username') },
  { weight: 10, what: 'open     REST GET /api/profile/id/{base64 of the profile link}', run: (c) => c.open('rest link') },
  { weight: 6, what: 'reveal   GraphQL revealContacts', run: (c) => c.reveal('gql') },
  { weight: 6, what: 'reveal   REST GET /api/profile/contacts/{linkedinUsername}', run: (c) => c.reveal('rest') },
  { weight: 8, what: 'list     GraphQL addToList', run: (c) => c.addToList('gql') },
  { weight: 7, what: 'list     REST POST /api/profile/addtolist', run: (c) => c.addToList('rest') },
];
let mixTotal = 0;
const MIX_CUMULATIVE = Float64Array.from(MIX, (m) => (mixTotal += m.weight));

// ---- The server process ----

/** The server child; `stopping` once it is being stopped on purpose; `interrupted` by a first Ctrl-C during the load. */
let server: ServerProcess | undefined;
let stopping = false;
let loadRunning = false;
let interrupted = false;
/** With BENCH_TRACE_GC: the server's JS heap after its last full (Mark-Compact) GC, in MB. */
let liveHeapMb = NaN;

/** A number read from /proc/<pid>/`file`, or NaN once the process is gone. */
function fromProc(pid: number, file: string, read: (text: string) => number): number {
  try {
    return read(fs.readFileSync(`/proc/${pid}/${file}`, 'utf8'));
  } catch {
    return NaN;
  }
}
/** VmRSS of one process, in MB (1,000,000 bytes). */
const rssMb = (pid: number) => fromProc(pid, 'status', (t) => (Number(/^VmRSS:\s+(\d+) kB/m.exec(t)?.[1] ?? NaN) * 1024) / 1e6);
/** CPU seconds (user + system) one process has used so far, in clock ticks of 1/100 s as on Linux. */
const cpuSeconds = (pid: number) =>
  fromProc(
    pid,
    'stat',
    (t) =>
      t
        .split(') ')[1]
        .split(' ')
        .slice(11, 13)
        .reduce((a, b) => a + Number(b), 0) / 100,
  );

/**
 * Starts the server on DATA_DIR with its log in DATA_DIR/server.log (kept in `server` at once, so
 * a Ctrl-C while it starts stops it too); answers once it is ready, with the embedded database's URL.
 */
async function startServer(): Promise<{ server: ServerProcess; databaseUrl?: string; log: string }> {
  fs.mkdirSync(DATA_DIR, { recursive: true });
  const log = path.join(DATA_DIR, 'server.log');
  const out = fs.createWriteStream(log, { flags: 'a' });
  out.write(`\n--- bench:load ${new Date().toISOString()}\n`);
  server = spawnServer(
    await freePort(),
    // The defaults of `npm start` (development, 20,000 profiles, seed 42, the answer cache on),
    // with its own folder and a per-client code limit that 16 sign-ups from one address never reach.
    { NODE_ENV: 'development', DATA_DIR, OTP_LIMIT_PER_CLIENT: '10000' },
    // Its own process group: a Ctrl-C reaches this script, which stops the server in order.
    { stdio: 'pipe', detached: true, nodeArgs: TRACE_GC ? ['--trace-gc'] : [] },
  );
  const { child } = server;
  readline.createInterface({ input: child.stdout! }).on('line', (line) => {
    out.write(line + '\n');
    const gc = / Mark-Compact [\d.]+ \([\d.]+\) -> ([\d.]+) \(/.exec(line);
    if (gc) return void (liveHeapMb = Number(gc[1]));
    try {
      const entry = JSON.parse(line);
      if (entry.msg === 'the people index is empty: seeding it')
        console.log(`seeding ${entry.count.toLocaleString('en-US')} profiles (seed ${entry.seed}): the first run on this folder`);
    } catch {
      /* not a log line */
    }
  });
  child.stderr!.pipe(out);
  try {
    await waitReady(server, START_TIMEOUT_MS, 100);
  } catch (err) {
    throw new Error(`${(err as Error).message}; its log: ${log}`, { cause: err });
  }
  // The embedded database's app-role URL: the server keeps it in its DATA_DIR while it runs (never in its log).
  const urlFile = path.join(DATA_DIR, DATABASE_URL_FILE);
  const databaseUrl = fs.existsSync(urlFile) ? fs.readFileSync(urlFile, 'utf8').trim() : undefined;
  return { server, databaseUrl, log };
}

async function indexSize(databaseUrl: string | undefined): Promise<string> {
  if (!databaseUrl) return 'unknown';
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const [{ n }] = (await db.query('SELECT count(*)::int AS n FROM profiles')).rows;
    return `${n.toLocaleString('en-US')} profiles`;
  } finally {
    await db.end();
  }
}

// ---- The run ----

const COMPANIES = [
  'acme',
  'globex',
  'initech',
  'umbrella',
  'hooli',
  'stark',
  'wayne',
  'wonka',
  'tyrell',
  'cyberdyne',
  'soylent',
  'vandelay',
  'dunder',
  'piedpiper',
  'monarch',
  'aperture',
];
/** A work address of its own company for client k, new on every run. */
const emailOf = (run: string, k: number) => `load.${run}.${k}@${COMPANIES[k % COMPANIES.length]}${k >= COMPANIES.length ? k : ''}-corp.io`;

async function stopAndExit(code: number): Promise<never> {
  stopping = true;
  await server?.stop();
  process.exit(code);
}

function onSignal(signal: string) {
  if (loadRunning && !interrupted) {
    interrupted = true;
    console.log(`\n${signal}: ending the load, then stopping the server (again to stop at once)`);
    return;
  }
  console.log(`\n${signal}: stopping the server${server ? '' : ' (not started yet)'}`);
  stopAndExit(130).catch((err: unknown) => {
    console.error(err);
    process.exit(130);
  });
}

const mb = (n: number) => `${n.toFixed(1)} MB`;
const fmt = (n: number) => n.toFixed(1).padStart(7);

async function main() {
  process.on('SIGINT', () => onSignal('SIGINT'));
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  process.on('exit', () => server?.child.exitCode === null && server.child.kill('SIGTERM'));

  const cpus = os.cpus();
  const loadavg = () =>
    os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ');
  console.log(
    `machine: ${cpus.length} cores (${cpus[0]?.model.trim()}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, node ${process.version}, load average ${loadavg()}`,
  );
  console.log(`starting node server/dist/main.js on DATA_DIR ${path.relative(process.cwd(), DATA_DIR) || DATA_DIR} ...`);
  const started = await startServer();
  server = started.server;
  const pid = server.child.pid!;
  console.log(
    `server: pid ${pid} at ${server.url}, development mode, answer cache on (its log: ${path.relative(process.cwd(), started.log)})`,
  );
  const index = await indexSize(started.databaseUrl);
  console.log(`index: ${index}`);

  const run = Date.now().toString(36);
  const base = server.url;
  const outbox = async (to: string) => {
    const mails = (await (await fetch(`${base}/dev/outbox.json?to=${encodeURIComponent(to)}`)).json()) as Array<{ text: string }>;
    return mails[0]?.text ?? '';
  };
  const users = await Promise.all(Array.from({ length: CONCURRENCY }, (_, k) => signUpThroughApi(base, emailOf(run, k), outbox)));
  console.log(`signed up ${users.length} users through the API (${emailOf(run, 0)}, ...), 5 credits each`);
  const clients = users.map((u, k) => new LoadClient(base, u.token, k));

  let serverGone = false;
  const gone = (code: number | null) => {
    serverGone = true;
    if (!stopping) console.error(`the server exited during the load (code ${code}); see ${started.log}`);
  };
  server.exited.then(gone, () => gone(null));
  /** Every client sends its next request as soon as the last is answered, until `until`. */
  const drive = (until: number) =>
    Promise.all(
      clients.map(async (c) => {
        while (Date.now() < until && !interrupted && !serverGone) await c.step();
      }),
    );

  loadRunning = true;
  console.log(`\nwarm-up: ${WARMUP_SECONDS} s of the mix, not counted`);
  await drive(Date.now() + WARMUP_SECONDS * 1000);
  if (interrupted || serverGone) return stopAndExit(serverGone ? 1 : 130);

  const rss = { start: rssMb(pid), baseline: NaN, end: NaN, peak: rssMb(pid) };
  const heap = { start: liveHeapMb, baseline: NaN, end: NaN };
  const cpu = { server: cpuSeconds(pid), self: process.cpuUsage() };
  const t0 = Date.now();
  stats.recording = true;
  console.log(`load: ${SECONDS} s, ${CONCURRENCY} clients; server RSS at start ${mb(rss.start)}`);
  const sampler = setInterval(() => (rss.peak = Math.max(rss.peak, rssMb(pid) || 0)), 1000);
  const baseline = setTimeout(() => ([rss.baseline, heap.baseline] = [rssMb(pid), liveHeapMb]), BASELINE_SECONDS * 1000);
  let lastCount = 0;
  const progress = setInterval(() => {
    const rate = (stats.requests - lastCount) / PROGRESS_SECONDS;
    lastCount = stats.requests;
    console.log(
      `[${((Date.now() - t0) / 1000).toFixed(0).padStart(4)} s] ${stats.requests.toLocaleString('en-US').padStart(8)} requests (${rate.toFixed(0)}/s), ${errorCount()} errors, server RSS ${mb(rssMb(pid))}`,
    );
  }, PROGRESS_SECONDS * 1000);
  await drive(t0 + SECONDS * 1000);
  const wall = (Date.now() - t0) / 1000;
  stats.recording = false;
  loadRunning = false;
  clearInterval(sampler);
  clearInterval(progress);
  clearTimeout(baseline);
  [rss.end, heap.end] = [rssMb(pid), liveHeapMb];
  rss.peak = Math.max(rss.peak, rss.end);
  const died = serverGone;
  if (Number.isNaN(rss.baseline)) [rss.baseline, heap.baseline] = [rss.end, heap.end];
  const serverCpu = (cpuSeconds(pid) - cpu.server) / wall;
  const selfUsage = process.cpuUsage(cpu.self);
  const selfCpu = (selfUsage.user + selfUsage.system) / 1e6 / wall;

  stopping = true;
  await server.stop();
  console.log(`server stopped${died ? ' (it had exited on its own)' : ''}`);

  // The report.
  console.log(
    `\n${interrupted ? 'INTERRUPTED after' : 'mixed load for'} ${wall.toFixed(0)} s, ${CONCURRENCY} concurrent clients, each sending its next request as soon as the last is answered (no think time)`,
  );
  console.log(
    `machine: ${cpus.length} cores, load average at the end ${loadavg()}; CPU used over the run: server process ${serverCpu.toFixed(2)} cores, this load generator ${selfCpu.toFixed(2)} cores`,
  );
  console.log(`index: ${index}, on ${path.relative(process.cwd(), DATA_DIR) || DATA_DIR}`);
  console.log(
    `\nthe mix (weights; every user: ${NEW_REVEALS} new reveals of its 5 credits, then re-reveals, which are free, so no 402 is expected):`,
  );
  for (const m of MIX) console.log(`  ${String(m.weight).padStart(3)}%  ${m.what}`);
  console.log(
    `  searches: about 25% the next page of the client's last search, 35% one of ${POPULAR.length} popular searches, 40% generated from the vocabulary (ai 60%, build 25%, persona 15%); ${stats.searches.size.toLocaleString('en-US')} distinct (search, page) asked`,
  );
  console.log(
    `  opens: a profile of the client's results (70% its last page); lists: a new list (REST and GraphQL in turn) takes an add's turn before the first add and every ${LIST_SIZE} profiles`,
  );

  console.log(
    `\n${'kind'.padEnd(20)} ${'requests'.padStart(9)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)}`,
  );
  const row = (name: string, xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    if (s.length === 0) return console.log(`${name.padEnd(20)} ${'0'.padStart(9)}`);
    console.log(
      `${name.padEnd(20)} ${s.length.toLocaleString('en-US').padStart(9)} ${(s.length / wall).toFixed(1).padStart(7)} ${fmt(pct(s, 50))} ${fmt(pct(s, 95))} ${fmt(pct(s, 99))}`,
    );
  };
  const all: number[] = [];
  for (const group of ['search', 'open', 'reveal', 'list']) {
    const kinds = KINDS.filter((k) => k.startsWith(`${group} `));
    const groupTimes = kinds.flatMap((k) => stats.times.get(k) ?? []);
    for (const k of kinds) row(`  ${k}`, stats.times.get(k) ?? []);
    row(`${group} (all)`, groupTimes);
    all.push(...groupTimes);
  }
  row('overall', all);

  const errors = errorCount();
  const e = stats.errors;
  console.log(
    `\nerrors: ${errors} (non-2xx ${e.http}, GraphQL errors ${e.graphql}, transport ${e.transport}, wrong reveal charge ${e.check})${died ? '; the server exited during the load' : ''}`,
  );
  for (const s of stats.samples) console.log(`  ${s}`);

  const growth = rss.end - rss.baseline;
  const after = BASELINE_SECONDS === 60 ? 'after the first minute' : `after ${BASELINE_SECONDS} s`;
  console.log(
    `server RSS (VmRSS of the server process): start ${mb(rss.start)}, ${after} ${mb(rss.baseline)}, end ${mb(rss.end)}, peak ${mb(rss.peak)}; growth ${after} ${growth >= 0 ? '+' : ''}${mb(growth)}`,
  );

  if (TRACE_GC)
    console.log(
      `server JS heap after its last full GC (--trace-gc): start ${mb(heap.start)}, ${after} ${mb(heap.baseline)}, end ${mb(heap.end)}`,
    );
  const errorsMet = errors === 0 && !died;
  const growthMet = growth < TARGET_GROWTH_MB;
  console.log(
    `target: 0 errors -> ${errorsMet ? 'met' : 'MISSED'}; RSS growth ${after} under ${TARGET_GROWTH_MB} MB -> ${growthMet ? 'met' : 'MISSED'}`,
  );
  agent.destroy();
  process.exit(interrupted ? 130 : errorsMet && growthMet ? 0 : 1);
}

main().catch(async (err) => {
  if (stopping) return; // a signal is stopping the server; it exits when done
  console.error(err);
  await stopAndExit(1);
});
