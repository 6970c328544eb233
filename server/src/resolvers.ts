import type { ContainerType } from 'type-graphql';
import { ActivityResolver } from './modules/activity/activity.resolver';
import { AdminsResolver } from './modules/admins/admins.resolver';
import { StaffSettingsResolver } from './modules/admins/staff-settings.resolver';
import { StaffPaymentsResolver } from './modules/admins/staff-payments.resolver';
import { DashboardResolver } from './modules/admins/dashboard.resolver';
import { StaffUsersResolver } from './modules/admins/staff-users.resolver';
import { ApiKeysResolver } from './modules/api-keys/api-keys.resolver';
import { AuthResolver } from './modules/auth/auth.resolver';
import { ContactsResolver } from './modules/contacts/contacts.resolver';
import { CreditsResolver } from './modules/credits/credits.resolver';
import { ListsResolver } from './modules/lists/lists.resolver';
import { ProfileCardListsResolver } from './modules/lists/profile-card-lists.resolver';
import { PaymentsResolver } from './modules/payments/payments.resolver';
import { ProfileResolver } from './modules/profiles/profile.resolver';
import { SavedSearchesResolver } from './modules/search/saved-searches.resolver';
import { SearchResolver } from './modules/search/search.resolver';
import { UsersResolver } from './modules/users/users.resolver';
import type { Services } from './services';

/**
 * The GraphQL API's resolvers, at the boot level with app.ts and services.ts: this file imports the
 * modules, and graphql/ (the schema builder, the context, the auth check) imports none of them;
 * graphql/schema.ts gets this list as an argument.
 */
export const resolvers = [
  AuthResolver,
  UsersResolver,
  SearchResolver,
  SavedSearchesResolver,
  ContactsResolver,
  CreditsResolver,
  ProfileResolver,
  ListsResolver,
  ActivityResolver,
  ProfileCardListsResolver,
  PaymentsResolver,
  ApiKeysResolver,
  AdminsResolver,
  StaffSettingsResolver,
  StaffPaymentsResolver,
  StaffUsersResolver,
  DashboardResolver,
] as const;

/** Resolvers get their services by construction; no global container. */
export function resolverContainer(services: Services, cookieSecure: boolean): ContainerType {
  const instances = new Map<unknown, unknown>([
    [AuthResolver, new AuthResolver(services.auth, services.social, cookieSecure)],
    [UsersResolver, new UsersResolver(services.users)],
    [SearchResolver, new SearchResolver(services.search, services.history, services.savedSearches)],
    [SavedSearchesResolver, new SavedSearchesResolver(services.savedSearches)],
    [ProfileResolver, new ProfileResolver(services.profiles)],
    [ContactsResolver, new ContactsResolver(services.contacts, services.users)],
    [CreditsResolver, new CreditsResolver(services.credits)],
    [ListsResolver, new ListsResolver(services.lists)],
    [ActivityResolver, new ActivityResolver(services.activity)],
    [ProfileCardListsResolver, new ProfileCardListsResolver(services.lists)],
    [PaymentsResolver, new PaymentsResolver(services.payments.checkout, services.payments.orders, services.users)],
    [ApiKeysResolver, new ApiKeysResolver(services.apiKeys)],
    [AdminsResolver, new AdminsResolver(services.admins, services.audit, cookieSecure)],
    [StaffSettingsResolver, new StaffSettingsResolver(services.staffSettings)],
    [StaffPaymentsResolver, new StaffPaymentsResolver(services.staffPayments)],
    [StaffUsersResolver, new StaffUsersResolver(services.staffUsers)],
    [DashboardResolver, new DashboardResolver(services.dashboard)],
  ]);
  return {
    get(cls) {
      const instance = instances.get(cls);
      if (!instance) throw new Error(`No resolver instance registered for ${String((cls as { name?: string }).name)}`);
      return instance;
    },
  };
}
