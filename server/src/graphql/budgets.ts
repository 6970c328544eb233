import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import {
  GraphQLError,
  Kind,
  visit,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValidationRule,
} from 'graphql';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity';
import { forbiddenTextError, hasForbiddenCharacter } from '../common/input-text';

/**
 * What one GraphQL request may ask for. Every operation the web client sends fits well inside
 * (test/graphql-budgets.test.ts checks each one); a document past any of them is refused before
 * it runs, and before any sign-in check.
 */
export const GRAPHQL_BUDGETS = {
  /** Lexical tokens of the document, counted while it is parsed: parsing stops at the limit. */
  maxTokens: 1000,
  /** Aliased fields in one operation (the client uses none). */
  maxAliases: 10,
  /** Nesting of selections, fragments flattened (the deepest client operation, the profile's analysis, is 8; no type of the schema nests deeper today). */
  maxDepth: 10,
  /** Directives in one operation. */
  maxDirectives: 10,
  /** The cost of an operation: each field costs 1, the fields below cost what they make the server do. */
  maxCost: 600,
} as const;

/**
 * The price of the root fields that do real work, on top of 1 per selected field: what each one
 * costs the database (see docs/benchmarks.md). Set on the resolvers with `complexity`.
 */
export const FIELD_COST = {
  /** One page of a search: the index, the count, the cards, the history row (10 to 40 ms). */
  search: 100,
  /** Opening or refreshing a profile with its analysis (about 10 ms). */
  profile: 25,
  /** A credit transaction: reveal contacts. */
  reveal: 25,
  /** A payment step: a call to the payment provider, an order, perhaps a credit transaction. */
  payment: 25,
  /** A sign-in step: rate limits, a code, a mail. */
  signIn: 10,
  /** A read of the user's own rows: lists, one list with its entries, history, ledger. */
  read: 5,
  /** Each list a `lists` page asks for (its columns come with its row; see pagePrice). */
  listRow: 1,
  /** All the usernames of one list (up to LIST_ENTRIES_MAX of them; one query for every list of the request). */
  listUsernames: 20,
  /** Each entry a list's `profiles` page asks for: a row of one query for all the lists of the request. */
  listEntry: 1,
} as const;

/** The arguments by which a field is priced per item (`first`): a document that sets one from a variable costs what its variables ask. */
const PRICED_ARGUMENTS = new Set(['first']);

/**
 * The price of a field that answers a page of items (docs/decisions.md, "Collection sizes"): `base`,
 * plus `perItem` for each item asked for (`first`, `defaultFirst` when left out), plus what is
 * selected of the items, counted for each item ('each': it holds priced fields, as a list holds its
 * profiles) or once ('once': columns of the same rows). So `lists { profiles { ... } }` costs the
 * profiles of every list it may answer, and a request for 100 lists of 100 people each is refused
 * before it runs.
 */
export function pagePrice(opts: { base: number; perItem: number; selection: 'each' | 'once'; defaultFirst: number }): ComplexityEstimator {
  return ({ args, childComplexity }) => {
    const asked = Number(args.first ?? opts.defaultFirst);
    const items = Number.isFinite(asked) ? Math.max(0, Math.trunc(asked)) : opts.defaultFirst;
    return opts.base + (opts.selection === 'each' ? items * (opts.perItem + childComplexity) : items * opts.perItem + childComplexity);
  };
}

/** The Armor rules (aliases, depth, directives) and, in production, no "Did you mean ...?" hints. */
export function armorProtection(isProduction: boolean): { plugins: ApolloServerPlugin[]; validationRules: ValidationRule[] } {
  const armor = new ApolloArmor({
    maxAliases: { n: GRAPHQL_BUDGETS.maxAliases },
    maxDepth: { n: GRAPHQL_BUDGETS.maxDepth, ignoreIntrospection: true, flattenFragments: true },
    maxDirectives: { n: GRAPHQL_BUDGETS.maxDirectives },
    // Counted while parsing by graphql-js itself (parseOptions.maxTokens), in one pass.
    maxTokens: { enabled: false },
    // Priced per field by operationChecksPlugin below.
    costLimit: { enabled: false },
    blockFieldSuggestion: { enabled: isProduction },
  });
  const { plugins, validationRules } = armor.protect();
  return { plugins: plugins as ApolloServerPlugin[], validationRules: validationRules as ValidationRule[] };
}

