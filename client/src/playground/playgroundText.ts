/**
 * The playground's pure parts (client/test/playgroundText.test.ts): what it opens with, and how it
 * tells that the server refused to describe its schema.
 */

export const SIGN_IN_TO_EXPLORE = 'Sign in to TalentLens to explore the schema.';

export const DEFAULT_QUERY = `# The TalentLens API playground.
#
# Requests use your TalentLens session.
# To use a token instead, add under Headers:
#   { "Authorization": "Bearer <token>" }
# Docs (on the left) lists every operation and type.
# Run with the play button or Ctrl+Enter.

query Me {
  me {
    email
    remainingCredits
    totalCredits
  }
}
`;

/** What the address asks the editors to open with (`?query=…&variables=…`), like GraphiQL's own pages. */
export function editorsFromAddress(search: string): { initialQuery?: string; initialVariables?: string } {
  const params = new URLSearchParams(search);
  const query = params.get('query');
  const variables = params.get('variables');
  return {
    ...(query ? { initialQuery: query } : {}),
    ...(variables ? { initialVariables: variables } : {}),
  };
}

interface GraphQLAnswer {
  data?: unknown;
  errors?: Array<{ message?: unknown; extensions?: { code?: unknown } }>;
}

/**
 * The server's message when it refused the introspection query because nobody is signed in (in
 * production the schema is described to signed-in users only); null when the schema came back or
 * the failure was something else.
 */
export function introspectionRefusal(answer: unknown): string | null {
  if (!answer || typeof answer !== 'object') return null;
  const { data, errors } = answer as GraphQLAnswer;
  if (data || !Array.isArray(errors)) return null;
  const refused = errors.find((e) => e?.extensions?.code === 'UNAUTHENTICATED');
  if (!refused) return null;
  return typeof refused.message === 'string' && refused.message ? refused.message : SIGN_IN_TO_EXPLORE;
}
