import { Router, type Request } from 'express';
import { AppError } from '../../common/errors';
import { queryFirst, queryFlag, queryInt, sendSuccess, type QueryValue } from '../../common/rest';
import { validateInput } from '../../common/validation';
import { requireSession } from '../../common/session';
import type { SavedSearchAlertsService } from './saved-search-alerts.service';
import type { SavedSearchesService } from './saved-searches.service';
import { RenameSavedSearchArgs, SaveSearchInput, SetSavedSearchAlertArgs, type SavedSearchView } from './saved-searches.types';
import { SearchInput } from './search.types';

/** A saved search as the REST routes answer it: `_id` beside `id`, like the history and lists. */
const toRest = (s: SavedSearchView) => ({ _id: s.id, ...s });

/** The query of a run: page, onlyNew (true or 1), since; validated by SearchInput's own rules. */
async function runOptionsOf(req: Request): Promise<{ page: number; onlyNew: boolean; since: Date | null }> {
  const q = req.query as Record<string, QueryValue>;
  const input = await validateInput(SearchInput, {
    type: 'ai',
    page: queryInt(q.page) ?? 1,
    onlyNew: queryFlag(q.onlyNew) ?? false,
    since: queryFirst(q.since) || undefined,
  });
  return { page: input.page, onlyNew: input.onlyNew ?? false, since: input.since ?? null };
}

/**
 * /api/searches/saved: the saved searches of the signed-in user (GraphQL: saveSearch, savedSearches,
 * ...), and the alert e-mails' unsubscribe link, which needs no sign-in (its token is the credential).
 */
export function savedSearchesRoutes(saved: SavedSearchesService, alerts: SavedSearchAlertsService): Router {
  const router = Router();

  // The link of every alert e-mail: a GET, so that it works from any mail client with one click.
  router.get('/searches/saved/alerts/unsubscribe', async (req, res) => {
    const { name, message } = await alerts.unsubscribe(queryFirst((req.query as Record<string, QueryValue>).token));
    sendSuccess(res, { message, data: { name, alert: 'off' } });
  });

  router.get('/searches/saved', async (req, res) => {
    const { userId } = requireSession(req.authState);
    sendSuccess(res, { data: (await saved.list(userId)).map(toRest) });
  });

  router.post('/searches/saved', async (req, res) => {
    const { userId } = requireSession(req.authState);
    const input = await validateInput(SaveSearchInput, req.body);
    sendSuccess(res, { message: 'Search saved.', data: toRest(await saved.save(userId, input)) }, 201);
  });

  router.get('/searches/saved/:id', async (req, res) => {
    const { userId } = requireSession(req.authState);
    sendSuccess(res, { data: toRest(await saved.get(userId, req.params.id)) });
  });

  router.patch('/searches/saved/:id', async (req, res) => {
    const { userId } = requireSession(req.authState);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const { id, name } = await validateInput(RenameSavedSearchArgs, { id: req.params.id, name: body.name });
    sendSuccess(res, { message: 'Search renamed.', data: toRest(await saved.rename(userId, id, name)) });
  });

  router.put('/searches/saved/:id/alert', async (req, res) => {
    const { userId } = requireSession(req.authState);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const { id, alert } = await validateInput(SetSavedSearchAlertArgs, { id: req.params.id, alert: body.alert });
    const view = await saved.setAlert(userId, id, alert);
    sendSuccess(res, {
      message: alert === 'off' ? 'Alert turned off.' : `You will get new people by e-mail ${alert}.`,
      data: toRest(view),
    });
  });

  router.delete('/searches/saved/:id', async (req, res) => {
    const { userId } = requireSession(req.authState);
    const id = await saved.delete(userId, req.params.id);
    sendSuccess(res, { message: 'Search deleted.', data: { _id: id, id } });
  });

  // A run: page 1 without `since` records it; later pages and onlyNew pass its `savedRun.since` back.
  router.get('/searches/saved/:id/run', async (req, res) => {
    const { userId } = requireSession(req.authState);
    const { profiles, ...rest } = await saved.run(userId, req.params.id, await runOptionsOf(req));
    sendSuccess(res, { data: profiles, ...rest });
  });

  return router;
}

/**
 * /dev/saved-search-alerts/run (never in production, like /dev/outbox): runs the alert job at once,
 * for the browser journeys and for trying it; `now` (ISO time) runs it as at that moment, so a
 * weekly alert is due without waiting a week. Answers what the run did.
 */
export function savedSearchAlertsDevRoutes(alerts: SavedSearchAlertsService): Router {
  const router = Router();
  router.post('/saved-search-alerts/run', async (req, res) => {
    const raw = queryFirst((req.query as Record<string, QueryValue>).now);
    const now = raw ? new Date(raw) : undefined;
    const year = now?.getUTCFullYear();
    if (year !== undefined && !(year >= 1970 && year <= 9999)) throw AppError.badInput('now must be an ISO date and time');
    res.json(await alerts.runDue(now));
  });
  return router;
}
