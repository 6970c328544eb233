import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * schema.graphql (emitted from the server's resolvers) + the client's .graphql operations
 * -> typed documents and Apollo Client 4 hooks in client/src/graphql/generated.ts. `npm run codegen -- --watch` keeps it fresh.
 * The integrators' example (examples/integrator) gets its typed documents the same way.
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    'examples/integrator/generated.ts': {
      documents: ['examples/integrator/*.graphql'],
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTimeISO: 'string', LocalDate: 'string', JSONObject: 'Record<string, unknown>' },
      },
    },
    'client/src/graphql/generated.ts': {
      documents: ['client/src/**/*.graphql'],
      plugins: ['typescript-operations', 'typed-document-node', './client/codegen/apollo-hooks.cjs'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        nonOptionalTypename: true,
        scalars: { DateTimeISO: 'string', LocalDate: 'string', JSONObject: 'Record<string, unknown>' },
      },
    },
  },
};

export default config;
