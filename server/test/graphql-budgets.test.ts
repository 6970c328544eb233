/**
 * GraphQL budgets (src/graphql/budgets.ts): every operation the web client sends fits inside them,
 * and documents built to exhaust the server are refused before they run, signed in or not.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  getIntrospectionQuery,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  parse,
  print,
  specifiedRules,
  typeFromAST,
  validate,
  visit,
  type ASTNode,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { armorProtection, GRAPHQL_BUDGETS, operationCost } from '../src/graphql/budgets';
import { buildGraphQLSchema } from '../src/graphql/schema';
import { resolvers } from '../src/resolvers';
import { signUp, startTestServer, TestServer } from './helpers';

const CLIENT_SRC = path.resolve(__dirname, '..', '..', 'client', 'src');

function clientGraphqlFiles(dir = CLIENT_SRC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return clientGraphqlFiles(full);
    return entry.name.endsWith('.graphql') ? [full] : [];
  });
}

/** A value of an input type, with only its required fields: variables to price an operation with. */
function sampleValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return [sampleValue(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0].value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((f) => isNonNullType(f.type))
        .map((f) => [f.name, sampleValue(f.type)]),
    );
  }
  return (
    ({ Int: 1, Float: 1, Boolean: true, LocalDate: '2025-01-31', DateTimeISO: '2025-01-31T00:00:00.000Z' } as Record<string, unknown>)[
      type.name
    ] ?? '1'
  );
}

function sampleVariables(schema: GraphQLSchema, operation: OperationDefinitionNode): Record<string, unknown> {
  return Object.fromEntries(
    (operation.variableDefinitions ?? []).map((v) => [
      v.variable.name.value,
      sampleValue(typeFromAST(schema, v.type as never) as GraphQLInputType),
    ]),
  );
}

/** Each client operation as the document it is sent as: the operation and the fragments of every file. */
function clientOperations(): Array<{ name: string; document: DocumentNode; operation: OperationDefinitionNode; source: string }> {
  const sources = clientGraphqlFiles().map((file) => fs.readFileSync(file, 'utf8'));
  const all = parse(sources.join('\n'));
  const fragments = new Map(all.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]));
  /** The fragments an operation spreads, and the ones they spread: what codegen sends along with it. */
  const used = (node: ASTNode, found = new Set<string>()): Set<string> => {
    visit(node, {
      FragmentSpread(spread) {
        if (found.has(spread.name.value)) return;
        found.add(spread.name.value);
        used(fragments.get(spread.name.value)!, found);
      },
    });
    return found;
  };
  return all.definitions
    .filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
    .map((operation) => {
      const document: DocumentNode = {
        kind: Kind.DOCUMENT,
        definitions: [operation, ...[...used(operation)].map((name) => fragments.get(name)!)],
      };
      return { name: operation.name?.value ?? '(anonymous)', document, operation, source: sources.join('\n') };
    });
}

describe('the operations the web client sends', () => {
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await buildGraphQLSchema(resolvers);
  });

  const operations = clientOperations();

  it('are found (every .graphql file of the client)', () => {
    expect(operations.length).toBeGreaterThanOrEqual(19);
  });

  // Half the cost budget at most: the heaviest (the profile with its whole analysis) costs about 250.
  it.each(operations.map((o) => [o.name, o]))('%s stays inside every budget', (_name, { document, operation }) => {
    const { validationRules } = armorProtection(true);
    expect(validate(schema, document, [...specifiedRules, ...validationRules]).map((e) => e.message)).toEqual([]);
    expect(operationCost(schema, document, sampleVariables(schema, operation))).toBeLessThanOrEqual(GRAPHQL_BUDGETS.maxCost / 2);
  });

  // Each operation as the client sends it (with its fragments) uses at most half the token budget.
  it.each(operations.map((o) => [o.name, o]))('%s fits the token budget with room to spare', (_name, { document }) => {
    expect(() => parse(print(document), { maxTokens: GRAPHQL_BUDGETS.maxTokens / 2 })).not.toThrow();
  });

  it('the development tools fit too: the standard introspection query (GraphiQL) passes the depth and cost budgets', () => {
    for (const isProduction of [false, true]) {
      const { validationRules } = armorProtection(isProduction);
      for (const options of [{}, { inputValueDeprecation: true, schemaDescription: true }]) {
        const document = parse(getIntrospectionQuery(options), { maxTokens: GRAPHQL_BUDGETS.maxTokens });
        expect(validate(schema, document, [...specifiedRules, ...validationRules]).map((e) => e.message)).toEqual([]);
        // About 220: the playground's schema docs leave room for the types to come.
        expect(operationCost(schema, document)).toBeLessThanOrEqual(GRAPHQL_BUDGETS.maxCost / 2);
      }
    }
  });
});

const aliases = (n: number, field: string) => `{${Array.from({ length: n }, (_, i) => `a${i}:${field}`).join(' ')}}`;
const SEARCH = 'searchProfiles(input: { type: ai, query: "engineer" }) { totalResults }';

