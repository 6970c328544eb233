import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { Express } from 'express';
import helmet from 'helmet';
import type { DataSource } from 'typeorm';
import { checkRequestInput, noStore } from './common/edge';
import { GENERIC_ERROR_MESSAGE } from './common/errors';
import { knownErrorOf } from './common/http-error';
import { requestContext } from './common/request-context';
import { awaitSession } from './common/session';
import { apiNotFound, restErrorHandler } from './common/rest';
import type { Config } from './config';
import { armorProtection, GRAPHQL_BUDGETS, operationChecksPlugin } from './graphql/budgets';
import { buildContext, GraphQLContext } from './graphql/context';
import { formatError } from './graphql/errors';
import { signedInIntrospectionPlugin } from './graphql/introspection';
import { playgroundPage } from './graphql/playground';
import { buildGraphQLSchema } from './graphql/schema';
import { serveClient } from './client-pages';
import type { Logger } from './common/logger';
import { staffImportsRoutes } from './modules/staff/staff-imports.rest';
import { staffAccountsRoutes } from './modules/staff/staff-accounts.rest';
import { checkStaffEarly } from './modules/staff/staff-session.middleware';
import { authRoutes } from './modules/auth/auth.rest';
import { contactsRoutes } from './modules/contacts/contacts.rest';
import { refuseCrossSiteWrites, sameOriginOnly } from './modules/auth/cross-site';
import { checkSessionEarly, SESSION_COOKIE } from './modules/auth/session.middleware';
import { DatabaseState, healthRoutes } from './modules/health/health.rest';
import { privacyRoutes } from './modules/privacy/privacy.rest';
import { listsRoutes } from './modules/lists/lists.rest';
import { activityRoutes } from './modules/activity/activity.rest';
import { profileRoutes } from './modules/profiles/profile.rest';
import { savedSearchAlertsDevRoutes, savedSearchesRoutes } from './modules/search/saved-searches.rest';
import { searchRoutes } from './modules/search/search.rest';
import { usersRoutes } from './modules/users/users.rest';
import { outboxRouter } from './providers/mail/outbox.routes';
import { LocalCheckoutProvider, localCheckoutBody, localCheckoutRouter } from './providers/payments';
import { paymentsRoutes, paymentWebhookRoute } from './modules/payments/payments.rest';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.rest';
import { teamsRoutes } from './modules/teams/teams.rest';
import { resolverContainer, resolvers } from './resolvers';
import type { Services } from './services';

export interface AppDeps {
  config: Config;
  ds: DataSource;
  services: Services;
  logger: Logger;
  /** Whether the database is known to be away (db/monitor.ts); /readyz answers 503 at once while it is. */
  database?: DatabaseState;
}

export interface App {
  express: Express;
  /** Stops the GraphQL server; call after the HTTP server has stopped accepting requests. */
  stop(): Promise<void>;
}

const JSON_LIMIT = '100kb';

