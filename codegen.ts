import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * schema.graphql (emitted from the server's resolvers) + the client's .graphql operations
 * -> typed documents and Apollo Client 4 hooks in client/src/graphql/generated.ts. `npm run codegen -- --watch` keeps it fresh.
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['client/src/**/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    'client/src/graphql/generated.ts': {
      plugins: ['typescript-operations', 'typed-document-node', './client/codegen/apollo-hooks.cjs'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        nonOptionalTypename: true,
        scalars: { DateTimeISO: 'string', JSONObject: 'Record<string, unknown>' },
      },
    },
  },
};

export default config;
