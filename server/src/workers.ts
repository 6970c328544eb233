import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config';
import type { Logger } from './common/logger';
import { openDatabase, type OpenDatabase } from './db/open';
import { resolveSecret } from './modules/auth/secret';
import { seedIfEmpty } from './seed/first-start';

/**
 * `npm start` with WEB_CONCURRENCY=N (docs/scaling.md): N server processes on one port (node:cluster
 * hands each new connection to one of them). They share nothing but the database: sessions are
 * signed tokens, limits, budgets and locks live in PostgreSQL, a change to the people index
 * reaches every process's cache through NOTIFY, and the job queue runs each job once.
 *
 * This process starts what there must be one of before the workers: the embedded PostgreSQL (when
 * DATABASE_URL is unset), the migrations, the first sample load and the session secret's file. It
 * then starts the workers, starts a new one when one dies, and on SIGTERM or SIGINT stops them,
 * then the database.
 */

/** Set in a worker's environment: its number, from 1. Worker 1 alone creates the first superadmin. */
export const WORKER_ENV = 'TALENTLENS_WORKER';

/** A worker that dies is started again after this long (a crash loop does not spin). */
const RESTART_DELAY_MS = 1000;

export function workerNumber(): number {
  return Number(process.env[WORKER_ENV]) || 0;
}

export async function runWorkers(config: Config, logger: Logger): Promise<void> {
  let db: OpenDatabase | undefined;
  let stopping = false;
  const workers = new Map<number, Worker>();
  const listening = new Set<number>();

  const stopAll = async (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, 'shutting down the workers');
    const force = setTimeout(() => {
      logger.error('the workers took too long to stop; ending them');
      for (const w of workers.values()) w.process.kill('SIGKILL');
    }, config.shutdownTimeoutMs + 2000);
    force.unref();
    await Promise.all(
      [...workers.values()].map(
        (w) =>
          new Promise<void>((resolve) => {
            if (w.isDead()) return resolve();
            w.once('exit', () => resolve());
            w.process.kill('SIGTERM');
          }),
      ),
    );
    clearTimeout(force);
    await db?.close().catch((err: unknown) => logger.error({ err }, 'closing the database failed'));
    logger.info('stopped');
    process.exit(code);
  };
  const onSignal = (signal: NodeJS.Signals) => {
    stopAll(signal, 0).catch(() => process.exit(1));
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);

  try {
    db = await openDatabase(config, logger);
    if (config.seedProfiles > 0) await seedIfEmpty(db.ds, { count: config.seedProfiles, seed: config.seed, logger });
    // Made once here, so the workers read one secret instead of racing to write theirs.
    await resolveSecret(config);
  } catch (err) {
    logger.fatal({ err }, 'failed to start');
    await stopAll('start-up failed', 1);
    return;
  }
  const env = {
    ...(db.embedded ? { DATABASE_URL: db.embedded.url } : {}),
    // The primary process loaded the sample people; a worker never does.
    SEED_PROFILES: '0',
  };

  const fork = (n: number) => {
    const worker = cluster.fork({ ...env, [WORKER_ENV]: String(n) });
    workers.set(n, worker);
    worker.once('listening', (address) => {
      listening.add(n);
      if (listening.size === config.webConcurrency) {
        logger.info(
          { port: address.port, host: config.host, workers: config.webConcurrency },
          `ready on http://localhost:${address.port} (${config.webConcurrency} processes)`,
        );
      }
    });
    worker.once('exit', (code, signal) => {
      if (stopping) return;
      if (!listening.has(n)) {
        // It never served (a port in use, a bad setting): another would fail the same way.
        logger.fatal({ worker: n, code, signal }, 'a worker exited before it was ready');
        stopAll('a worker failed to start', 1).catch(() => process.exit(1));
        return;
      }
      listening.delete(n);
      logger.error({ worker: n, code, signal }, 'a worker exited; starting another');
      setTimeout(() => {
        if (!stopping) fork(n);
      }, RESTART_DELAY_MS).unref();
    });
  };
  for (let n = 1; n <= config.webConcurrency; n++) fork(n);
}

/** Whether this process is the one that runs the workers (WEB_CONCURRENCY above 1, not itself a worker). */
export function runsWorkers(config: Config): boolean {
  return config.webConcurrency > 1 && cluster.isPrimary;
}