export async function createApp({ config, ds, services, logger, database }: AppDeps): Promise<App> {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(requestContext(logger));
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          upgradeInsecureRequests: config.cookieSecure ? [] : null,
          // A picture a sign-in provider gave (Google's, LinkedIn's) is an https image elsewhere.
          imgSrc: ["'self'", 'data:', 'https:'],
        },
      },
      strictTransportSecurity: config.isProduction,
    }),
  );

  app.use(compression({ filter: shouldCompress }));
  app.use(healthRoutes(ds, database));

  // GET /graphql from a browser: the GraphQL playground (graphql/playground.ts), under the same
  // security headers as the app, before the edge and Apollo; every other /graphql request goes on.
  app.get('/graphql', playgroundPage(config.clientDist));

  // The payment provider's webhook reads its body raw (the signature covers the exact bytes), so it
  // comes before the JSON parser; the signature is its only credential.
  app.use('/api', noStore, paymentWebhookRoute(services.payments.fulfilment), restErrorHandler(logger));

  // The edge of both transports: nothing cached, cross-site writes refused, the session check
  // started, the body read, every piece of text checked (common/edge.ts).
  app.use(
    ['/api', '/graphql'],
    noStore,
    cookieParser(),
    refuseCrossSiteWrites(config.appUrl),
    checkSessionEarly(services.sessionCheck),
    checkStaffEarly(services.staffAccounts),
    express.json({ limit: JSON_LIMIT }),
    checkRequestInput,
  );

  const sameOrigin = sameOriginOnly(config.appUrl);
  const api = express.Router();
  api.use(authRoutes(services.auth, services.social, config.cookieSecure));
  api.use(usersRoutes(services.users));
  api.use(
    searchRoutes(services.search, services.history, services.suggestions, (userId, input) => services.openWeb.searchFor(userId, input)),
  );
  api.use(savedSearchesRoutes(services.savedSearches, services.savedSearchAlerts));
  api.use(profileRoutes(services.profiles, sameOrigin, (userId, profileId) => services.contacts.preview(userId, profileId)));
  api.use(contactsRoutes(services.contacts, sameOrigin));
  api.use(listsRoutes(services.lists));
  api.use(activityRoutes(services.activity));
  api.use(paymentsRoutes(services.payments.checkout, services.users));
  api.use(subscriptionsRoutes(services.subscriptions));
  api.use(teamsRoutes(services.teams));
  api.use(staffAccountsRoutes(services.staffAccounts, config.cookieSecure));
  api.use(staffImportsRoutes(services.staffImports));
  api.use(
    privacyRoutes(
      {
        operatorName: config.privacyOperator.name,
        contactEmail: config.privacyOperator.contactEmail,
        contactStaleDays: config.contactStaleDays,
        contactHideDays: config.contactHideDays,
        profileStaleDays: config.profileStaleDays,
        revealLogDays: config.revealLogDays,
      },
      services.personAccess,
    ),
  );
  api.use(apiNotFound);
  api.use(restErrorHandler(logger));
  app.use('/api', awaitSession, api);

  // Budgets (graphql/budgets.ts): tokens counted while parsing, then aliases, depth, directives and
  // cost checked before anything runs or any sign-in is checked.
  const armor = armorProtection(config.isProduction);
  const apollo = new ApolloServer<GraphQLContext>({
    schema: await buildGraphQLSchema(resolvers, resolverContainer(services, config.cookieSecure)),
    formatError: formatError(logger),
    includeStacktraceInErrorResponses: false,
    // Open in development and test; in production only for signed-in users (docs/decisions.md, "The GraphQL playground").
    introspection: true,
    allowBatchedHttpRequests: false,
    parseOptions: { maxTokens: GRAPHQL_BUDGETS.maxTokens },
    validationRules: armor.validationRules,
    stopOnTerminationSignals: false, // main.ts owns the shutdown order
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      ...armor.plugins,
      operationChecksPlugin(),
      ...(config.isProduction ? [signedInIntrospectionPlugin()] : []),
    ],
  });
  await apollo.start();
  app.use('/graphql', expressMiddleware(apollo, { context: async ({ req, res }) => buildContext(req, res) }));
  // Errors before Apollo (a body that is not JSON or too large, text the edge refuses, a cross-site write) get the GraphQL error shape.
  app.use('/graphql', ((err, req, res, next) => {
    if (res.headersSent) return next(err);
    const known = knownErrorOf(err);
    if (!known) {
      logger.error({ err, method: req.method, path: req.originalUrl }, 'unexpected error before GraphQL');
      return res.status(500).json({ errors: [{ message: GENERIC_ERROR_MESSAGE, extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
    }
    if (known.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(known.retryAfterSeconds));
    res.status(known.status).json({ errors: [{ message: known.message, extensions: { code: known.code } }] });
  }) as express.ErrorRequestHandler);

  if (!config.isProduction) {
    app.use('/dev', checkRequestInput, outboxRouter(ds), savedSearchAlertsDevRoutes(services.savedSearchAlerts));
  }
  // The local test checkout's page (only when it is the payments edge in use: never with Stripe,
  // and in production only when PAYMENTS_LOCAL_CHECKOUT=true). Paying there reports to the same
  // handler as Stripe's webhook.
  const provider = services.paymentProvider;
  if (provider instanceof LocalCheckoutProvider) {
    app.use(
      '/checkout/test',
      noStore,
      localCheckoutBody,
      checkRequestInput,
      localCheckoutRouter(provider, (event) => services.payments.fulfilment.handleCheckoutEvent(event)),
    );
  }

  serveClient(app, {
    dist: config.clientDist,
    appUrl: config.appUrl,
    signInProviders: services.social.providers().length,
    logger,
    serverPaths: NOT_CLIENT_ROUTES,
    sessionCookie: SESSION_COOKIE,
  });
  app.use(restErrorHandler(logger));

  return {
    express: app,
    stop: async () => {
      services.suggestions.stop();
      await apollo.stop();
    },
  };
}

/**
 * API answers are compressed only when they are larger than TCP's initial congestion window (10
 * segments, about 14 KB): a smaller answer arrives in the same round trip either way, and gzip
 * would only add its time on both ends (about 1.5 ms a search on the benchmark machine). Keeping
 * short answers (sign-in tokens next to echoed input) uncompressed also keeps them out of BREACH's
 * reach. Static files are compressed as usual.
 */
export const API_COMPRESS_MIN_BYTES = 14 * 1024;

function shouldCompress(req: express.Request, res: express.Response): boolean {
  if (NOT_CLIENT_ROUTES.test(req.originalUrl.split('?')[0])) {
    const length = Number(res.getHeader('Content-Length'));
    if (Number.isFinite(length) && length < API_COMPRESS_MIN_BYTES) return false;
  }
  return compression.filter(req, res);
}

/** Paths that belong to the server: never answered with the client's index.html. */
const NOT_CLIENT_ROUTES = /^\/(api|graphql|dev|checkout\/test)(\/|$)/;
