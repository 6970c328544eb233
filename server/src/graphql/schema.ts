import { GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { buildSchema, ContainerType } from 'type-graphql';
import { validatorOptions } from '../common/validation';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { ContactsResolver } from '../modules/contacts/contacts.resolver';
import { CreditsResolver } from '../modules/credits/credits.resolver';
import { ListsResolver } from '../modules/lists/lists.resolver';
import { ProfileResolver } from '../modules/profiles/profile.resolver';
import { SearchResolver } from '../modules/search/search.resolver';
import { UsersResolver } from '../modules/users/users.resolver';
import type { Services } from '../services';
import { authChecker } from './context';

export const resolvers = [
  AuthResolver,
  UsersResolver,
  SearchResolver,
  ContactsResolver,
  CreditsResolver,
  ProfileResolver,
  ListsResolver,
] as const;

/** Resolvers get their services by construction; no global container. */
function containerFor(services: Services, cookieSecure: boolean): ContainerType {
  const instances = new Map<unknown, unknown>([
    [AuthResolver, new AuthResolver(services.auth, cookieSecure)],
    [UsersResolver, new UsersResolver(services.users)],
    [SearchResolver, new SearchResolver(services.search, services.history)],
    [ProfileResolver, new ProfileResolver(services.profiles)],
    [ContactsResolver, new ContactsResolver(services.contacts, services.users)],
    [CreditsResolver, new CreditsResolver(services.credits)],
    [ListsResolver, new ListsResolver(services.lists)],
  ]);
  return {
    get(cls) {
      const instance = instances.get(cls);
      if (!instance) throw new Error(`No resolver instance registered for ${String((cls as { name?: string }).name)}`);
      return instance;
    },
  };
}

export async function buildGraphQLSchema(services?: Services, cookieSecure = false): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: [...resolvers],
    authChecker,
    validate: validatorOptions,
    ...(services ? { container: containerFor(services, cookieSecure) } : {}),
  });
}

export const SCHEMA_HEADER = "# Generated from the server's resolvers by `npm run schema`. Do not edit by hand.\n\n";

/** The text of schema.graphql: sorted, so that it only changes when the API does. */
export function printSchemaFile(schema: GraphQLSchema): string {
  return SCHEMA_HEADER + printSchema(lexicographicSortSchema(schema)) + '\n';
}
