/**
 * npm run cluster:local — docs/scaling.md's layout on this machine, to try it: a primary (the
 * embedded PostgreSQL), a streaming standby of it and PgBouncer in transaction mode in front of
 * the primary (Debian's: `apt-get install pgbouncer`), kept in CLUSTER_DIR (default
 * ./.data/cluster-local, removed when it stops). It prints the variables to start the servers
 * with, then runs until Ctrl-C.
 */
import 'reflect-metadata';
import path from 'node:path';
import { createLogger } from '../common/logger';
import { startLocalCluster } from '../db/local-cluster';

async function main() {
  const logger = createLogger(process.env.LOG_LEVEL ?? 'info', undefined, { pretty: true });
  const dir = path.resolve(process.env.CLUSTER_DIR ?? path.join('.data', 'cluster-local'));
  const cluster = await startLocalCluster({ dir, logger });
  const env = [
    `DATABASE_URL='${cluster.poolerUrl}'`,
    `DATABASE_DIRECT_URL='${cluster.primaryUrl}'`,
    `DATABASE_REPLICA_URLS='${cluster.replicaUrl}'`,
  ].join(' \\\n');
  console.log(
    `\nA primary, a streaming standby and PgBouncer (transaction mode) are running in ${dir}.\n` +
      `Start two server processes through them (one session secret for both), for example:\n\n` +
      `${env} \\\nJWT_SECRET='${'x'.repeat(8)}-use-your-own-secret-of-32-characters' WEB_CONCURRENCY=2 npm start\n\n` +
      `Ctrl-C stops the three and removes ${dir}.\n`,
  );
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    cluster.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