describe('documents built to exhaust the server', () => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer();
    token = (await signUp(t)).token;
  });
  afterAll(() => t.close());

  /** Sends a document signed in or not; answers the status, the first error and the time it took. */
  async function send(query: string, signedIn: boolean) {
    const started = performance.now();
    const r = await t.gql(query, undefined, signedIn ? { token } : {});
    const errors = (r.body.errors ?? []) as Array<{ message: string; extensions: { code: string } }>;
    return {
      status: r.status,
      error: errors[0],
      messages: errors.map((e) => e.message).join('\n'),
      data: r.body.data,
      ms: performance.now() - started,
    };
  }

  const cases: Array<[string, string, RegExp]> = [
    ['7,000 aliases of me { id } (about 90 KB)', aliases(7000, 'me{id}'), /more tha[nt] 1000 tokens/],
    ['200 aliased searchProfiles', aliases(200, SEARCH), /more tha[nt] 1000 tokens/],
    ['1,000 aliased profile', aliases(1000, 'profile(id: "1") { id fullName }'), /more tha[nt] 1000 tokens/],
    [
      'a list value nested 3,000 levels in the document',
      `{ searchProfiles(input: { type: ai, query: ${'['.repeat(3000)}"x" }) { totalResults } }`,
      /more tha[nt] 1000 tokens/,
    ],
    ['11 aliases (over the alias budget)', aliases(11, 'me{id}'), /aliases/i],
    ['6 searches in one request (over the cost budget)', aliases(6, SEARCH), /too much at once \(cost \d+; at most 600\)/],
    // List sizes are priced: 100 lists (the default page) of 100 profiles each (see collection-limits.test.ts).
    ['the profiles of every list', '{ lists { id profiles { linkedinUsername } } }', /too much at once \(cost \d+; at most 600\)/],
    // No type of today's schema nests past 8 levels; the budget guards the types to come.
    ['a selection nested past the depth budget', `{ me { ${'id { '.repeat(12)}id${' }'.repeat(12)} } }`, /depth limit of 10 exceeded/i],
    [
      '11 directives',
      `{ me { ${Array.from({ length: 11 }, (_, i) => `id @include(if: true) e${i}: email @skip(if: false)`)
        .slice(0, 6)
        .join(' ')} } }`,
      /directives/i,
    ],
  ];

  for (const signedIn of [false, true]) {
    describe(signedIn ? 'signed in' : 'not signed in', () => {
      it.each(cases)('%s: refused before it runs, in milliseconds', async (_name, query, message) => {
        const r = await send(query, signedIn);
        expect(r.status).toBe(400);
        expect(r.messages).toMatch(message);
        expect(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT']).toContain(r.error?.extensions.code);
        expect(r.data).toBeUndefined(); // nothing ran
        // Unguarded, these took 0.4 to 12 s; refused, they take a few milliseconds (1 s is a generous ceiling).
        expect(r.ms).toBeLessThan(1000);
      });
    });
  }

  it('within budget, several aliased searches still run (the budget prices, it does not forbid)', async () => {
    const r = await send(aliases(3, SEARCH), true);
    expect(r.status).toBe(200);
    expect(Object.keys(r.data)).toEqual(['a0', 'a1', 'a2']);
  });

  it('the same document is priced again when @include decides what runs (no cheap first request to hide behind)', async () => {
    const query = `query Q($all: Boolean!) { ${Array.from({ length: 6 }, (_, i) => `s${i}: searchProfiles(input: { type: ai, query: "engineer" }) @include(if: $all) { totalResults }`).join(' ')} }`;
    const cheap = await t.gql(query, { all: false }, { token });
    expect(cheap.status).toBe(200);
    const costly = await t.gql(query, { all: true }, { token });
    expect(costly.status).toBe(400);
    expect(costly.body.errors[0].message).toMatch(/too much at once/);
  });

  it('four 90 KB documents at once do not stall the server for anyone else', async () => {
    const big = aliases(7000, 'me{id}');
    const abusive = Promise.all([1, 2, 3, 4].map(() => send(big, false)));
    const meanwhile = await send('{ me { id email } }', true);
    expect(meanwhile.status).toBe(200);
    expect(meanwhile.data.me.id).toBeTruthy();
    for (const r of await abusive) expect(r.status).toBe(400);
    expect((await t.rest('GET', '/readyz')).status).toBe(200);
  });

  it('a batch of operations in one request is not accepted', async () => {
    const r = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(Array.from({ length: 50 }, () => ({ query: '{ me { id } }' }))),
    });
    expect(r.status).toBe(400);
  });
});

describe('field suggestions', () => {
  it('are given in development and not in production', async () => {
    const dev = await startTestServer();
    const prod = await startTestServer({ NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const devAnswer = await dev.gql('{ mee { id } }');
      expect(devAnswer.body.errors[0].message).toMatch(/Did you mean "me"\?/);
      const prodAnswer = await prod.gql('{ mee { id } }');
      expect(prodAnswer.status).toBe(400);
      expect(prodAnswer.body.errors[0].message).toMatch(/Cannot query field "mee"/);
      expect(prodAnswer.body.errors[0].message).not.toMatch(/Did you mean/);
    } finally {
      await dev.close();
      await prod.close();
    }
  });
});
