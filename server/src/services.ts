import path from 'node:path';
import type { DataSource } from 'typeorm';
import type { Clock } from './common/clock';
import type { Config } from './config';
import { StaffAccountsService } from './modules/staff/staff-accounts.service';
import { AuditService } from './modules/staff/audit.service';
import { ImportUploadsService } from './modules/imports/import-uploads.service';
import { SampleProfilesService } from './modules/profiles/sample-profiles.service';
import { StaffImportsService } from './modules/staff/staff-imports.service';
import { StaffSettingsService } from './modules/staff/staff-settings.service';
import { StaffPaymentsService } from './modules/staff/staff-payments.service';
import { DashboardService } from './modules/staff/dashboard.service';
import { CustomersService } from './modules/staff/customers.service';
import { AnalysisService } from './modules/analysis/analysis.service';
import { ApiKeysService } from './modules/api-keys/api-keys.service';
import { SessionOrApiKeyAuthenticator } from './modules/api-keys/session-or-api-key';
import { AuthService } from './modules/auth/auth.service';
import type { IdentityProvider } from './modules/auth/identity-provider';
import type { SessionAuthenticator } from './modules/auth/session.middleware';
import { SocialSignInService } from './modules/auth/social-sign-in.service';
import { ActivityService } from './modules/activity/activity.service';
import { ContactsService } from './modules/contacts/contacts.service';
import { STAFF_AUDIENCE, TokenService } from './modules/auth/tokens';
import { CreditsService } from './modules/credits/credits.service';
import { PeopleMatchService } from './modules/imports/people-match.service';
import { ListsService } from './modules/lists/lists.service';
import { ProfileService } from './modules/profiles/profile.service';
import { CompanyDirectory } from './modules/search/company-directory';
import type { PeopleSource } from './modules/search/people-source';
import type { ProfileRefreshSource } from './modules/profiles/profile-refresh';
import { SavedSearchesService } from './modules/search/saved-searches.service';
import { SavedSearchAlertsService } from './modules/search/saved-search-alerts.service';
import { SearchHistoryService } from './modules/search/search-history.service';
import { SearchService } from './modules/search/search.service';
import { SuggestionsService } from './modules/search/suggestions.service';
import type { ReadQueries } from './common/read-queries';
import { UsersService } from './modules/users/users.service';
import type { Logger } from './common/logger';
import type { PaymentProvider } from './modules/payments/payment-provider';
import { CreditPackagesService } from './modules/payments/credit-packages.service';
import { CheckoutService } from './modules/payments/checkout.service';
import { FulfilmentService } from './modules/payments/fulfilment.service';
import { OrdersService } from './modules/payments/orders.service';
import { RefundsService } from './modules/payments/refunds.service';
import { SettingsService } from './modules/settings/settings.service';
import type { Mailer } from './providers/mail';
import { createIdentityProviders } from './providers/identity';
import { createPaymentProvider } from './providers/payments';
import { createEmailVerifier, createPersonProvider } from './providers/people-data';
import { ContactChecksService } from './modules/people-data/contact-checks.service';
import { PrivacyService } from './modules/privacy/privacy.service';
import { PersonAccessService } from './modules/privacy/person-access.service';
import { PrivacyRequestsService } from './modules/privacy/privacy-requests.service';
import { RevealLogRetention } from './modules/privacy/reveal-log-retention';
import { SubscriptionsService } from './modules/subscriptions/subscriptions.service';
import { LocalCheckoutProvider } from './providers/payments/local-checkout/local-checkout.provider';
import { RevealLogRepository } from './modules/privacy/reveal-log.repository';
import { OptOutSyncService } from './modules/people-data/opt-out-sync.service';
import { StaffPrivacyService } from './modules/staff/staff-privacy.service';
import { PeopleDataService } from './modules/people-data/people-data.service';
import { OpenWebService } from './modules/people-data/open-web.service';
import type { PersonProvider } from './modules/people-data/person-provider';
import { ProviderGuard } from './modules/people-data/provider-guard';
import { JobDescriptionModel } from './modules/search/job-description-model';
import { ProviderUsageService } from './modules/people-data/provider-usage.service';
import { LocalIndexSource } from './modules/search/engine/local-index.source';
import { TeamCreditsService } from './modules/teams/team-credits.service';
import { TeamsService } from './modules/teams/teams.service';
import { StaffTeamsService } from './modules/staff/staff-teams.service';

