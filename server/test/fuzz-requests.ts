import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fc from 'fast-check';
import {
  buildSchema,
  getNamedType,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  isLeafType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql';
import {
  bodyOf,
  deepArb,
  deepJson,
  encodeForUrl,
  hostileJson,
  hostileNumber,
  hostileString,
  hostileText,
  mutatedObject,
  numberText,
  RawJson,
  sometimes,
  textField,
  toJsonText,
  urlEncoding,
  wtf8Bytes,
  type FieldSpec,
  type Json,
  type UrlEncoding,
} from './fuzz-arbitraries';
import { applyAuth, authPlanArb, type AuthPlan } from './fuzz-auth';
import { BODY_LIMIT_BYTES, graphqlProblem, restProblem } from './fuzz-checks';
import { exchange } from './fuzz-harness';
import type { Fixtures, Target } from './fuzz-targets';
import { show } from './fuzz-wire';
import { uniqueEmail } from './helpers';

/**
 * The requests the fuzz tests send: every route of the README's API table with fuzzed path
 * parameters, query parameters, bodies, content types and credentials; every query and mutation
 * of schema.graphql (read from the file, so a new operation is fuzzed without a change here) with
 * fuzzed variables; and GraphQL requests that are wrong as a whole.
 */

/** A request before its credentials are added (a signed-in run may need a session of its own). */
export interface RequestPlan {
  /** The route or operation it aims at. */
  label: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  shown?: string;
  auth: AuthPlan;
  endsSession: boolean;
}

/** Makes fast-check print a plan as one short line (the failure message itself has the full request and answer). */
function printable(plan: RequestPlan): RequestPlan {
  Object.defineProperty(plan, fc.toStringMethod, {
    enumerable: false,
    value: () => {
      const mode = plan.auth.mode === 'garbage' ? `garbage credentials (${plan.auth.garbage('eyA.eyB.sig').label})` : plan.auth.mode;
      const auth = plan.auth.forwardedFor === undefined ? mode : `${mode}, X-Forwarded-For: ${show(plan.auth.forwardedFor, 40)}`;
      const body = plan.body ? ` body ${show(plan.shown ?? plan.body.toString('utf8'), 300)}` : '';
      const headers = Object.entries(plan.headers)
        .map(([k, v]) => `${k}: ${show(v, 80)}`)
        .join(', ');
      return `[${auth}] ${plan.method} ${show(plan.path, 300)}${headers ? ` {${headers}}` : ''}${body}`;
    },
  });
  return plan;
}

/** Sends a planned request with its credentials and checks the answer by its transport (see exchange). */
export async function runPlan(target: Target, plan: RequestPlan): Promise<void> {
  const headers = { ...plan.headers };
  const auth = await applyAuth(target, plan.auth, headers, plan.endsSession);
  const check = plan.path.startsWith('/graphql') ? graphqlProblem : restProblem;
  await exchange(target, {
    req: { label: plan.label, method: plan.method, path: plan.path, headers, body: plan.body, shown: plan.shown, auth },
    check,
  });
}

// ---------------------------------------------------------------------------------------------
// Bodies on the wire

const CONTENT_TYPES = [
  'application/json; charset=utf-8',
  'application/JSON',
  'application/vnd.api+json',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/graphql',
  '*/*',
  'application/json, text/plain',
  '',
];

const RAW_BODIES = [
  '',
  '{',
  '{"a":',
  '{"name": "x",}',
  "{'name': 'x'}",
  '{"name": "x"}garbage',
  '{"name": "x"}{"name": "y"}',
  'null',
  'true',
  '42',
  '"just a string"',
  '[]',
  'not json at all',
  'name=x&description=y',
  '\u0000',
  '\ufeff{"name": "x"}',
  '{"name": "\\ud800"}',
  '{"name": "\\u0000"}',
  '{"name": "\\x00"}',
  '{"__proto__": {"isAdmin": true}, "name": "x"}',
  '{"constructor": {"prototype": {"isAdmin": true}}}',
  '{"a":1e309}',
  '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--xyz--',
  '{"query": "{ me { id } }"',
];

export interface BodyPlan {
  body?: Buffer;
  shown?: string;
  headers: Record<string, string>;
}

/** A JSON value as a body: usually application/json, sometimes another content type, or compressed (or said to be and not). */
function jsonBodyArb(value: fc.Arbitrary<Json>): fc.Arbitrary<BodyPlan> {
  return fc
    .tuple(
      value,
      fc.oneof(
        { withCrossShrink: true },
        { weight: 8, arbitrary: fc.constant('application/json') },
        { weight: 2, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
      ),
      sometimes(fc.constantFrom('gzip', 'deflate', 'br', 'identity', 'bogus', 'gzip-but-plain'), 13),
    )
    .map(([v, contentType, encoding]) => {
      const text = toJsonText(v);
      let body = Buffer.from(text, 'utf8');
      const headers: Record<string, string> = {};
      if (contentType) headers['content-type'] = contentType;
      if (encoding === 'gzip') body = zlib.gzipSync(body);
      if (encoding === 'deflate') body = zlib.deflateSync(body);
      if (encoding === 'br') body = zlib.brotliCompressSync(body);
      if (encoding) headers['content-encoding'] = encoding === 'gzip-but-plain' ? 'gzip' : encoding;
      const compressed = encoding === 'gzip' || encoding === 'deflate' || encoding === 'br';
      const note =
        encoding === 'gzip-but-plain'
          ? ' (not compressed, though content-encoding says gzip)'
          : compressed
            ? ` (compressed: content-encoding ${encoding})`
            : encoding
              ? ` (content-encoding ${encoding})`
              : '';
      return { body, shown: `${text}${note}`, headers };
    });
}

/** A body that is not JSON, or not what its content type says. */
const rawBodyArb: fc.Arbitrary<BodyPlan> = fc
  .tuple(
    fc.oneof(fc.constantFrom(...RAW_BODIES), hostileString),
    fc.constantFrom(
      'application/json',
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=xyz',
      '',
    ),
    fc.constantFrom<'utf8' | 'wtf8' | 'utf16le' | 'latin1'>('utf8', 'utf8', 'wtf8', 'utf16le', 'latin1'),
  )
  .map(([text, contentType, encoding]): BodyPlan => {
    const body = encoding === 'wtf8' ? Buffer.from(wtf8Bytes(text)) : Buffer.from(text, encoding);
    const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {};
    return { body, shown: `${JSON.stringify(text)} as ${encoding}`, headers };
  });

/** A JSON body just over the limit (a valid object with one long field). */
export function oversizeBodyArb(field: string): fc.Arbitrary<BodyPlan> {
  return fc.constantFrom(BODY_LIMIT_BYTES + 1, BODY_LIMIT_BYTES + 5_000, 300_000).map((size) => {
    const padding = 'x'.repeat(size);
    return {
      body: Buffer.from(JSON.stringify({ [field]: padding })),
      shown: `{"${field}": "x" × ${size}}`,
      headers: { 'content-type': 'application/json' },
    };
  });
}

// ---------------------------------------------------------------------------------------------
// REST

type Pools = (fx: Fixtures) => fc.Arbitrary<string>;

export interface RestRoute {
  method: string;
  /** As in the README's API table: {name} for a path parameter. */
  path: string;
  /** Valid values of each path parameter (the fuzz mixes them with hostile ones). */
  params?: Record<string, Pools>;
  /** The fields of the JSON body, with the values that make sense for each. */
  body?: (fx: Fixtures) => Record<string, FieldSpec>;
  /** Query parameters as [name, value] pairs. */
  query?: (fx: Fixtures) => fc.Arbitrary<Array<[string, string]>>;
  endsSession?: boolean;
}

/** A valid work e-mail of 254 characters, the longest there is (the limit key once overflowed on such). */
const LONGEST_EMAIL = `${'l'.repeat(64)}@${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(58)}.io`;

const b64 = (s: string) => Buffer.from(s).toString('base64');
const b64url = (s: string) => Buffer.from(s).toString('base64url');

const pools = {
  userId: (fx: Fixtures) => fc.constantFrom(fx.user.id, fx.other.id, '00000000-0000-0000-0000-000000000000', '1', 'me'),
  listId: (fx: Fixtures) => fc.constantFrom(...fx.listIds, fx.other.listId, '00000000-0000-0000-0000-000000000000', '0', '-1', '1e3'),
  /** For deletes: the spare lists, so that the ones the other routes aim at stay. */
  spareListId: (fx: Fixtures) => fc.constantFrom(...fx.spareListIds, fx.other.listId, '00000000-0000-0000-0000-000000000000', '0'),
  username: (fx: Fixtures) => fc.constantFrom(...fx.profiles.map((p) => p.username), 'nobody-by-this-name-000000'),
  profileRef: (fx: Fixtures) =>
    fc.constantFrom(...fx.profiles.flatMap((p) => [p.username, p.id, p.link]), '0', '-1', '9999999999999999999'),
  profileId: (fx: Fixtures) => fc.constantFrom(...fx.profiles.map((p) => p.id), '0', '-1', '9223372036854775808', '1.5', '1e3'),
  encodedLink: (fx: Fixtures) =>
    fc.oneof(
      fc.constantFrom(
        ...fx.profiles.flatMap((p) => [b64(p.link), b64url(p.link)]),
        b64('not a link'),
        b64('https://www.linkedin.com/in/'),
        '====',
        'a',
        '!!!',
      ),
      hostileString.map((s) => b64(s)),
      hostileString.map((s) => b64(`https://www.linkedin.com/in/${s}`)),
    ),
  persona: (fx: Fixtures) => fc.constantFrom(...fx.personas),
  email: (fx: Fixtures) =>
    fc.oneof(
      fc.constant(fx.user.email),
      fc.constant(null).map(() => uniqueEmail('fuzz')),
      fc.constantFrom('x@gmail.com', 'a@acme.io', LONGEST_EMAIL, LONGEST_EMAIL.replace('@', 'x@')),
    ),
};

/** A boolean field: valid values, and anything else. */
function flag(valid: boolean | fc.Arbitrary<boolean | undefined>): FieldSpec {
  if (typeof valid === 'boolean') return { valid: fc.constant(valid), hostile: fc.oneof(fc.constant(!valid), hostileJson, deepArb) };
  return { valid, hostile: fc.oneof(hostileJson, deepArb) };
}

const SEARCH_LIST_PARAMS = ['titles', 'seniorities', 'locations', 'currentCompanies', 'pastCompanies', 'industries', 'skills', 'schools'];
const SENIORITIES = ['entry', 'mid', 'senior', 'lead', 'manager', 'director', 'vp', 'executive'];
const WORDS = [
  'engineer',
  'senior backend engineers in Berlin',
  'python',
  'VP of Sales in London',
  'Acme',
  'Germany',
  'react OR vue',
  '"design systems" AND figma -junior',
];

/**
 * The search's query parameters: a valid ai, build or persona search (build filters as repeated
 * parameters) with one or two values made hostile, sometimes extra parameters (repeated, bracketed,
 * unknown).
 */
function searchQueryArb(fx: Fixtures): fc.Arbitrary<Array<[string, string]>> {
  const word = fc.constantFrom(...WORDS);
  const page = fc.option(
    fc.constantFrom('1', '1', '2').map((p) => ['page', p] as [string, string]),
    { nil: undefined },
  );
  const ai = fc.tuple(word, page).map(([w, p]): Array<[string, string]> => [['type', 'ai'], ['searchterm', w], ...(p ? [p] : [])]);
  const build = fc
    .tuple(
      fc.array(fc.tuple(fc.constantFrom(...SEARCH_LIST_PARAMS.filter((n) => n !== 'seniorities')), word), { minLength: 1, maxLength: 3 }),
      fc.option(fc.constantFrom(...SENIORITIES), { nil: undefined }),
      fc.option(fc.constantFrom('all', 'any'), { nil: undefined }),
      fc.option(fc.tuple(fc.constantFrom('0', '2', '5'), fc.constantFrom('10', '30', '60')), { nil: undefined }),
      fc.option(word, { nil: undefined }),
      page,
    )
    .map(([lists, seniority, match, years, keywords, p]): Array<[string, string]> => [
      ['type', 'build'],
      ...lists,
      ...(seniority ? [['seniorities', seniority] as [string, string]] : []),
      ...(match ? [['skillsMatch', match] as [string, string]] : []),
      ...(years ? [['yearsFrom', years[0]] as [string, string], ['yearsTo', years[1]] as [string, string]] : []),
      ...(keywords ? [['keywords', keywords] as [string, string]] : []),
      ...(p ? [p] : []),
    ]);
  const persona = fc
    .tuple(fc.constantFrom(...fx.personas), fc.option(word, { nil: undefined }), page)
    .map(([id, w, p]): Array<[string, string]> => [
      ['type', 'persona'],
      ['persona', id],
      ...(w ? [['searchterm', w] as [string, string]] : []),
      ...(p ? [p] : []),
    ]);
  const hostileValue = fc.oneof({ weight: 4, arbitrary: hostileString }, { weight: 1, arbitrary: numberText });
  const extra: fc.Arbitrary<[string, string]> = fc.oneof(
    fc.tuple(
      fc.constantFrom(
        'searchterm',
        'q',
        'query',
        'keywords',
        'persona',
        'type',
        'page',
        'yearsFrom',
        'yearsTo',
        'skillsMatch',
        ...SEARCH_LIST_PARAMS,
      ),
      hostileValue,
    ),
    fc.tuple(
      fc.constantFrom('titles[]', 'titles[0]', 'page[x]', 'type[]', 'filters[titles]', 'searchterm[]', '__proto__', 'constructor', ''),
      hostileString,
    ),
    fc.tuple(hostileString, hostileString),
  );
  return fc
    .tuple(
      fc.oneof(ai, build, persona),
      fc.array(fc.tuple(fc.nat(), hostileValue), { minLength: 1, maxLength: 2 }),
      sometimes(hostileString, 8),
      fc.array(extra, { maxLength: 2 }),
    )
    .map(([base, changes, badType, extras]) => {
      const pairs = base.map((p) => [...p] as [string, string]);
      // The type is pairs[0]: changed once in a while only, so that most runs reach the search with their hostile value.
      for (const [at, value] of changes) if (pairs.length > 1) pairs[1 + (at % (pairs.length - 1))][1] = value;
      if (badType !== undefined) pairs[0][1] = badType;
      return [...pairs, ...extras];
    });
}

/** Every route of the README's API table (fuzz.rest.test.ts checks that the two agree). */
export const REST_ROUTES: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/users/email-otp',
    body: (fx) => ({
      userEmail: textField(pools.email(fx)),
      type: textField(fc.constantFrom('login', 'register')),
      termsAccepted: flag(true),
    }),
  },
  {
    method: 'POST',
    path: '/api/users/verify-otp',
    body: (fx) => ({
      userEmail: textField(pools.email(fx)),
      otp: textField(fc.constantFrom('123456', '000000')),
      type: textField(fc.constantFrom('login', 'register')),
      termsAccepted: flag(true),
      newsUpdates: flag(fc.option(fc.boolean(), { nil: undefined })),
    }),
  },
  { method: 'POST', path: '/api/users/logout', endsSession: true },
  { method: 'GET', path: '/api/users/profile/{id}', params: { id: pools.userId } },
  {
    method: 'PUT',
    path: '/api/users/profile/{id}',
    params: { id: pools.userId },
    body: (fx) => ({
      email: textField(fc.constant(fx.user.email)),
      firstName: textField(fc.constantFrom('Ada', 'José')),
      lastName: textField(fc.constant('Lovelace')),
      company: textField(fc.constant('Acme')),
      phone: textField(fc.constantFrom('+44 20 7946 0958', '555')),
      designation: textField(fc.constant('CTO'), true),
    }),
  },
  { method: 'GET', path: '/api/search/profiles', query: searchQueryArb },
  { method: 'GET', path: '/api/users/searches' },
  { method: 'GET', path: '/api/profile/id/{encodedLink}', params: { encodedLink: pools.encodedLink } },
  { method: 'GET', path: '/api/profile/update/{encodedLink}', params: { encodedLink: pools.encodedLink } },
  { method: 'GET', path: '/api/profile/contacts/{linkedinUsername}', params: { linkedinUsername: pools.username } },
  {
    method: 'POST',
    path: '/api/profile/list',
    body: () => ({ name: textField(fc.constantFrom('Prospects', 'A')), description: textField(fc.constant('For Q3'), true) }),
  },
  { method: 'GET', path: '/api/profile/list' },
  { method: 'GET', path: '/api/profile/list/{listId}', params: { listId: pools.listId } },
  { method: 'DELETE', path: '/api/profile/list/{listId}', params: { listId: pools.spareListId } },
  {
    method: 'POST',
    path: '/api/profile/addtolist',
    body: (fx) => ({
      listId: textField(pools.listId(fx)),
      profileId: {
        valid: fc.oneof(pools.profileRef(fx), fc.constantFrom(...fx.profiles.map((p) => Number(p.id)))),
        hostile: fc.oneof(hostileText, hostileNumber),
      },
      linkedinUsername: textField(pools.username(fx), true),
    }),
  },
  {
    method: 'DELETE',
    path: '/api/profile/list/{listId}/profiles/{linkedinUsername}',
    params: { listId: pools.listId, linkedinUsername: pools.username },
  },
  { method: 'GET', path: '/api/profile/list/{listId}/export', params: { listId: pools.listId } },
  { method: 'GET', path: '/healthz' },
  { method: 'GET', path: '/readyz' },
  { method: 'GET', path: '/dev/outbox' },
  {
    method: 'GET',
    path: '/dev/outbox.json',
    query: (fx) =>
      fc.array(fc.tuple(fc.constantFrom('to', 'to', 'limit', 'x'), fc.oneof(pools.email(fx).map(String), hostileString)), { maxLength: 3 }),
  },
];

