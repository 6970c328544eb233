import { GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { buildSchema, type BuildSchemaOptions, type ContainerType } from 'type-graphql';
import { validatorOptions } from '../common/validation';
import { authChecker } from './context';

/**
 * The schema of the given resolvers (src/resolvers.ts lists the API's), with the one auth check and
 * validation. Without a container it is only the schema's shape (`npm run schema`, the tests).
 */
export async function buildGraphQLSchema(resolvers: BuildSchemaOptions['resolvers'], container?: ContainerType): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker,
    validate: validatorOptions,
    ...(container ? { container } : {}),
  });
}

export const SCHEMA_HEADER = "# Generated from the server's resolvers by `npm run schema`. Do not edit by hand.\n\n";

/** The text of schema.graphql: sorted, so that it only changes when the API does. */
export function printSchemaFile(schema: GraphQLSchema): string {
  return SCHEMA_HEADER + printSchema(lexicographicSortSchema(schema)) + '\n';
}