export interface Services {
  /** Drops the search answers cached from the people index (after an import, or a change another process notified). */
  forgetSearches: () => void;
  auth: AuthService;
  /** Personal API keys: created, listed and revoked by their owner. */
  apiKeys: ApiKeysService;
  /** The session check of every request: a session token, or an API key (tlk_...). */
  sessionCheck: SessionAuthenticator;
  /** Signing in with Google, LinkedIn or a company's OpenID Connect provider. */
  social: SocialSignInService;
  users: UsersService;
  credits: CreditsService;
  contacts: ContactsService;
  search: SearchService;
  /** Suggestions while typing, from the index's values and their counts. */
  suggestions: SuggestionsService;
  history: SearchHistoryService;
  savedSearches: SavedSearchesService;
  /** Saved searches' e-mail alerts of who is new: the job every 15 minutes, and the unsubscribe link. */
  savedSearchAlerts: SavedSearchAlertsService;
  analysis: AnalysisService;
  profiles: ProfileService;
  lists: ListsService;
  /** Recruiters' own files matched against the index (nothing saved or charged). */
  peopleMatch: PeopleMatchService;
  /** People from a live provider (People Data Labs), when one is configured. */
  peopleData: PeopleDataService;
  /** "Search the open web for more": a search asked of the live provider. */
  openWeb: OpenWebService;
  /** What live providers cost and how they answered (the staff area). */
  providerUsage: ProviderUsageService;
  privacy: PrivacyService;
  personAccess: PersonAccessService;
  optOutSync: OptOutSyncService;
  staffPrivacy: StaffPrivacyService;
  revealLogRetention: RevealLogRetention;
  /** Real numbers: the user's own (dashboard) and the index's (landing page). */
  activity: ActivityService;
  /** Credit packages bought: checkout, fulfilment of paid sessions (webhook, return page, reconciler), refunds, order history. */
  payments: { checkout: CheckoutService; fulfilment: FulfilmentService; refunds: RefundsService; orders: OrdersService };
  /** Pro sold by subscription: checkout, the provider's events, the monthly grants, grace and end. */
  subscriptions: SubscriptionsService;
  /** Teams: members, invitations, the pooled credits, the company sign-in a team may require. */
  teams: TeamsService;
  staffTeams: StaffTeamsService;
  staffAccounts: StaffAccountsService;
  audit: AuditService;
  importUploads: ImportUploadsService;
  sampleProfiles: SampleProfilesService;
  staffImports: StaffImportsService;
  settings: SettingsService;
  /** The staff area's settings page: credit packages and the sign-up bonus. */
  staffSettings: StaffSettingsService;
  staffPayments: StaffPaymentsService;
  customers: CustomersService;
  dashboard: DashboardService;
  /** The payments edge in use (null: none configured); app.ts serves the local checkout's page when it is that one. */
  paymentProvider: PaymentProvider | null;
}

