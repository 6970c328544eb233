import { Router } from 'express';
import type { DataSource } from 'typeorm';
import { DATABASE_RETRY_AFTER_SECONDS, STORAGE_FAILURE_MESSAGE, STORAGE_RETRY_AFTER_SECONDS } from '../../common/database-errors';
import { sendError } from '../../common/rest';
import { pingDatabase } from '../../db/data-source';

const READY_TIMEOUT_MS = 2000;

/** What the database monitor knows (db/monitor.ts). */
export interface DatabaseState {
  readonly available: boolean;
  /** Set while the database cannot store writes (it refused one lately: disk full, I/O error, read-only). */
  readonly storageFailure?: string | null;
  /** The read replicas (DATABASE_REPLICA_URLS): how many there are and how many take reads now. */
  readonly replicas?: () => { inRotation: number; total: number };
}

/**
 * /healthz: the process answers. /readyz: the database answers too (503 otherwise, at once while
 * it is known to be away, and while it cannot store writes: searches still work then, but an
 * instance that cannot save anything should not be sent traffic while another can).
 */
export function healthRoutes(ds: DataSource, database?: DatabaseState): Router {
  const router = Router();

  router.get('/healthz', (_req, res) => {
    res.json({ status: 'success', data: { uptimeSeconds: Math.round(process.uptime()) } });
  });

  router.get('/readyz', async (_req, res) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      if (!ds.isInitialized) throw new Error('not initialised');
      if (database && !database.available) throw new Error('down');
      if (database?.storageFailure) {
        res.setHeader('Retry-After', String(STORAGE_RETRY_AFTER_SECONDS));
        sendError(res, 503, STORAGE_FAILURE_MESSAGE, 'SERVICE_UNAVAILABLE');
        return;
      }
      await Promise.race([
        pingDatabase(ds),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS);
        }),
      ]);
      // Replicas out of the rotation do not make the instance unready: their reads go to the primary.
      const replicas = database?.replicas?.();
      res.json({ status: 'success', data: { database: 'up', ...(replicas && replicas.total > 0 ? { replicas } : {}) } });
    } catch {
      res.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      sendError(res, 503, 'The database is not answering.', 'SERVICE_UNAVAILABLE');
    } finally {
      clearTimeout(timer);
    }
  });

  return router;
}
