import type { BuildSchemaOptions, ContainerType } from 'type-graphql';
import { ActivityResolver } from './modules/activity/activity.resolver';
import { StaffAccountsResolver } from './modules/staff/staff-accounts.resolver';
import { StaffSettingsResolver } from './modules/staff/staff-settings.resolver';
import { StaffPaymentsResolver } from './modules/staff/staff-payments.resolver';
import { StaffImportsResolver } from './modules/staff/staff-imports.resolver';
import { StaffProvidersResolver } from './modules/staff/staff-providers.resolver';
import { StaffPrivacyResolver } from './modules/staff/staff-privacy.resolver';
import { DashboardResolver } from './modules/staff/dashboard.resolver';
import { CustomersResolver } from './modules/staff/customers.resolver';
import { ApiKeysResolver } from './modules/api-keys/api-keys.resolver';
import { TeamsResolver } from './modules/teams/teams.resolver';
import { StaffTeamsResolver } from './modules/staff/staff-teams.resolver';
import { AuthResolver } from './modules/auth/auth.resolver';
import { ContactsResolver } from './modules/contacts/contacts.resolver';
import { CreditsResolver } from './modules/credits/credits.resolver';
import { ListsResolver } from './modules/lists/lists.resolver';
import { PeopleMatchResolver } from './modules/imports/people-match.resolver';
import { ProfileCardListsResolver } from './modules/lists/profile-card-lists.resolver';
import { PaymentsResolver } from './modules/payments/payments.resolver';
import { SubscriptionsResolver } from './modules/subscriptions/subscriptions.resolver';
import { StaffSubscriptionsResolver } from './modules/staff/staff-subscriptions.resolver';
import { ProfileResolver } from './modules/profiles/profile.resolver';
import { PeopleDataResolver } from './modules/people-data/people-data.resolver';
import { SavedSearchesResolver } from './modules/search/saved-searches.resolver';
import { SearchResolver } from './modules/search/search.resolver';
import { UsersResolver } from './modules/users/users.resolver';
import type { Services } from './services';

/** A resolver class and how it is made from the services: one row of the table below. */
interface ResolverRow<T extends object> {
  cls: new (...args: never[]) => T;
  make: (services: Services, cookieSecure: boolean) => T;
}

/** One row; the compiler checks that `make` answers an instance of `cls`. */
function row<T extends object>(cls: ResolverRow<T>['cls'], make: ResolverRow<T>['make']): ResolverRow<object> {
  return { cls, make };
}

/**
 * The GraphQL API's resolvers, each once, with how it gets its services (by construction; no global
 * container). At the boot level with app.ts and services.ts: this file imports the modules, and
 * graphql/ (the schema builder, the context, the auth check) imports none of them; graphql/schema.ts
 * gets the classes and the container as arguments.
 */
const RESOLVERS = [
  row(AuthResolver, (s, cookieSecure) => new AuthResolver(s.auth, s.social, cookieSecure)),
  row(UsersResolver, (s) => new UsersResolver(s.users)),
  row(SearchResolver, (s) => new SearchResolver(s.search, s.history, s.savedSearches, s.suggestions)),
  row(SavedSearchesResolver, (s) => new SavedSearchesResolver(s.savedSearches)),
  row(ContactsResolver, (s) => new ContactsResolver(s.contacts, s.users)),
  row(CreditsResolver, (s) => new CreditsResolver(s.credits)),
  row(ProfileResolver, (s) => new ProfileResolver(s.profiles)),
  row(PeopleDataResolver, (s) => new PeopleDataResolver(s.openWeb)),
  row(ListsResolver, (s) => new ListsResolver(s.lists)),
  row(PeopleMatchResolver, (s) => new PeopleMatchResolver(s.peopleMatch)),
  row(ActivityResolver, (s) => new ActivityResolver(s.activity)),
  row(ProfileCardListsResolver, (s) => new ProfileCardListsResolver(s.lists)),
  row(PaymentsResolver, (s) => new PaymentsResolver(s.payments.checkout, s.payments.orders, s.users)),
  row(SubscriptionsResolver, (s) => new SubscriptionsResolver(s.subscriptions)),
  row(StaffSubscriptionsResolver, (s) => new StaffSubscriptionsResolver(s.subscriptions)),
  row(ApiKeysResolver, (s) => new ApiKeysResolver(s.apiKeys)),
  row(TeamsResolver, (s) => new TeamsResolver(s.teams)),
  row(StaffTeamsResolver, (s) => new StaffTeamsResolver(s.staffTeams)),
  row(StaffAccountsResolver, (s, cookieSecure) => new StaffAccountsResolver(s.staffAccounts, s.audit, cookieSecure)),
  row(StaffSettingsResolver, (s) => new StaffSettingsResolver(s.staffSettings)),
  row(StaffPaymentsResolver, (s) => new StaffPaymentsResolver(s.staffPayments)),
  row(CustomersResolver, (s) => new CustomersResolver(s.customers)),
  row(DashboardResolver, (s) => new DashboardResolver(s.dashboard)),
  row(StaffImportsResolver, (s) => new StaffImportsResolver(s.staffImports)),
  row(StaffProvidersResolver, (s) => new StaffProvidersResolver(s.providerUsage)),
  row(StaffPrivacyResolver, (s) => new StaffPrivacyResolver(s.staffPrivacy)),
];

/** The resolver classes, for the schema's shape (`npm run schema`, the tests) and the server. */
export const resolvers: BuildSchemaOptions['resolvers'] = [RESOLVERS[0].cls, ...RESOLVERS.slice(1).map((r) => r.cls)];

/** The container that hands type-graphql each resolver of the table, made once from the services. */
export function resolverContainer(services: Services, cookieSecure: boolean): ContainerType {
  const instances = new Map<unknown, unknown>(RESOLVERS.map((r) => [r.cls, r.make(services, cookieSecure)]));
  return {
    get(cls) {
      const instance = instances.get(cls);
      if (!instance) throw new Error(`No resolver instance registered for ${String((cls as { name?: string }).name)}`);
      return instance;
    },
  };
}
