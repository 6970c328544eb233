import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * schema.graphql (emitted from the server's resolvers) + the client's .graphql operations
 * -> typed documents in client/src/graphql/generated.ts. `npm run codegen -- --watch` keeps it fresh.
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['client/src/**/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    'client/src/graphql/generated.ts': {
      plugins: ['typescript', 'typescript-operations', 'typed-document-node'],
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTimeISO: 'string' } },
    },
  },
};

export default config;
