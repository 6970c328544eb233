/**
 * A graphql-codegen plugin: one typed React hook per operation, for Apollo Client 4
 * (`@apollo/client/react`). The community typescript-react-apollo plugin still emits
 * Apollo Client 3 option types, so this small plugin takes its place. It runs after
 * `typescript-operations` and `typed-document-node`, whose names it uses:
 *   query Me             -> useMeQuery(options?), useMeLazyQuery(options?)
 *   mutation UpdateAccount -> useUpdateAccountMutation(options?)
 * A query whose variables are required takes its options (with `variables`) as required. A query
 * hook also takes Apollo Client 4's `skipToken` in place of its options, to ask for nothing yet:
 *   useProfileDetailQuery(id ? { variables: { id } } : skipToken)
 */
const suffix = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription' };

module.exports = {
  plugin(_schema, documents) {
    const hooks = [];
    const used = new Set();
    let skippable = false;
    for (const { document } of documents) {
      for (const def of document?.definitions ?? []) {
        if (def.kind !== 'OperationDefinition' || !def.name || def.operation === 'subscription') continue;
        const base = def.name.value.charAt(0).toUpperCase() + def.name.value.slice(1);
        const type = `${base}${suffix[def.operation]}`;
        const vars = `${type}Variables`;
        const doc = `${base}Document`;
        if (def.operation === 'query') {
          const required = (def.variableDefinitions ?? []).some((v) => v.type.kind === 'NonNullType' && !v.defaultValue);
          used.add('useQuery').add('useLazyQuery');
          skippable = true;
          const options = `options: useQuery.Options<${type}, ${vars}> | SkipToken`;
          hooks.push(
            `export function use${type}(${required ? options : `${options} = {}`}) {\n  return useQuery(${doc}, options);\n}`,
            `export function use${base}LazyQuery(options?: useLazyQuery.Options<${type}, ${vars}>) {\n  return useLazyQuery(${doc}, options);\n}`,
          );
        } else {
          used.add('useMutation');
          hooks.push(
            `export function use${type}(options?: useMutation.Options<${type}, ${vars}>) {\n  return useMutation(${doc}, options);\n}`,
          );
        }
      }
    }
    if (hooks.length === 0) return '';
    return {
      prepend: [`import { ${[...used, ...(skippable ? ['type SkipToken'] : [])].sort().join(', ')} } from '@apollo/client/react';`],
      content: `\n${hooks.join('\n\n')}\n`,
    };
  },
};
