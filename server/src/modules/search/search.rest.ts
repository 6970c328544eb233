import express, { Router, type Request, type RequestHandler } from 'express';
import { AppError } from '../../common/errors';
import { forbiddenTextError, hasForbiddenCharacter } from '../../common/input-text';
import { queryFirst as one, queryFlag, queryInt as int, sendError, sendSuccess, type QueryValue } from '../../common/rest';
import { validateInput } from '../../common/validation';
import { requireSession } from '../../common/session';
import { PDF_MAX_BYTES, PDF_MESSAGES } from './job-description-pdf';
import type { SearchHistoryService } from './search-history.service';
import { JOB_DESCRIPTION_UNREAD, type SearchService } from './search.service';
import { SearchInput } from './search.types';
import type { SuggestionsService } from './suggestions.service';
import { JobDescriptionArgs, SuggestionsArgs } from './suggestions.types';

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
  // Flags: true/1 or false/0; anything else reaches validation as text and is refused there.
  if (q.remote !== undefined) filters.remote = queryFlag(q.remote);
  if (q.openToRelocation !== undefined) filters.openToRelocation = queryFlag(q.openToRelocation);
  return {
    type: one(q.type) ?? 'ai',
    query: one(q.searchterm) ?? one(q.q) ?? one(q.query) ?? null,
    page: int(q.page) ?? 1,
    persona: one(q.persona) ?? null,
    filters: Object.keys(filters).length > 0 ? filters : null,
    asTyped: q.asTyped !== undefined ? queryFlag(q.asTyped) : undefined,
    // `must` repeated: the must-haves (`must=` alone: none).
    mustHave: q.must !== undefined ? ([] as string[]).concat(q.must as string | string[]).filter((k) => k !== '') : null,
  };
}

/**
 * A look outside the index before a search, for the REST search's `openWeb` flag (modules/people-data
 * implements it: "Search the open web for more"); what it did, with a sentence to show.
 */
export type OpenWebStep = (userId: string, input: SearchInput) => Promise<{ message: string }>;

const OPEN_WEB_FLAG_MESSAGE = 'openWeb is true or false.';

const readPdfBody = express.raw({ type: 'application/pdf', limit: PDF_MAX_BYTES });
/** A text/plain description: the JSON limit of app.ts, ample for 20,000 characters. */
const readTextBody = express.text({ type: 'text/plain', limit: '100kb' });

/**
 * The job description route's own bodies, beside the JSON app.ts reads for every route: a PDF file
 * (at most PDF_MAX_BYTES, one larger refused with 413 and a sentence saying so) or plain text.
 */
const jobDescriptionBody: RequestHandler = (req, res, next) => {
  readPdfBody(req, res, (err?: unknown) => {
    if ((err as { type?: unknown } | undefined)?.type === 'entity.too.large')
      return next(new AppError('PAYLOAD_TOO_LARGE', PDF_MESSAGES.tooLarge));
    if (err) return next(err);
    readTextBody(req, res, next);
  });
};

export function searchRoutes(
  search: SearchService,
  history: SearchHistoryService,
  suggestions: SuggestionsService,
  openWebStep?: OpenWebStep,
): Router {
  const router = Router();

  // A job description read into a search: JSON { text }, a text/plain body or a PDF file (application/pdf,
  // its text read by job-description-pdf.ts) -> { query, mustHave, niceToHave }; a PDF's answer adds the text read.
  router.post(
    '/search/job-description',
    (req, _res, next) => {
      requireSession(req.authState); // before a file of up to 5 MB is read
      next();
    },
    jobDescriptionBody,
    async (req, res) => {
      const { userId } = requireSession(req.authState);
      const body: unknown = req.body;
      if (Buffer.isBuffer(body)) {
        const { text, reading } = await search.readJobDescriptionPdf(body, userId);
        if (reading) sendSuccess(res, { data: reading, text });
        else {
          // Nothing to search by in it: the refusal still gives the text read, for the recruiter to see and complete.
          const refusal = AppError.badInput(JOB_DESCRIPTION_UNREAD);
          sendError(res, refusal.httpStatus, refusal.message, refusal.code, { text });
        }
        return;
      }
      if (typeof body === 'string' && hasForbiddenCharacter(body)) throw forbiddenTextError('text');
      const args = await validateInput(JobDescriptionArgs, {
        text: typeof body === 'string' ? body : (body as { text?: unknown } | undefined)?.text,
      });
      sendSuccess(res, { data: await search.readJobDescription(args.text, userId) });
    },
  );

  // Suggestions while typing: ?q=recrui, and &kind= (repeated) for some kinds only.
  router.get('/search/suggestions', async (req, res) => {
    requireSession(req.authState);
    const q = req.query as Record<string, QueryValue>;
    const args = await validateInput(SuggestionsArgs, {
      text: one(q.q) ?? one(q.text) ?? '',
      kinds: q.kind !== undefined ? ([] as string[]).concat(q.kind as string | string[]) : null,
      first: int(q.first) ?? 8,
    });
    sendSuccess(res, { data: await suggestions.suggest(args.text, args.kinds ?? undefined, args.first) });
  });

  router.get('/search/profiles', async (req, res) => {
    const { userId } = requireSession(req.authState);
    const input = await validateInput(SearchInput, searchInputOf(req));
    const flag = queryFlag((req.query as Record<string, QueryValue>).openWeb) ?? false;
    if (typeof flag !== 'boolean') throw AppError.badInput(OPEN_WEB_FLAG_MESSAGE);
    // Asked for: the open web first (the caller waits for it), then the search, which then holds whom it brought in.
    const openWeb = flag && openWebStep ? await openWebOutcome(openWebStep, userId, input) : undefined;
    const { profiles, ...rest } = await search.search(userId, input);
    sendSuccess(res, { data: profiles, ...rest, ...(openWeb ? { openWeb } : {}) });
  });

  router.get('/users/searches', async (req, res) => {
    const { userId } = requireSession(req.authState);
    const items = await history.list(userId);
    sendSuccess(res, { data: items.map(({ id, ...item }) => ({ _id: id, ...item })) });
  });

  return router;
}

/** What the open web did, or why it could not (its code and message): the search answers either way. */
async function openWebOutcome(step: OpenWebStep, userId: string, input: SearchInput): Promise<Record<string, unknown>> {
  try {
    return { ...(await step(userId, input)) };
  } catch (err) {
    if (err instanceof AppError) return { error: err.code, message: err.message };
    throw err;
  }
}
