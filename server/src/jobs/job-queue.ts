import PgBoss from 'pg-boss';
import type { Logger } from '../common/logger';

/**
 * Background work on the app's own PostgreSQL (pg-boss, in its schema `pgboss`): a job is a row,
 * taken by one worker at a time across every process on the database, retried after a failure, and
 * kept until done, so work sent before a restart is done after it. Long work (an import) commits its
 * own progress and resumes from there, so a retry continues rather than starts again.
 */
export interface JobQueue {
  /** Queues a job; with `singletonKey`, not while another job of that key is queued or running. */
  send(name: string, data: object, options?: { singletonKey?: string }): Promise<string | null>;
  /** Runs `handler` for each job of `name`, one at a time in this process. */
  work(name: string, handler: (data: Record<string, unknown>) => Promise<void>): Promise<void>;
  /** Queues a job of `name` on a cron schedule (UTC), once across every process on the database. */
  schedule(name: string, cron: string): Promise<void>;
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  url: string;
  logger: Logger;
  /** How often an idle worker looks for a new job (default 1 s). */
  pollingSeconds?: number;
}

/**
 * Job names, and how long one may run before it is taken for dead and retried; `stately`: at most
 * one job of the name queued and one running, across every process (a schedule never piles up runs).
 */
const QUEUES: Record<string, { expireInHours: number; retryLimit: number; policy?: 'stately' }> = {
  import: { expireInHours: 12, retryLimit: 3 },
  'sample-removal': { expireInHours: 2, retryLimit: 3 },
  'provider-opt-outs': { expireInHours: 1, retryLimit: 3 },
  'reveal-log-retention': { expireInHours: 1, retryLimit: 3 },
  subscriptions: { expireInHours: 1, retryLimit: 1 },
  'search-terms': { expireInHours: 1, retryLimit: 1 },
  'saved-search-alerts': { expireInHours: 1, retryLimit: 1, policy: 'stately' },
};

/**
 * Creates a queue unless it exists. Several processes starting at once on a new database (the
 * workers of WEB_CONCURRENCY, two hosts) create the same queues at the same moment, and
 * PostgreSQL may end one of them as a deadlock (40P01) or find the row already there (23505): the
 * loser looks again and finds the queue the other made.
 */
async function createQueueOnce(boss: PgBoss, name: string, options: (typeof QUEUES)[string]): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      if (!(await boss.getQueue(name))) await boss.createQueue(name, { name, retryDelay: 5, ...options });
      return;
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (attempt >= 5 || (code !== '40P01' && code !== '23505')) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}

export async function startJobQueue({ url, logger, pollingSeconds = 1 }: JobQueueOptions): Promise<JobQueue> {
  const boss = new PgBoss({ connectionString: url, schema: 'pgboss', max: 3, application_name: 'talentlens-jobs' });
  // A database that goes away ends the queue's connections too; pg's error carries its whole client, so only its words are logged.
  boss.on('error', (err: Error & { code?: string }) => logger.warn({ error: err.message, code: err.code }, 'job queue error'));
  await boss.start();
  for (const [name, options] of Object.entries(QUEUES)) await createQueueOnce(boss, name, options);
  return {
    send: (name, data, options) => {
      if (!QUEUES[name]) throw new Error(`unknown job queue: ${name}`);
      return boss.send(name, data, options ?? {});
    },
    async work(name, handler) {
      await boss.work<Record<string, unknown>>(name, { batchSize: 1, pollingIntervalSeconds: pollingSeconds }, async ([job]) => {
        try {
          await handler(job.data);
        } catch (err) {
          logger.warn({ err, job: name, id: job.id }, 'background job failed; it is retried');
          throw err;
        }
      });
    },
    async schedule(name, cron) {
      if (!QUEUES[name]) throw new Error(`unknown job queue: ${name}`);
      await boss.schedule(name, cron, {}, { tz: 'UTC' });
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
