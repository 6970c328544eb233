import fs from 'node:fs';
import path from 'node:path';
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
  toJsonText,
  urlEncoding,
  type FieldSpec,
  type Json,
} from './fuzz-arbitraries';
import { authPlanArb, type AuthPlan } from './fuzz-auth';
import {
  type BodyPlan,
  jsonBodyArb,
  oversizeBodyArb,
  pools,
  printable,
  queryString,
  rawBodyArb,
  type RequestPlan,
  SENIORITIES,
  WORDS,
} from './fuzz-requests';
import type { Fixtures } from './fuzz-targets';

/**
 * The GraphQL requests of the fuzz: every query and mutation of schema.graphql (read from the file,
 * so a new operation is fuzzed without a change here) with fuzzed variables, and requests that are
 * wrong as a whole.
 */

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
      ops.push({ kind, name: field.name, field, document, endsSession: kind === 'mutation' && /^(admin)?logout$/i.test(field.name) });
    }
  }
  return ops;
}

/** Valid-looking values by argument or field name, so that some runs get past validation. */
function plausible(name: string, fx: Fixtures, op?: string): fc.Arbitrary<string> | undefined {
  if ((op === 'deleteList' || op === 'deleteProfileList') && name === 'id') return pools.spareListId(fx);
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