/** The cost of one operation with its variables (graphql-query-complexity over the `complexity` of each field). */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables?: Record<string, unknown>,
  operationName?: string,
): number {
  return getComplexity({
    schema,
    query: document,
    variables,
    operationName,
    estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
  });
}

/** Whether the cost of the document depends on its variables: @skip/@include or a page size (`first`) given by a variable. */
function costDependsOnVariables(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Directive(node) {
      if ((node.name.value === 'skip' || node.name.value === 'include') && node.arguments?.some((a) => a.value.kind === Kind.VARIABLE))
        found = true;
    },
    Argument(node) {
      if (PRICED_ARGUMENTS.has(node.name.value) && node.value.kind === Kind.VARIABLE) found = true;
    },
  });
  return found;
}

/** A refusal before anything runs: HTTP 400 with the code. */
function refused(message: string, code: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code, http: { status: 400 } } });
}

/** The schema offers queries and mutations; a subscription is a bad request, not a server error. */
function refuseSubscription(operation: OperationDefinitionNode | undefined): void {
  if (operation?.operation === 'subscription') throw refused('This API has no subscriptions: send a query or a mutation.', 'BAD_REQUEST');
}

/**
 * The text rule (common/input-text.ts) for strings written into the document itself, such as
 * `createList(input: { name: "a\u0000b" })`; variables are checked at the HTTP edge with the rest
 * of the body. The error names the argument or input field.
 */
function refuseForbiddenLiterals(document: DocumentNode): void {
  const names: string[] = [];
  let bad: string | null = null;
  visit(document, {
    enter(node) {
      if (bad) return false;
      if (node.kind === Kind.ARGUMENT || node.kind === Kind.OBJECT_FIELD) names.push(node.name.value);
      if (node.kind === Kind.STRING && hasForbiddenCharacter(node.value)) bad = names.join('.') || 'The request';
      return undefined;
    },
    leave(node) {
      if (node.kind === Kind.ARGUMENT || node.kind === Kind.OBJECT_FIELD) names.pop();
    },
  });
  if (bad) throw refused(forbiddenTextError(bad).message, 'BAD_USER_INPUT');
}

/**
 * The checks of a parsed and validated operation, before it runs: no subscription, no forbidden
 * text in its literals, and a cost inside the budget. The prices do not depend on the variables
 * (but for @skip and @include with a variable, and page sizes given by a variable), so an
 * operation's cost is computed once per parsed document (Apollo keeps parsed documents, so a
 * repeated query is the same object).
 */
export function operationChecksPlugin(): ApolloServerPlugin {
  const known = new WeakMap<DocumentNode, Map<string, number>>();
  const costOf = (
    schema: GraphQLSchema,
    document: DocumentNode,
    variables: Record<string, unknown> | undefined,
    operationName: string | null | undefined,
  ) => {
    const name = operationName ?? '';
    const cached = known.get(document)?.get(name);
    if (cached !== undefined) return cached;
    let cost: number;
    try {
      cost = operationCost(schema, document, variables, operationName ?? undefined);
    } catch {
      return null; // variables that do not fit the operation: execution answers that, with its own message
    }
    // @skip(if: $x), @include(if: $x) and first: $n make the cost depend on the variables: not kept.
    if (!costDependsOnVariables(document)) {
      const costs = known.get(document) ?? new Map<string, number>();
      known.set(document, costs.set(name, cost));
    }
    return cost;
  };
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, request }) {
          refuseSubscription(operation);
          refuseForbiddenLiterals(document);
          const cost = costOf(schema, document, request.variables, request.operationName);
          if (cost !== null && cost > GRAPHQL_BUDGETS.maxCost) {
            throw refused(
              `This request asks for too much at once (cost ${cost}; at most ${GRAPHQL_BUDGETS.maxCost}). Split it into smaller requests.`,
              'GRAPHQL_VALIDATION_FAILED',
            );
          }
        },
      };
    },
  };
}
