import { Router, type Request } from 'express';
import { queryFirst as one, queryInt as int, sendSuccess, type QueryValue } from '../../common/rest';
import { validateInput } from '../../common/validation';
import { requireSession } from '../../common/session';
import type { SearchHistoryService } from './search-history.service';
import type { SearchService } from './search.service';
import { SearchInput } from './search.types';

const LIST_PARAMS = ['titles', 'seniorities', 'locations', 'currentCompanies', 'pastCompanies', 'industries', 'skills', 'schools'] as const;

/** GET query parameters as the SearchInput both transports validate (lists by repeating a parameter). */
function searchInputOf(req: Request): Record<string, unknown> {
  const q = req.query as Record<string, QueryValue>;
  const filters: Record<string, unknown> = {};
  for (const name of LIST_PARAMS) if (q[name] !== undefined) filters[name] = ([] as string[]).concat(q[name] as string | string[]);
  if (q.keywords !== undefined) filters.keywords = one(q.keywords);
  if (q.skillsMatch !== undefined) filters.skillsMatch = one(q.skillsMatch);
  if (q.yearsFrom !== undefined) filters.yearsFrom = int(q.yearsFrom);
  if (q.yearsTo !== undefined) filters.yearsTo = int(q.yearsTo);
  return {
    type: one(q.type) ?? 'ai',
    query: one(q.searchterm) ?? one(q.q) ?? one(q.query) ?? null,
    page: int(q.page) ?? 1,
    persona: one(q.persona) ?? null,
    filters: Object.keys(filters).length > 0 ? filters : null,
  };
}

export function searchRoutes(search: SearchService, history: SearchHistoryService): Router {
  const router = Router();

  router.get('/search/profiles', async (req, res) => {
    const { userId } = requireSession(req.authState);
    const input = await validateInput(SearchInput, searchInputOf(req));
    const { profiles, ...rest } = await search.search(userId, input);
    sendSuccess(res, { data: profiles, ...rest });
  });

  router.get('/users/searches', async (req, res) => {
    const { userId } = requireSession(req.authState);
    const items = await history.list(userId);
    sendSuccess(res, { data: items.map(({ id, ...item }) => ({ _id: id, ...item })) });
  });

  return router;
}
