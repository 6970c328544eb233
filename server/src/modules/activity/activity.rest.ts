import { Router } from 'express';
import { sendSuccess } from '../../common/rest';
import { requireSession } from '../../common/session';
import type { ActivityService } from './activity.service';

/** The figures of the dashboard (the user's own) and of the landing page (public: the index and its use). */
export function activityRoutes(activity: ActivityService): Router {
  const router = Router();

  router.get('/activity', async (req, res) => {
    const { userId } = requireSession(req.authState);
    sendSuccess(res, { data: await activity.userFigures(userId) });
  });

  // Public: what the landing page claims, counted.
  router.get('/stats', async (_req, res) => {
    sendSuccess(res, { data: await activity.indexFigures() });
  });

  return router;
}
