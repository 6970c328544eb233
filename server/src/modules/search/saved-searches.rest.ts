import { Router, type Request } from 'express';
import { queryFirst, queryFlag, queryInt, sendSuccess, type QueryValue } from '../../common/rest';
import { validateInput } from '../../common/validation';
import { requireSession } from '../../common/session';
import type { SavedSearchesService } from './saved-searches.service';
import { RenameSavedSearchArgs, SaveSearchInput, type SavedSearchView } from './saved-searches.types';
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

/** /api/searches/saved: the saved searches of the signed-in user (GraphQL: saveSearch, savedSearches, ...). */
export function savedSearchesRoutes(saved: SavedSearchesService): Router {
  const router = Router();

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
