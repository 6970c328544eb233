import { Router } from 'express';
import type { DataSource } from 'typeorm';

const READY_TIMEOUT_MS = 2000;

/** /healthz: the process answers. /readyz: the database answers too (503 otherwise). */
export function healthRoutes(ds: DataSource): Router {
  const router = Router();

  router.get('/healthz', (_req, res) => {
    res.json({ status: 'success', data: { uptimeSeconds: Math.round(process.uptime()) } });
  });

  router.get('/readyz', async (_req, res) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      if (!ds.isInitialized) throw new Error('not initialised');
      await Promise.race([
        ds.query('SELECT 1'),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS);
        }),
      ]);
      res.json({ status: 'success', data: { database: 'up' } });
    } catch {
      res.status(503).json({ status: 'error', message: 'The database is not answering.' });
    } finally {
      clearTimeout(timer);
    }
  });

  return router;
}