export function createServices(deps: {
  ds: DataSource;
  config: Config;
  clock: Clock;
  mailer: Mailer;
  secret: string;
  logger: Logger;
  /** The payments edge; by default chosen from the configuration (providers/payments). */
  paymentProvider?: PaymentProvider | null;
  /** The sign-in providers; by default one OpenID Connect adapter per configured provider (providers/identity). */
  identityProviders?: IdentityProvider[];
  /** The people-data edge; the local profile index unless a provider adapter is given. */
  people?: PeopleSource;
  /** The live people-data provider; by default the one the configuration names (providers/people-data), or none. */
  personProvider?: PersonProvider | null;
  /** Where the index's searches and the suggestions are read (db/read-replicas.ts); by default the primary. */
  reads?: ReadQueries;
  /** After a change to the index: reads stay on the primary until the replicas have it. */
  fenceReads?: () => void;
}): Services {
  const credits = new CreditsService(deps.ds);
  const settings = new SettingsService(deps.ds, {
    userDaily: deps.config.providerLimits.userDailyBudget,
    monthly: deps.config.providerLimits.monthlyBudget,
  });
  const users = new UsersService(deps.ds, credits, settings, deps.clock);
  const tokens = new TokenService(deps.secret);
  const auth = new AuthService(deps.ds, users, deps.mailer, tokens, deps.clock, deps.config, `otp:${deps.secret}`);
  const apiKeys = new ApiKeysService(
    deps.ds,
    deps.clock,
    {
      rateLimitPerMinute: deps.config.apiKeyRateLimitPerMinute,
      keysPerUser: deps.config.apiKeysPerUser,
      failuresPerClient: deps.config.apiKeyFailuresPerClient,
    },
    deps.logger,
  );
  const sessionCheck = new SessionOrApiKeyAuthenticator(auth, apiKeys);
  const identityProviders = deps.identityProviders ?? createIdentityProviders(deps.config.identityProviders);
  const social = new SocialSignInService(
    deps.ds,
    auth,
    users,
    identityProviders,
    deps.clock,
    { appUrl: deps.config.appUrl, perClient: deps.config.otpLimits.perClient, windowMinutes: deps.config.otpLimits.windowMinutes },
    deps.logger,
  );
  const history = new SearchHistoryService(deps.ds, deps.logger);
  // One people source for searching and refreshing: a refresh that writes a profile through it also
  // drops the search answers it cached (ProfileRefreshSource.invalidate). Loads by the seed command
  // run in another process; the cache's time limit (SEARCH_CACHE_SECONDS) bounds how stale they leave it.
  const people =
    deps.people ??
    new LocalIndexSource(deps.ds, { cacheTtlMs: deps.config.searchCacheSeconds * 1000, read: deps.reads, fence: deps.fenceReads });
  const companyDirectory = new CompanyDirectory(deps.ds);
  const suggestions = new SuggestionsService(deps.ds, deps.logger, deps.reads);
  const search = new SearchService(deps.ds, people, companyDirectory, history, deps.config.profileStaleDays, suggestions);
  const savedSearches = new SavedSearchesService(deps.ds, search, { perUser: deps.config.collectionLimits.savedSearchesPerUser });
  const savedSearchAlerts = new SavedSearchAlertsService(
    deps.ds,
    search,
    deps.mailer,
    deps.clock,
    { appUrl: deps.config.appUrl },
    deps.logger,
  );

  const analysis = new AnalysisService(deps.ds, deps.clock, deps.config.analysisLlm);
  const budgets = () => settings.providerBudgets();
  const guard = new ProviderGuard(deps.ds, deps.clock, deps.config.providerLimits, deps.logger, budgets);
  // The configured model also reads job descriptions, with the rules and within the providers' limits.
  if (deps.config.analysisLlm)
    search.useJobDescriptionModel(new JobDescriptionModel(deps.config.analysisLlm, guard), (reason) =>
      deps.logger.warn({ reason }, 'the model did not read a job description; the rules did'),
    );
  const personProvider = deps.personProvider !== undefined ? deps.personProvider : createPersonProvider(deps.config.pdl ?? null);
  const emailVerifier = createEmailVerifier(deps.config.hunter ?? null);
  const contactChecks = new ContactChecksService(deps.ds, deps.clock, guard, emailVerifier, deps.config.contactStaleDays, deps.logger);
  const teamCredits = new TeamCreditsService(deps.clock);
  const company = identityProviders.find((p) => p.id === 'sso');
  const teams = new TeamsService(deps.ds, deps.clock, deps.mailer, credits, teamCredits, {
    appUrl: deps.config.appUrl,
    companySignIn: company ? { id: company.id, name: company.name, allowedDomains: company.allowedDomains ?? null } : null,
  });
  // Auth does not import teams: a team that requires its company's provider refuses other sign-ins here.
  auth.setSignInGate((manager, userId, method) => teams.signInRefusal(manager, userId, method));
  const contacts = new ContactsService(
    deps.ds,
    credits,
    deps.config.contactHideDays,
    deps.logger,
    contactChecks,
    (manager, reveal) => new RevealLogRepository(manager).record(reveal),
    teamCredits,
  );
  const peopleData = new PeopleDataService(deps.ds, deps.clock, guard, personProvider, deps.logger, () =>
    (people as ProfileRefreshSource).invalidate?.(),
  );
  const providerUsage = new ProviderUsageService(
    deps.ds,
    deps.clock,
    guard,
    budgets,
    [personProvider?.name, emailVerifier?.name].filter((n): n is string => Boolean(n)),
  );
  const profiles = new ProfileService(deps.ds, deps.clock, analysis, deps.config.profileStaleDays, people, peopleData);
  const privacy = new PrivacyService(deps.ds, () => (people as ProfileRefreshSource).invalidate?.());
  const optOutSync = new OptOutSyncService(guard, personProvider, privacy, deps.logger);
  const audit = new AuditService(deps.ds);
  const privacyRequests = new PrivacyRequestsService(deps.ds, deps.mailer, deps.clock, deps.logger, (manager, entry) =>
    audit.record(manager, {
      staffId: null,
      action: entry.action,
      targetType: 'privacy_request',
      targetId: entry.request.id,
      details: entry.details,
    }),
  );
  const personAccess = new PersonAccessService(deps.ds, deps.mailer, deps.clock, privacy, privacyRequests, `person:${deps.secret}`);
  const openWeb = new OpenWebService(search, peopleData);
  const lists = new ListsService(
    deps.ds,
    { listsPerUser: deps.config.collectionLimits.listsPerUser, entriesPerList: deps.config.collectionLimits.listEntriesMax },
    { contactHideDays: deps.config.contactHideDays, profileStaleDays: deps.config.profileStaleDays },
  );
  const activity = new ActivityService(deps.ds, deps.logger);
  const peopleMatch = new PeopleMatchService(deps.ds, deps.clock, deps.config.profileStaleDays);
  const paymentProvider =
    deps.paymentProvider !== undefined ? deps.paymentProvider : createPaymentProvider(deps.config, deps.ds, deps.clock);
  const fulfilment = new FulfilmentService(deps.ds, credits, users, deps.mailer, deps.clock, paymentProvider, deps.logger);
  const payments = {
    checkout: new CheckoutService(deps.ds, credits, users, fulfilment, paymentProvider, { appUrl: deps.config.appUrl }, deps.logger),
    fulfilment,
    refunds: new RefundsService(deps.ds, credits, deps.clock, paymentProvider, deps.logger),
    orders: new OrdersService(deps.ds),
  };
  const subscriptions = new SubscriptionsService(
    deps.ds,
    credits,
    users,
    payments.checkout,
    deps.mailer,
    deps.clock,
    paymentProvider,
    { appUrl: deps.config.appUrl, graceDays: deps.config.subscriptionGraceDays },
    deps.logger,
  );
  // Payments does not import subscriptions: its events and its checkouts of Pro are handed over here.
  fulfilment.onBillingEvent((event, eventId) => subscriptions.handle(event, eventId));
  payments.checkout.onSubscriptionConfirm((userId, order) => subscriptions.confirm(userId, order));
  if (paymentProvider instanceof LocalCheckoutProvider) paymentProvider.billing.onEvent((event) => fulfilment.handleCheckoutEvent(event));
  // Staff tokens: another key and another audience than users' (docs/decisions.md, "Staff").
  const staffTokens = new TokenService(`staff:${deps.secret}`, STAFF_AUDIENCE);
  const staffAccounts = new StaffAccountsService(
    deps.ds,
    staffTokens,
    deps.clock,
    audit,
    {
      sessionTtlHours: deps.config.adminSessionTtlHours,
      loginLimits: deps.config.adminLoginLimits,
      passwordCost: deps.config.staffPasswordCost,
      deviceKey: `staff-device:${deps.secret}`,
    },
    deps.logger,
  );
  const staffSettings = new StaffSettingsService(new CreditPackagesService(deps.ds), settings, audit);
  const staffPayments = new StaffPaymentsService(payments.orders, payments.refunds, audit);
  const customers = new CustomersService(deps.ds, credits, payments.orders, audit);
  const dashboard = new DashboardService(deps.ds);
  // Imports and the sample removal run on the job queue (main.ts starts its workers); what they
  // write is searchable at once: the search answers cached before are dropped.
  const forgetSearches = () => {
    (people as ProfileRefreshSource).invalidate?.();
    companyDirectory.forget();
    suggestions.refreshSoon();
  };
  const importUploads = new ImportUploadsService(deps.ds, {
    dir: path.join(deps.config.dataDir, 'imports'),
    maxBytes: deps.config.importUploadMaxBytes,
    logger: deps.logger,
    onImported: forgetSearches,
  });
  const sampleProfiles = new SampleProfilesService(deps.ds, forgetSearches);
  const staffImports = new StaffImportsService(importUploads, sampleProfiles, audit);
  return {
    forgetSearches,
    auth,
    apiKeys,
    sessionCheck,
    social,
    users,
    credits,
    contacts,
    search,
    suggestions,
    savedSearches,
    savedSearchAlerts,
    history,
    analysis,
    profiles,
    lists,
    peopleMatch,
    peopleData,
    openWeb,
    providerUsage,
    privacy,
    personAccess,
    optOutSync,
    staffPrivacy: new StaffPrivacyService(privacy, privacyRequests, audit),
    revealLogRetention: new RevealLogRetention(deps.ds, deps.clock, deps.config.revealLogDays, deps.logger),
    activity,
    payments,
    subscriptions,
    teams,
    staffTeams: new StaffTeamsService(deps.ds, deps.clock, teamCredits, audit),
    paymentProvider,
    staffAccounts,
    audit,
    settings,
    staffSettings,
    staffPayments,
    customers,
    dashboard,
    importUploads,
    sampleProfiles,
    staffImports,
  };
}
