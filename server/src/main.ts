import 'reflect-metadata';
import http from 'node:http';
import { createApp } from './app';
import { systemClock } from './common/clock';
import { ConfigError, loadConfig } from './config';
import { openDatabase, type OpenDatabase } from './db/open';
import { createLogger } from './common/logger';
import { handleProcessFailures } from './process-failures';
import { resolveSecret } from './modules/auth/secret';
import { createMailer } from './providers/mail';
import { LocalCheckoutProvider } from './providers/payments';
import { seedIfEmpty } from './seed/first-start';
import { createServices } from './services';
import { startPaymentsReconciler } from './modules/payments/payments-reconciler';
import { startJobQueue } from './jobs/job-queue';
import { listenForIndexChanges } from './db/index-changes';
import { runsWorkers, runWorkers, workerNumber } from './workers';

/** Boot: config -> database (embedded when DATABASE_URL is unset) -> migrations -> app -> listen. */
async function main(): Promise<void> {
  const startedAt = process.hrtime.bigint();
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78); // EX_CONFIG
    }
    throw err;
  }
  const baseLogger = createLogger(config.logLevel, undefined, { pretty: config.logFormat === 'pretty' });
  // WEB_CONCURRENCY above 1: this process starts the database and N workers, each of which runs the rest of main().
  if (runsWorkers(config)) return runWorkers(config, baseLogger);
  const worker = workerNumber();
  const logger = worker > 0 ? baseLogger.child({ worker }) : baseLogger;

  let db: OpenDatabase | undefined;
  let server: http.Server | undefined;
  let stopApp: (() => Promise<void>) | undefined;
  let shuttingDown = false;
  let draining = false;
  const inFlight = new Set<http.ServerResponse>();

  const shutdown = async (reason: string, code = 0) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ reason }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      server?.closeAllConnections();
      (db?.embedded?.stop() ?? Promise.resolve())
        .catch((err: unknown) => logger.error({ err }, 'stopping the embedded database failed'))
        .finally(() => process.exit(1));
    }, config.shutdownTimeoutMs);
    force.unref();
    try {
      if (server) {
        // Stop accepting; requests in flight finish and say `Connection: close`, so a client that
        // keeps its connection alive opens a new one (and is refused) instead of sending its next
        // request down a socket that is about to close; idle keep-alive sockets close at once.
        draining = true;
        for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
        const closed = new Promise<void>((resolve) => server!.close(() => resolve()));
        server.closeIdleConnections();
        const sweep = setInterval(() => server!.closeIdleConnections(), 50);
        await closed;
        clearInterval(sweep);
        logger.debug('http server closed');
      }
      await stopApp?.();
      logger.debug('app stopped');
      await db?.close();
      logger.debug('database closed');
      logger.info('stopped');
    } catch (err) {
      logger.error({ err }, 'error during shutdown');
      code = 1;
    }
    clearTimeout(force);
    process.exit(code);
  };
  const onSignal = (signal: NodeJS.Signals) => {
    shutdown(signal).catch((err: unknown) => {
      logger.fatal({ err }, 'shutdown failed');
      process.exit(1);
    });
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
  handleProcessFailures(logger, (reason) => shutdown(reason, 1));

  try {
    db = await openDatabase(config, logger);
    const ds = db.ds;
    if (config.seedProfiles > 0) await seedIfEmpty(ds, { count: config.seedProfiles, seed: config.seed, logger });

    const secret = await resolveSecret(config);
    const mailer = createMailer(config, ds, logger);
    await db.replicas.start();
    if (config.databaseReplicaUrls.length > 0) logger.info({ replicas: db.replicas.status() }, 'read replicas');
    const replicas = db.replicas;
    const services = createServices({
      ds,
      config,
      clock: systemClock,
      mailer,
      secret,
      logger,
      reads: replicas.read,
      fenceReads: () => replicas.fence(),
    });
    // One process creates the first superadmin (the first worker when there are several).
    if (config.firstAdmin && worker <= 1) {
      const created = await services.staffAccounts.bootstrap(config.firstAdmin);
      if (created) logger.info({ username: created.username, email: created.email }, 'first superadmin created from ADMIN_EMAIL');
    }
    if (config.isProduction && services.paymentProvider instanceof LocalCheckoutProvider) {
      logger.warn(
        { payments: 'local-checkout' },
        'PAYMENTS_LOCAL_CHECKOUT=true in production: the local TEST checkout is serving purchases, so anyone can get credits without paying. Set Stripe keys (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET) or unset PAYMENTS_LOCAL_CHECKOUT.',
      );
    }
    const monitor = db.monitor;
    const database = {
      get available() {
        return monitor.available;
      },
      get storageFailure() {
        return monitor.storageFailure;
      },
      replicas: () => {
        const all = replicas.status();
        return { inRotation: all.filter((r) => r.state === 'ready').length, total: all.length };
      },
    };
    const app = await createApp({ config, ds, services, logger, database });
    // Paid checkouts whose fulfilment failed or never ran get their credits without the buyer's browser.
    const stopReconciler = startPaymentsReconciler(services.payments.fulfilment, logger, {
      intervalSeconds: config.paymentsReconcileSeconds,
    });
    // Background work (imports from the staff page, the sample removal) on the job queue, in this process.
    const queue = await startJobQueue({ url: db.directUrl, logger });
    await services.importUploads.startWorker(queue);
    await services.sampleProfiles.startWorker(queue);
    await services.optOutSync.startWorker(queue);
    await services.revealLogRetention.startWorker(queue);
    await services.subscriptions.startWorker(queue);
    await services.savedSearchAlerts.startWorker(queue);
    await services.suggestions.startWorker(queue);
    const indexChanges = await listenForIndexChanges({
      url: db.directUrl,
      logger,
      onChange: services.forgetSearches,
    });
    stopApp = async () => {
      await indexChanges.stop();
      await queue.stop();
      await stopReconciler();
      await app.stop();
      await mailer.close?.();
    };

    // Every response is known until it closes, before the app sees its request (shutdown marks them).
    server = http.createServer((req, res) => {
      if (draining) res.setHeader('Connection', 'close');
      inFlight.add(res);
      res.once('close', () => inFlight.delete(res));
      app.express(req, res);
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(config.port, config.host, () => resolve());
    });
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const readyMs = Number(process.hrtime.bigint() - startedAt) / 1e6;
    logger.info({ port, host: config.host, mail: mailer.kind, readyMs: Math.round(readyMs) }, `ready on http://localhost:${port}`);
    // What the first search would build or read from disk is built and read now, in the background.
    const warming = Date.now();
    services.search.warmUp().then(
      () => logger.info({ ms: Date.now() - warming }, 'search warmed up'),
      (err: unknown) => logger.warn({ err }, 'search warm-up failed; the first search builds what it needs'),
    );
  } catch (err) {
    logger.fatal({ err }, 'failed to start');
    await shutdown('start-up failed', 1);
  }
}

main().catch((err: unknown) => {
  // Only an error before the logger exists gets here; later start-up failures are logged and shut down in main.
  console.error(err);
  process.exit(1);
});