/** A hostile or valid value for a path parameter, encoded one way or another. */
function segmentArb(valid: fc.Arbitrary<string>): fc.Arbitrary<{ value: string; how: UrlEncoding }> {
  return fc.record({ value: fc.oneof({ weight: 2, arbitrary: valid }, { weight: 3, arbitrary: hostileString }), how: urlEncoding });
}

function queryString(pairs: Array<[string, string]>, how: UrlEncoding[]): string {
  return pairs.map(([k, v], i) => `${encodeForUrl(k, how[i % how.length])}=${encodeForUrl(v, how[i % how.length])}`).join('&');
}

/** One fuzzed request to a route: parameters, query, body, content type, method, credentials. */
export function restRequestArb(route: RestRoute, fx: Fixtures): fc.Arbitrary<RequestPlan> {
  const names = Object.keys(route.params ?? {});
  const segments = fc.tuple(...names.map((n) => segmentArb(route.params![n](fx))));
  const query = route.query
    ? fc.tuple(route.query(fx), fc.array(urlEncoding, { minLength: 1, maxLength: 3 }))
    : sometimes(
        fc.tuple(
          fc.array(fc.tuple(hostileString, hostileString), { minLength: 1, maxLength: 2 }),
          fc.array(urlEncoding, { minLength: 1, maxLength: 2 }),
        ),
        6,
      );
  const body: fc.Arbitrary<BodyPlan> = route.body
    ? fc.oneof(
        { withCrossShrink: true },
        { weight: 10, arbitrary: jsonBodyArb(bodyOf(route.body(fx))) },
        { weight: 2, arbitrary: rawBodyArb },
        { weight: 1, arbitrary: fc.constant({ headers: {} }) },
        { weight: 1, arbitrary: oversizeBodyArb(Object.keys(route.body(fx))[0]) },
      )
    : fc.oneof(
        { withCrossShrink: true },
        { weight: 14, arbitrary: fc.constant({ headers: {} }) },
        { weight: 1, arbitrary: jsonBodyArb(hostileJson) },
        { weight: 1, arbitrary: rawBodyArb },
        { weight: 1, arbitrary: jsonBodyArb(deepArb) },
      );
  const method = fc.oneof(
    { withCrossShrink: true },
    { weight: 12, arbitrary: fc.constant(route.method) },
    { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH') },
  );
  return fc.tuple(segments, query, body, method, authPlanArb).map(([segs, q, b, m, auth]) => {
    let i = 0;
    let p = route.path.replace(/\{(\w+)\}/g, () => {
      const s = segs[i++];
      return encodeForUrl(s.value, s.how);
    });
    if (q) {
      const [pairs, how] = q as [Array<[string, string]>, UrlEncoding[]];
      if (pairs.length) p += `?${queryString(pairs, how)}`;
    }
    return printable({
      label: `${route.method} ${route.path}`,
      method: m,
      path: p,
      headers: { ...b.headers },
      body: b.body,
      shown: b.shown,
      auth,
      endsSession: route.endsSession === true && m === route.method,
    });
  });
}

/** The README's API table: the routes it lists, as METHOD /path with {} for each parameter. */
export function readmeRoutes(readme: string): string[] {
  const api = readme.slice(readme.indexOf('## API'));
  const routes: string[] = [];
  for (const line of api.split('\n')) {
    if (!line.startsWith('| `')) continue;
    const firstCell = line.split('|')[1];
    for (const m of firstCell.matchAll(/`([A-Z]+) (\/[^`]*)`/g)) routes.push(normaliseRoute(m[1], m[2]));
  }
  return [...new Set(routes)];
}

export function normaliseRoute(method: string, p: string): string {
  return `${method} ${p.replace(/\[?\?.*$/, '').replace(/\{[^}]*\}/g, '{}')}`;
}

// ---------------------------------------------------------------------------------------------
// GraphQL

export const SCHEMA_FILE = path.resolve(__dirname, '..', '..', 'schema.graphql');

export interface GqlOperation {
  kind: 'query' | 'mutation';
  name: string;
  field: GraphQLField<unknown, unknown>;
  document: string;
  endsSession: boolean;
}

/** A few scalar fields of a result (and of one nested object), so that resolvers of the result run too. */
function selectionOf(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named)) return '{ __typename }';
  const fields = Object.values((named as GraphQLObjectType).getFields()).filter((f) =>
    f.args.every((a) => !(a.type instanceof GraphQLNonNull)),
  );
  const leaves = fields
    .filter((f) => isLeafType(getNamedType(f.type)))
    .sort((a, b) => (a.name === 'id' ? -1 : b.name === 'id' ? 1 : a.name.localeCompare(b.name)));
  const picked = leaves.slice(0, 5).map((f) => f.name);
  const nested = depth < 2 ? fields.find((f) => isObjectType(getNamedType(f.type))) : undefined;
  if (nested) picked.push(`${nested.name} ${selectionOf(nested.type, depth + 1)}`);
  if (picked.length === 0) picked.push('__typename');
  return `{ ${picked.join(' ')} }`;
}

/** How many scalar inputs an operation takes (the leaves of its arguments, input objects opened). */
export function inputLeaves(op: GqlOperation): number {
  const count = (type: GraphQLInputType, depth: number): number => {
    const named = getNamedType(type);
    if (named instanceof GraphQLInputObjectType && depth < 4)
      return Object.values(named.getFields()).reduce((n, f) => n + count(f.type, depth + 1), 0);
    return 1;
  };
  return op.field.args.reduce((n, a) => n + count(a.type, 0), 0);
}

/** Every root field of schema.graphql as an operation that passes each argument as a variable. */
export function gqlOperations(schemaText = fs.readFileSync(SCHEMA_FILE, 'utf8')): GqlOperation[] {
  const schema = buildSchema(schemaText);
  const ops: GqlOperation[] = [];
  for (const [kind, root] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      const vars = field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
      const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
      const document = `${kind} Fuzz${vars ? `(${vars})` : ''} { ${field.name}${args ? `(${args})` : ''} ${selectionOf(field.type)} }`;
      ops.push({ kind, name: field.name, field, document, endsSession: kind === 'mutation' && field.name === 'logout' });
    }
  }
  return ops;
}

/** Valid-looking values by argument or field name, so that some runs get past validation. */
function plausible(name: string, fx: Fixtures, op?: string): fc.Arbitrary<string> | undefined {
  if (op === 'deleteList' && name === 'id') return pools.spareListId(fx);
  switch (name) {
    case 'id':
      return fc.constantFrom(...fx.listIds, fx.other.listId, ...fx.profiles.map((p) => p.id), fx.user.id);
    case 'listId':
      return pools.listId(fx);
    case 'linkedinUsername':
      return pools.username(fx);
    case 'profileId':
      return pools.profileRef(fx);
    case 'persona':
      return pools.persona(fx);
    case 'userEmail':
      return pools.email(fx).map(String);
    case 'email':
      return fc.constant(fx.user.email);
    case 'otp':
      return fc.constantFrom('123456', '000000');
    case 'query':
    case 'keywords':
      return fc.constantFrom(...WORDS);
    case 'name':
      return fc.constantFrom('Prospects', 'A');
    case 'seniorities':
      return fc.constantFrom(...SENIORITIES);
    case 'titles':
    case 'locations':
    case 'currentCompanies':
    case 'pastCompanies':
    case 'industries':
    case 'skills':
    case 'schools':
      return fc.constantFrom('engineer', 'Berlin', 'python', 'Acme', 'Germany', 'MIT');
    default:
      return undefined;
  }
}

const hostileInt: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom(0, 1, 2, 5, 10, 60, 61, 1000, 1001, -1, 2 ** 31 - 1),
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 1.5, Number.MAX_SAFE_INTEGER + 2),
  fc.constantFrom('1e309', '-0', '1e2', '12345678901234567890').map((n) => new RawJson(n)),
  numberText,
);

/** Valid integers by argument or field name (a first page is the one a search records). */
function validInt(name: string): fc.Arbitrary<number> {
  if (name === 'yearsFrom') return fc.constantFrom(0, 2, 5);
  if (name === 'yearsTo') return fc.constantFrom(10, 30, 60);
  if (name === 'page') return fc.constantFrom(1, 1, 1, 2);
  return fc.constantFrom(1, 2, 10);
}

/**
 * An input value of a GraphQL type: valid values (of the type, and plausible), and hostile ones
 * (the right type with hostile contents, or the wrong type, or null where null is not allowed).
 * Input objects are valid objects with a field or two made hostile.
 */
function gqlField(type: GraphQLInputType, name: string, fx: Fixtures, depth = 0, op?: string): FieldSpec {
  const wrongShape: fc.Arbitrary<Json> = fc.oneof(hostileJson, deepArb);
  if (type instanceof GraphQLNonNull) {
    const inner = gqlField(type.ofType, name, fx, depth, op);
    return {
      valid: inner.valid.filter((v) => v !== null && v !== undefined),
      hostile: fc.oneof({ weight: 10, arbitrary: inner.hostile }, { weight: 1, arbitrary: fc.constant(null) }),
      weight: inner.weight,
    };
  }
  const nullable = (spec: FieldSpec): FieldSpec => ({
    valid: fc.oneof({ weight: 4, arbitrary: spec.valid }, { weight: 1, arbitrary: fc.constantFrom(null, undefined) }),
    hostile: spec.hostile,
  });
  if (type instanceof GraphQLList) {
    const item = gqlField(type.ofType, name, fx, depth + 1);
    const valid = fc.array(item.valid.filter((v) => v !== undefined) as fc.Arbitrary<Json>, { maxLength: 3 });
    const oneHostile = fc.tuple(valid, item.hostile, fc.nat()).map(([items, bad, at]) => {
      const copy = [...items];
      copy.splice(at % (copy.length + 1), 0, bad);
      return copy;
    });
    return {
      ...nullable({
        valid,
        hostile: fc.oneof(
          { weight: 4, arbitrary: oneHostile },
          { weight: 1, arbitrary: item.hostile },
          { weight: 1, arbitrary: wrongShape },
        ),
      }),
      weight: item.weight,
    };
  }
  if (type instanceof GraphQLEnumType) {
    return nullable({
      valid: fc.constantFrom(...type.getValues().map((v) => v.name)),
      hostile: fc.oneof({ weight: 3, arbitrary: hostileString }, { weight: 1, arbitrary: wrongShape }),
    });
  }
  if (type instanceof GraphQLInputObjectType) {
    const fields = Object.fromEntries(
      Object.values(type.getFields()).map((f) => [
        f.name,
        depth > 3 ? { valid: fc.constant(null), hostile: hostileJson } : gqlField(f.type, f.name, fx, depth + 1),
      ]),
    );
    const valid = fc.tuple(...Object.entries(fields).map(([n, f]) => f.valid.map((v) => [n, v] as const))).map((entries) => {
      const out: Record<string, Json> = {};
      for (const [n, v] of entries) if (v !== undefined) out[n] = v;
      return out;
    });
    // GraphQL refuses any field an input type does not declare before a resolver runs: extra fields are rare here, so that most runs reach one.
    return {
      ...nullable({
        valid,
        hostile: fc.oneof(
          { weight: 10, arbitrary: mutatedObject(fields, { alwaysMutate: true, extraOneIn: 20, dropOneIn: 10 }) },
          { weight: 1, arbitrary: wrongShape },
        ),
      }),
      weight: 3,
    };
  }
  const scalar = type as GraphQLScalarType;
  if (scalar.name === 'Int') return nullable({ valid: validInt(name), hostile: fc.oneof(hostileInt, wrongShape) });
  if (scalar.name === 'Float') return nullable({ valid: fc.constantFrom(1.5, 0), hostile: fc.oneof(hostileNumber, wrongShape) });
  if (scalar.name === 'Boolean') return nullable({ valid: fc.boolean(), hostile: fc.oneof(hostileString, wrongShape) });
  return { ...nullable({ valid: plausible(name, fx, op) ?? fc.constantFrom('Ada', 'engineer', 'x'), hostile: hostileText }), weight: 3 };
}

const WRONG_VARIABLE_TYPES = [
  'String',
  'String!',
  'Int',
  'Float!',
  'Boolean',
  'ID!',
  '[String!]!',
  '[[Int]]',
  'SearchInput',
  'NoSuchType',
  'OtpType!',
];

/** A request for one operation: its document with fuzzed variables (some missing, extra, wrongly declared), over POST or GET. */
export function gqlRequestArb(op: GqlOperation, fx: Fixtures): fc.Arbitrary<RequestPlan> {
  // Variables GraphQL does not declare are ignored (extra ones are cheap); a missing one stops the request before the resolver (rare).
  const vars = mutatedObject(Object.fromEntries(op.field.args.map((a) => [a.name, gqlField(a.type, a.name, fx, 0, op.name)])), {
    dropOneIn: 20,
  });
  const redeclare = sometimes(fc.tuple(fc.nat(), fc.constantFrom(...WRONG_VARIABLE_TYPES)), 20);
  const variablesShape = fc.oneof(
    { weight: 12, arbitrary: fc.constant('object' as const) },
    { weight: 1, arbitrary: fc.constantFrom('string' as const, 'array' as const, 'missing' as const) },
  );
  const transport = fc.oneof(
    { weight: 12, arbitrary: fc.constant('post' as const) },
    { weight: 1, arbitrary: fc.constantFrom('get' as const, 'get-preflight' as const) },
  );
  return fc
    .tuple(vars, redeclare, variablesShape, transport, sometimes(hostileString, 20), fc.boolean(), authPlanArb)
    .map(([values, wrongDecl, shape, how, operationName, withName, auth]) => {
      let document = op.document;
      if (wrongDecl && op.field.args.length) {
        const arg = op.field.args[wrongDecl[0] % op.field.args.length];
        document = document.replace(`$${arg.name}: ${String(arg.type)}`, `$${arg.name}: ${wrongDecl[1]}`);
      }
      const variables = values;
      const envelope: Record<string, Json> = { query: document };
      if (shape === 'object') envelope.variables = variables;
      if (shape === 'string') envelope.variables = toJsonText(variables);
      if (shape === 'array') envelope.variables = [variables];
      if (operationName !== undefined) envelope.operationName = operationName;
      else if (withName) envelope.operationName = 'Fuzz';
      return gqlPlan(`${op.kind} ${op.name}`, envelope, how, auth, op.endsSession);
    });
}

function gqlPlan(
  label: string,
  envelope: Record<string, Json>,
  how: 'post' | 'get' | 'get-preflight',
  auth: AuthPlan,
  endsSession: boolean,
): RequestPlan {
  if (how === 'post') {
    const text = toJsonText(envelope);
    return printable({
      label,
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(text),
      shown: text,
      auth,
      endsSession,
    });
  }
  const params = Object.entries(envelope)
    .map(([k, v]) => `${k}=${encodeForUrl(typeof v === 'string' ? v : toJsonText(v), 'component')}`)
    .join('&');
  return printable({
    label,
    method: 'GET',
    path: `/graphql?${params}`,
    headers: how === 'get-preflight' ? { 'apollo-require-preflight': 'true' } : {},
    auth,
    endsSession,
  });
}

const HOSTILE_DOCUMENTS = [
  '',
  '{',
  '{ me { id }',
  'query { nope }',
  '{ me { id nope } }',
  'query A { me { id } } query A { me { id } }',
  'query A { me { id } } query B { personas { id } }',
  'subscription { me { id } }',
  '{ __schema { types { name } } }',
  '{ __typename }',
  'mutation { logout { message } } mutation { logout { message } }',
  '{ me { id ...F } } fragment F on User { ...F }',
  '{ searchProfiles(input: { type: ai, query: "\\u0000" }) { totalResults } }',
  '{ searchProfiles(input: { type: ai, query: "\\uD800" }) { totalResults } }',
  '{ searchProfiles(input: { type: ai, query: """\u0000""" }) { totalResults } }',
  '{ searchProfiles(input: { type: ai, page: 99999999999 }) { totalResults } }',
  '{ searchProfiles(input: { type: nope }) { totalResults } }',
  '{ list(id: null) { id } }',
  '{ profile { id } }',
  '{ profile(id: "1", linkedinUsername: "x") { id } }',
  '# only a comment',
  '\u0000',
];

/** A GraphQL document nested a few thousand levels deep: selections, list values, or object values. */
function deepDocumentArb(): fc.Arbitrary<string> {
  return fc.tuple(fc.constantFrom(500, 3_000, 10_000), fc.constantFrom('selection', 'list', 'object')).map(([n, kind]) => {
    if (kind === 'selection') return `{ me ${'{ id '.repeat(n)}${'}'.repeat(n)} }`;
    if (kind === 'list') return `{ searchProfiles(input: { type: ai, query: ${'['.repeat(n)}"x"${']'.repeat(n)} }) { totalResults } }`;
    return `{ searchProfiles(input: { type: ai, filters: ${'{ titles: '.repeat(n)}"x"${' }'.repeat(n)} }) { totalResults } }`;
  });
}

const TRANSPORT = 'POST /graphql (the request as a whole)';

/** GraphQL requests that are wrong as a whole: the document, the envelope, the content type, the size. */
export function gqlTransportArb(ops: GqlOperation[]): fc.Arbitrary<RequestPlan> {
  const document = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_DOCUMENTS) },
    { weight: 1, arbitrary: fc.constantFrom(...ops.filter((o) => !o.endsSession).map((o) => o.document)) },
    { weight: 1, arbitrary: hostileString },
    { weight: 1, arbitrary: deepDocumentArb() },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 2, max: 300 })
        .map((n) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: personas { id }`).join(' ')} }`),
    },
  );
  const envelope: fc.Arbitrary<Json> = fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record(
        { query: document, variables: fc.oneof(fc.constant(null), hostileJson), operationName: fc.oneof(fc.constant(null), hostileString) },
        { requiredKeys: ['query'] },
      ),
    },
    { weight: 1, arbitrary: fc.array(fc.record({ query: document }), { minLength: 1, maxLength: 3 }) },
    { weight: 1, arbitrary: hostileJson },
    { weight: 1, arbitrary: fc.record({ query: hostileJson }) },
    { weight: 1, arbitrary: fc.constant(deepJson(3_000, 'object')) },
  );
  const body: fc.Arbitrary<BodyPlan> = fc.oneof(
    { weight: 8, arbitrary: jsonBodyArb(envelope) },
    { weight: 2, arbitrary: rawBodyArb },
    { weight: 1, arbitrary: oversizeBodyArb('query') },
  );
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fc.tuple(body, authPlanArb).map(([b, auth]) =>
        printable({
          label: TRANSPORT,
          method: 'POST',
          path: '/graphql',
          headers: { ...b.headers },
          body: b.body,
          shown: b.shown,
          auth,
          endsSession: false,
        }),
      ),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(document, fc.constantFrom<'get' | 'get-preflight'>('get', 'get-preflight'), authPlanArb)
        .map(([query, how, auth]) => gqlPlan(TRANSPORT, { query }, how, auth, false)),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom('PUT', 'DELETE', 'PATCH'),
          fc.array(fc.tuple(hostileString, hostileString), { maxLength: 2 }),
          urlEncoding,
          authPlanArb,
        )
        .map(([method, pairs, how, auth]) =>
          printable({
            label: TRANSPORT,
            method,
            path: `/graphql${pairs.length ? `?${queryString(pairs, [how])}` : ''}`,
            headers: {},
            auth,
            endsSession: false,
          }),
        ),
    },
  );
}
