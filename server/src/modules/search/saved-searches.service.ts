import { randomBytes } from 'node:crypto';
import { QueryFailedError, type DataSource } from 'typeorm';
import { AppError } from '../../common/errors';
import { isUuid } from '../../common/ids';
import { findPersona } from './personas';
import { SavedSearchesRepository, type SavedSearchRow } from './saved-searches.repository';
import { SAVED_SEARCH_ALERTS, type SavedSearchAlertName } from './saved-search.entity';
import {
  SAVED_SEARCH_ALERT_INVALID,
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCH_NAME_REQUIRED,
  type SavedSearchView,
  type SaveSearchInput,
} from './saved-searches.types';
import type { SearchFilters, SearchTypeEnum } from './search-definition.types';
import { describeFilters, type SearchService } from './search.service';
import type { SearchInput, SearchResult } from './search.types';

export const SAVED_SEARCH_NOT_FOUND = 'Saved search not found';

/** Saving one search more than an account may keep (SAVED_SEARCHES_PER_USER). */
export function tooManySavedSearchesMessage(max: number): string {
  return `You can keep up to ${max.toLocaleString('en-US')} saved searches. Delete one to save another.`;
}

const nameTaken = (name: string) => new AppError('CONFLICT', `You already have a saved search named "${name}". Choose another name.`);

function isUniqueViolation(err: unknown): boolean {
  return err instanceof QueryFailedError && (err.driverError as { code?: string } | undefined)?.code === '23505';
}

/** A name as it is kept: trimmed, not blank, at most 100 characters. */
function cleanName(raw: string): string {
  const name = raw.trim();
  if (!name) throw AppError.badInput(SAVED_SEARCH_NAME_REQUIRED);
  if (name.length > SAVED_SEARCH_NAME_MAX) throw AppError.badInput(`The name must be at most ${SAVED_SEARCH_NAME_MAX} characters`);
  return name;
}

/** An alert as it is kept: off unless given; anything but off, daily or weekly is refused. */
function cleanAlert(raw: string | null | undefined): SavedSearchAlertName {
  if (raw === undefined || raw === null) return 'off';
  if (!(SAVED_SEARCH_ALERTS as readonly string[]).includes(raw)) throw AppError.badInput(SAVED_SEARCH_ALERT_INVALID);
  return raw as SavedSearchAlertName;
}

/** A new unsubscribe token: 32 random bytes, base64url (43 characters). */
const newAlertToken = () => randomBytes(32).toString('base64url');

/** The search of a saved row as the results page (and SearchService) takes it. */
export function searchOf(row: SavedSearchRow): Omit<SearchInput, 'page'> {
  return {
    type: row.type as SearchTypeEnum,
    query: row.query,
    filters: (row.params?.filters as SearchFilters | undefined) ?? null,
    persona: (row.params?.persona as string | undefined) ?? null,
    mustHave: (row.params?.mustHave as string[] | undefined) ?? null,
  };
}

/** How a saved search reads (as in the history). */
export function describeSearch(search: Omit<SearchInput, 'page'>): string {
  switch (search.type) {
    case 'build':
      return describeFilters(search.filters ?? {});
    case 'persona': {
      const name = findPersona(search.persona)?.name ?? search.persona ?? '';
      return search.query ? `${name}: ${search.query}` : name;
    }
    default:
      return search.query ?? '';
  }
}

export function toSavedSearchView(row: SavedSearchRow): SavedSearchView {
  const search = searchOf(row);
  return {
    id: row.id,
    name: row.name,
    type: search.type,
    query: search.query ?? null,
    filters: search.filters ?? null,
    persona: search.persona ?? null,
    mustHave: search.mustHave ?? null,
    searchTerm: describeSearch(search),
    createdAt: row.created_at,
    lastRunAt: row.last_run_at,
    previousRunAt: row.previous_run_at,
    alert: row.alert,
    alertSentAt: row.alert === 'off' ? null : row.alert_sent_at,
  };
}

/**
 * A user's saved searches (docs/decisions.md, "Saved searches"): saved with a name from the
 * results page, listed on /searches, run again there. A run tells who is new: the profiles the
 * search lists that were added to the index after the run before. Every operation names the
 * acting user; an id that is not one of theirs answers NOT_FOUND.
 */
export class SavedSearchesService {
  private readonly repo: SavedSearchesRepository;

  constructor(
    private readonly ds: DataSource,
    private readonly search: SearchService,
    /** How many saved searches one account may keep (docs/decisions.md, "Collection sizes"). */
    private readonly limits: { perUser: number },
  ) {
    this.repo = new SavedSearchesRepository(ds);
  }

  /** The user's saved searches, newest first. */
  async list(userId: string): Promise<SavedSearchView[]> {
    return (await this.repo.listOwn(userId)).map(toSavedSearchView);
  }

  async get(userId: string, id: string): Promise<SavedSearchView> {
    return toSavedSearchView(await this.own(userId, id));
  }

  /**
   * Saves a search under a name. The search must be one the results page can run (a blank search,
   * an unknown persona, build filters with nothing set are refused as a search would refuse them).
   * Saving counts as a run: the results were on the screen. An account keeps at most
   * SAVED_SEARCHES_PER_USER: counted and added while the user's other saves wait, so concurrent
   * saves cannot pass the limit. With an alert (daily or weekly), it e-mails who is new from now on.
   */
  async save(userId: string, input: SaveSearchInput): Promise<SavedSearchView> {
    const name = cleanName(input.name);
    const alert = cleanAlert(input.alert);
    const search = {
      type: input.type,
      query: input.query?.trim() || null,
      filters: input.filters ?? null,
      persona: input.persona ?? null,
      mustHave: input.mustHave ?? null,
    };
    const plan = await this.search.plan({ ...search, page: 1 });
    if (!plan) throw AppError.badInput('There is nothing to save yet: run a search first.');
    const kind =
      search.type === 'build'
        ? { filters: search.filters }
        : search.type === 'persona'
          ? { persona: plan.persona?.id ?? search.persona }
          : null;
    const params = plan.params?.mustHave ? { ...kind, mustHave: plan.params.mustHave } : kind;
    try {
      const row = await this.ds.transaction(async (manager) => {
        const repo = new SavedSearchesRepository(manager);
        await repo.lockSavesOf(userId);
        if ((await repo.countOwn(userId)) >= this.limits.perUser) {
          throw new AppError('CONFLICT', tooManySavedSearchesMessage(this.limits.perUser));
        }
        return repo.insert({
          userId,
          name,
          type: search.type,
          query: search.type === 'build' ? null : search.query,
          params,
          alert,
          alertToken: newAlertToken(),
        });
      });
      return toSavedSearchView(row);
    } catch (err) {
      if (isUniqueViolation(err)) throw nameTaken(name);
      throw err;
    }
  }

  async rename(userId: string, id: string, rawName: string): Promise<SavedSearchView> {
    const name = cleanName(rawName);
    if (!isUuid(id)) throw AppError.notFound(SAVED_SEARCH_NOT_FOUND);
    try {
      const row = await this.repo.rename(userId, id, name);
      if (!row) throw AppError.notFound(SAVED_SEARCH_NOT_FOUND);
      return toSavedSearchView(row);
    } catch (err) {
      if (isUniqueViolation(err)) throw nameTaken(name);
      throw err;
    }
  }

  /**
   * Turns the e-mail alert of one of the user's saved searches on (daily or weekly) or off. Turned
   * on, it counts from now: the first e-mail lists who is added from here on.
   */
  async setAlert(userId: string, id: string, rawAlert: string): Promise<SavedSearchView> {
    const alert = cleanAlert(rawAlert);
    if (!isUuid(id)) throw AppError.notFound(SAVED_SEARCH_NOT_FOUND);
    const row = await this.repo.setAlert(userId, id, alert, newAlertToken());
    if (!row) throw AppError.notFound(SAVED_SEARCH_NOT_FOUND);
    return toSavedSearchView(row);
  }

  /** Deletes one of the user's saved searches; answers its id. */
  async delete(userId: string, id: string): Promise<string> {
    if (!isUuid(id) || !(await this.repo.deleteOwn(userId, id))) throw AppError.notFound(SAVED_SEARCH_NOT_FOUND);
    return id.toLowerCase();
  }

  /**
   * One page of a saved search's run. Without `since` it is a new run: recorded (the last run
   * becomes the previous one), and its new profiles are those added after the previous run. With
   * `since` (the run's own, passed back by the client for later pages and for "Show only new")
   * nothing is recorded, so every page of a run counts from the same time. The run's answers are
   * cached under its own scope: nothing cached before the run is read, so "new since" is never
   * answered from a stale cache. `newCount` counts the new profiles among everything the search
   * lists; `onlyNew` lists only them.
   */
  async run(userId: string, id: string, opts: { page: number; onlyNew: boolean; since?: Date | null }): Promise<SearchResult> {
    let row = await this.own(userId, id);
    const newRun = !opts.since;
    if (newRun) row = (await this.repo.recordRun(userId, row.id)) ?? row;
    // A saved row always has a previous run once a run is recorded (saving is the first).
    const since = opts.since ?? row.previous_run_at ?? row.created_at;
    const input: SearchInput = { ...searchOf(row), page: opts.page };
    const cacheScope = `saved:${row.id}:${since.toISOString()}`;
    const [result, added] = await Promise.all([
      this.search.search(userId, input, {
        addedAfter: opts.onlyNew ? since : undefined,
        cacheScope,
        record: newRun && opts.page === 1,
      }),
      this.search.countAdded(input, since, cacheScope),
    ]);
    const newIds = await this.repo.addedAfter(
      result.profiles.map((p) => p.id),
      since,
    );
    for (const card of result.profiles) card.isNew = newIds.has(String(card.id));
    result.savedRun = {
      savedSearch: toSavedSearchView(row),
      since,
      newCount: added.count,
      newCountIsApproximate: added.approximate,
      onlyNew: opts.onlyNew,
    };
    return result;
  }

  private async own(userId: string, id: string): Promise<SavedSearchRow> {
    if (!isUuid(id)) throw AppError.notFound(SAVED_SEARCH_NOT_FOUND);
    const row = await this.repo.findOwn(userId, id);
    if (!row) throw AppError.notFound(SAVED_SEARCH_NOT_FOUND);
    return row;
  }
}
