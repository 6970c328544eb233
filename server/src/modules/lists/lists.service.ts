import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../common/errors';
import { isUuid } from '../../common/ids';
import { revealedContactsOf } from '../contacts/contacts.service';
import type { RevealedContacts } from '../contacts/contacts.types';
import type { Freshness } from '../profiles/profile-facts';
import { findProfileByUsername, isProfileId } from '../profiles/profile-lookup';
import { ProfileRepository } from '../profiles/profile.repository';
import { safeFileName } from './csv';
import { exportFile, exportLine, locationOf } from './list-export';
import type { ListStage } from './list-stages';
import { ListsRepository, type EntryRow, type ListRow, type PersonRow } from './lists.repository';
import {
  CHOOSE_PROFILE_TO_ADD,
  CHOOSE_PROFILE_TO_REMOVE,
  CHOOSE_PROFILE_TO_UPDATE,
  CHOOSE_PROFILES_TO_EXPORT,
  LIST_NAME_REQUIRED,
  type CreateListInput,
  type ProfileListEntryView,
  type ProfileListView,
  type ProfileListWithUsernames,
} from './lists.types';
import { SHARE_NEEDS_TEAM_MESSAGE, SHARE_NOT_ALLOWED_MESSAGE } from '../teams/teams.messages';

export const LIST_NOT_FOUND = 'List not found';
export const NOT_IN_LIST = 'This profile is not in the list.';
export const NOTHING_TO_UPDATE = 'Please choose a stage or write notes to save.';

/** How much one account may keep in its lists (docs/decisions.md, "Collection sizes"). */
export interface ListLimits {
  /** Lists one user may have. */
  listsPerUser: number;
  /** People one list may hold. */
  entriesPerList: number;
}

const count = (n: number) => n.toLocaleString('en-US');

/** Creating one list more than the account may keep. */
export function tooManyListsMessage(max: number): string {
  return `You have ${count(max)} lists, the most an account can keep. Delete a list you no longer need to create a new one.`;
}

/**
 * Adding people past what a list may hold: nothing is added (docs/decisions.md, "Collection
 * sizes"). `fit` is how many more it can take; `asked` how many new people the request named.
 */
export function listFullMessage(max: number, fit: number, asked: number): string {
  if (fit <= 0) {
    return `This list holds ${count(max)} people, the most a list can keep. Remove people you no longer need, or add them to another list.`;
  }
  return `Only ${count(fit)} more ${fit === 1 ? 'person fits' : 'people fit'} in this list (a list keeps at most ${count(max)}), so none of these ${count(asked)} were added. Choose ${count(fit)} or fewer, or add them to another list.`;
}

/** A page of lists or of a list's entries: how many to skip, how many to answer. */
export interface ListPage {
  offset: number;
  limit: number;
}

function toListView(row: ListRow, userId: string): ProfileListView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    profileCount: row.profile_count,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    shared: row.team_id !== null,
    ownerName: row.owner_name,
    ownedByYou: row.user_id === userId,
  };
}

const NO_CONTACTS: RevealedContacts = { emails: [], phoneNumbers: [] };

/** How long data about a person is shown as it is (docs/decisions.md, "Retention"). */
export interface ListRetention {
  /** A contact no one confirmed for this long is hidden (CONTACT_HIDE_DAYS). */
  contactHideDays: number;
  /** A profile not read from a source for this long is marked out of date in the export (PROFILE_STALE_DAYS). */
  profileStaleDays: number;
}

/**
 * Rows with the contacts their user revealed, as a reveal shows them (the contacts module's rules:
 * hidden ones left out, outdated addresses marked, best first): one more statement for all the rows.
 */
async function withContacts<R extends PersonRow>(
  db: DataSource | EntityManager,
  userId: string,
  rows: R[],
  contactHideDays: number,
): Promise<Array<R & { contacts: RevealedContacts }>> {
  const revealed = rows.filter((r) => r.revealed && r.profile_id !== null).map((r) => String(r.profile_id));
  const contacts =
    revealed.length > 0 ? await revealedContactsOf(db, userId, revealed, contactHideDays) : new Map<string, RevealedContacts>();
  return rows.map((row) => ({ ...row, contacts: (row.profile_id !== null && contacts.get(String(row.profile_id))) || NO_CONTACTS }));
}

/** What a placeholder entry says, by why it is one (profile_list_items.removed_reason). */
export const REMOVED_NOTES: Record<string, string> = { person_request: "Removed at the person's request" };

function toEntryView(row: EntryRow & { contacts: RevealedContacts }): ProfileListEntryView {
  const found = row.profile_id !== null;
  return {
    linkedinUsername: row.linkedin_username,
    fullName: found ? `${row.first_name} ${row.last_name}` : null,
    currentPosition: row.current_title,
    company: row.current_company,
    location: found ? locationOf(row) : null,
    profilePicture: row.profile_picture,
    linkedinLink: row.linkedin_link,
    profileId: row.profile_id,
    addedAt: row.added_at,
    error: !found,
    removedNote: row.removed_reason ? (REMOVED_NOTES[row.removed_reason] ?? REMOVED_NOTES.person_request) : null,
    stage: row.stage as ListStage,
    notes: row.notes,
    revealed: row.revealed,
    emails: row.contacts.emails,
    phoneNumbers: row.contacts.phoneNumbers,
    listCount: row.list_count,
    sample: row.sample,
    addedBy: row.added_by_name,
    stageChangedBy: row.stage_changed_by_name,
    stageChangedAt: row.stage_changed_at,
    stageHistory: row.stage_history.map((h) => ({ stage: h.stage, changedBy: h.changedBy, changedAt: new Date(h.changedAt) })),
  };
}

/**
 * A user's lists of saved profiles. Every operation names the acting user: a list id that is not
 * one of theirs (another user's, a deleted one, or not an id at all) answers NOT_FOUND, the same way.
 */
export class ListsService {
  private readonly repo: ListsRepository;

  constructor(
    private readonly ds: DataSource,
    private readonly limits: ListLimits,
    private readonly retention: ListRetention,
  ) {
    this.repo = new ListsRepository(ds);
  }

  /** A page of the user's lists (all of them by default: at most LISTS_PER_USER), newest first, each with its count (usernames: see usernames). */
  async lists(userId: string, page: ListPage = { offset: 0, limit: this.limits.listsPerUser }): Promise<ProfileListView[]> {
    return (await this.repo.listsOf(userId, page)).map((row) => toListView(row, userId));
  }

  /** The usernames of each of these lists of the user, in the order they were added (none for a list that is not theirs): one query. */
  async usernames(userId: string, listIds: readonly string[]): Promise<string[][]> {
    const ids = [...new Set(listIds.filter((id) => isUuid(id)).map((id) => id.toLowerCase()))];
    const byList = ids.length > 0 ? await this.repo.usernamesOf(userId, ids) : new Map<string, string[]>();
    return listIds.map((id) => byList.get(id.toLowerCase()) ?? []);
  }

  /** These lists with their usernames (as the REST routes answer a list), in one more query. */
  async withUsernames<L extends ProfileListView>(userId: string, lists: L[]): Promise<Array<L & ProfileListWithUsernames>> {
    const usernames = await this.usernames(
      userId,
      lists.map((l) => l.id),
    );
    return lists.map((list, i) => ({ ...list, linkedinUsernames: usernames[i] }));
  }

  async get(userId: string, listId: string, repo: ListsRepository = this.repo): Promise<ProfileListView> {
    if (!isUuid(listId)) throw AppError.notFound(LIST_NOT_FOUND);
    const row = await repo.findOwn(userId, listId);
    if (!row) throw AppError.notFound(LIST_NOT_FOUND);
    return toListView(row, userId);
  }

  /**
   * A page of the profiles of each of these lists of the user, in the order they were added (none
   * for a list that is not theirs): one query for all the lists, one more for the contacts.
   */
  async entryPages(userId: string, listIds: readonly string[], page: ListPage): Promise<ProfileListEntryView[][]> {
    const ids = [...new Set(listIds.filter((id) => isUuid(id)).map((id) => id.toLowerCase()))];
    const rows =
      ids.length > 0
        ? await withContacts(this.ds, userId, await this.repo.entryPages(userId, ids, page), this.retention.contactHideDays)
        : [];
    const byList = new Map<string, ProfileListEntryView[]>();
    for (const row of rows) {
      const entries = byList.get(row.list_id) ?? [];
      entries.push(toEntryView(row));
      byList.set(row.list_id, entries);
    }
    return listIds.map((id) => byList.get(id.toLowerCase()) ?? []);
  }

  /**
   * The page of a list's entries a REST request names (`offset`, `limit`: whole numbers as text, or
   * left out: from the first, up to LIST_ENTRIES_MAX, so a list's every entry by default).
   */
  entryRange(query: { offset?: unknown; limit?: unknown }): ListPage {
    const max = this.limits.entriesPerList;
    const read = (value: unknown, fallback: number, min: number, name: string) => {
      if (value === undefined || value === '') return fallback;
      const n = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : NaN;
      if (!(n >= min && n <= Math.max(max, min))) {
        throw AppError.badInput(`${name} must be a whole number from ${min} to ${count(Math.max(max, min))}.`);
      }
      return n;
    };
    return { offset: read(query.offset, 0, 0, 'offset'), limit: read(query.limit, max, 1, 'limit') };
  }

  /** One list with a page of its profiles (GET /api/profile/list/{listId}; by default all of them, at most LIST_ENTRIES_MAX). */
  async getWithEntries(
    userId: string,
    listId: string,
    page: ListPage = { offset: 0, limit: this.limits.entriesPerList },
  ): Promise<ProfileListView & { profiles: ProfileListEntryView[] }> {
    const list = await this.get(userId, listId);
    const [profiles] = await this.entryPages(userId, [list.id], page);
    return { ...list, profiles };
  }

  /**
   * A new, empty list; the name is trimmed and must not be blank, a blank description is none. An
   * account keeps at most LISTS_PER_USER lists: the count is read and the list added while the
   * user's other creations wait, so concurrent creations cannot pass the limit.
   */
  async create(userId: string, input: CreateListInput): Promise<ProfileListView> {
    const name = input.name.trim();
    if (!name) throw AppError.badInput(LIST_NAME_REQUIRED);
    const saved = await this.ds.transaction(async (manager) => {
      const repo = new ListsRepository(manager);
      await repo.lockListsOf(userId);
      if ((await repo.countLists(userId)) >= this.limits.listsPerUser) {
        throw new AppError('CONFLICT', tooManyListsMessage(this.limits.listsPerUser));
      }
      const list = await repo.insert({ userId, name, description: input.description?.trim() || null });
      if (input.shared && !(await repo.setShared(userId, list.id, true))) throw AppError.badInput(SHARE_NEEDS_TEAM_MESSAGE);
      return this.get(userId, list.id, repo);
    });
    return saved;
  }

  /**
   * Shares a list with the user's team, or makes it private to its owner (docs/decisions.md,
   * "Teams"): its owner or a team admin may. Sharing needs a team.
   */
  async setShared(userId: string, listId: string, shared: boolean): Promise<ProfileListView> {
    if (!isUuid(listId)) throw AppError.notFound(LIST_NOT_FOUND);
    return this.ds.transaction(async (manager) => {
      const repo = new ListsRepository(manager);
      const list = await this.get(userId, listId, repo);
      if (shared && !(await repo.inTeam(userId))) throw AppError.badInput(SHARE_NEEDS_TEAM_MESSAGE);
      if (!(await repo.setShared(userId, listId, shared))) throw new AppError('FORBIDDEN', SHARE_NOT_ALLOWED_MESSAGE);
      return list.shared === shared ? list : this.get(userId, listId, repo);
    });
  }

  /** Deletes one of the user's lists with its entries; answers its id. */
  async delete(userId: string, listId: string): Promise<string> {
    if (!isUuid(listId)) throw AppError.notFound(LIST_NOT_FOUND);
    if (!(await this.repo.deleteOwn(userId, listId))) throw AppError.notFound(LIST_NOT_FOUND);
    return listId.toLowerCase();
  }

  /**
   * A list that held `before` entries and was just given `added` new ones must not pass
   * LIST_ENTRIES_MAX: past it the add is refused and its transaction rolled back, so nothing is
   * added (the list is locked while it is counted, so concurrent adds are counted one after another).
   */
  private checkSize(before: number, added: number): void {
    const max = this.limits.entriesPerList;
    if (before + added > max) throw new AppError('CONFLICT', listFullMessage(max, max - before, added));
  }

  /**
   * Adds a profile (by numeric id, LinkedIn username or profile link) to one of the user's lists.
   * Adding it again changes nothing (`added` is false): the entry's key is the list and the
   * username, so concurrent adds of one profile still leave one entry. The list row is locked
   * while the entry is written, so it cannot be deleted halfway.
   */
  async add(userId: string, listId: string, profileRef: string): Promise<{ list: ProfileListView; added: boolean }> {
    if (!isUuid(listId)) throw AppError.notFound(LIST_NOT_FOUND);
    const ref = profileRef.trim();
    if (!ref) throw AppError.badInput(CHOOSE_PROFILE_TO_ADD);
    return this.ds.transaction(async (manager) => {
      const repo = new ListsRepository(manager);
      await lockOwn(repo, userId, listId);
      const profile = await findProfile(manager, ref);
      const before = await repo.countEntries(listId);
      const added = await repo.insertEntry(listId, profile.linkedinUsername, profile.id, userId);
      if (added) this.checkSize(before, 1);
      if (added) await repo.touch(listId);
      return { list: await this.get(userId, listId, repo), added };
    });
  }

  /** Takes a profile out of one of the user's lists; one that is not in it leaves the list as it is (`removed` is false). */
  async remove(userId: string, listId: string, linkedinUsername: string): Promise<{ list: ProfileListView; removed: boolean }> {
    if (!isUuid(listId)) throw AppError.notFound(LIST_NOT_FOUND);
    const username = linkedinUsername.trim();
    if (!username) throw AppError.badInput(CHOOSE_PROFILE_TO_REMOVE);
    return this.ds.transaction(async (manager) => {
      const repo = new ListsRepository(manager);
      await lockOwn(repo, userId, listId);
      const removed = await repo.deleteEntry(listId, username);
      if (removed) await repo.touch(listId);
      return { list: await this.get(userId, listId, repo), removed };
    });
  }

  /**
   * Adds up to 100 profiles (each by id, username or link) to one of the user's lists at once, in
   * the order given, in one transaction: a profile that cannot be found adds none of them, and
   * neither do more new people than the list has room for. Those already in the list are left as
   * they are and counted apart (they take no room).
   */
  async addMany(
    userId: string,
    listId: string,
    profileRefs: readonly string[],
  ): Promise<{ list: ProfileListView; added: number; alreadyInList: number; addedUsernames: string[] }> {
    if (!isUuid(listId)) throw AppError.notFound(LIST_NOT_FOUND);
    const refs = profileRefs.map((r) => r.trim());
    if (refs.length === 0 || refs.some((r) => !r)) throw AppError.badInput(CHOOSE_PROFILE_TO_ADD);
    return this.ds.transaction(async (manager) => {
      const repo = new ListsRepository(manager);
      await lockOwn(repo, userId, listId);
      const profiles = await findProfiles(manager, repo, refs);
      const before = await repo.countEntries(listId);
      const addedUsernames = await repo.insertEntries(listId, profiles, userId);
      const added = addedUsernames.length;
      this.checkSize(before, added);
      if (added > 0) await repo.touch(listId);
      return { list: await this.get(userId, listId, repo), added, alreadyInList: profiles.length - added, addedUsernames };
    });
  }

  /**
   * Sets the stage and/or the notes of a person in one of the user's lists (notes trimmed, blank
   * clears them); answers the entry as the list shows it. A person not in the list is NOT_FOUND.
   */
  async updateEntry(
    userId: string,
    listId: string,
    linkedinUsername: string,
    change: { stage?: ListStage | null; notes?: string | null },
  ): Promise<ProfileListEntryView> {
    if (!isUuid(listId)) throw AppError.notFound(LIST_NOT_FOUND);
    const username = linkedinUsername.trim();
    if (!username) throw AppError.badInput(CHOOSE_PROFILE_TO_UPDATE);
    const stage = change.stage ?? undefined;
    const notes = change.notes === undefined ? undefined : change.notes?.trim() || null;
    if (stage === undefined && change.notes === undefined) throw AppError.badInput(NOTHING_TO_UPDATE);
    return this.ds.transaction(async (manager) => {
      const repo = new ListsRepository(manager);
      await lockOwn(repo, userId, listId);
      if (!(await repo.updateEntry(listId, username, { stage, notes }, userId))) throw AppError.notFound(NOT_IN_LIST);
      await repo.touch(listId);
      const row = await repo.entry(userId, listId, username);
      if (!row) throw AppError.notFound(NOT_IN_LIST);
      const [entry] = await withContacts(manager, userId, [row], this.retention.contactHideDays);
      return toEntryView(entry);
    });
  }

  /** In how many of the user's lists each of these usernames is (0 for none): one query for a page of cards. */
  async listCounts(userId: string, usernames: readonly string[]): Promise<number[]> {
    const counts = await this.repo.listCounts(userId, usernames);
    return usernames.map((u) => counts.get(u) ?? 0);
  }

  /**
   * One of the user's lists as a CSV file (columns EXPORT_COLUMNS), its profiles in list order with
   * their stage and notes. Contacts are filled in only for profiles this user has revealed; a
   * profile that can no longer be found is a row reading 'Not found' with its LinkedIn link.
   */
  async exportCsv(userId: string, listId: string): Promise<{ fileName: string; csv: string }> {
    // Bounded by LIST_ENTRIES_MAX: a list at the limit is one query and a file of about a megabyte.
    const list = await this.get(userId, listId);
    const rows = await withContacts(this.ds, userId, await this.repo.entries(userId, listId), this.retention.contactHideDays);
    const freshness = this.freshness();
    return { fileName: `${safeFileName(list.name, 'list')}.csv`, csv: exportFile(rows.map((row) => exportLine(row, freshness, row))) };
  }

  /**
   * Chosen profiles (by username, 1 to 100, as search results give them) as a CSV file with the
   * same columns, in the order given (stage and notes empty: they belong to a list). Usernames not
   * in the index are left out; contacts only for profiles this user has revealed.
   */
  async exportProfilesCsv(userId: string, linkedinUsernames: readonly string[]): Promise<{ fileName: string; csv: string }> {
    const usernames = [...new Set(linkedinUsernames.map((u) => u.trim()).filter(Boolean))];
    if (usernames.length === 0) throw AppError.badInput(CHOOSE_PROFILES_TO_EXPORT);
    const rows = await withContacts(this.ds, userId, await this.repo.people(userId, usernames), this.retention.contactHideDays);
    const freshness = this.freshness();
    return { fileName: 'talentlens-profiles.csv', csv: exportFile(rows.map((row) => exportLine(row, freshness))) };
  }

  /** How the export judges a profile's age now (PROFILE_STALE_DAYS). */
  private freshness(): Freshness {
    return { now: new Date(), staleDays: this.retention.profileStaleDays };
  }
}

/** Locks one of the user's lists for the rest of the transaction (deleting it waits), or NOT_FOUND. */
async function lockOwn(repo: ListsRepository, userId: string, listId: string): Promise<void> {
  if (!(await repo.lockOwn(userId, listId))) throw AppError.notFound(LIST_NOT_FOUND);
}

/**
 * The profiles references name, in their order, each once: numeric ids read in one query, the rest
 * (and ids that are no profile's) one by one as findProfile reads them. NOT_FOUND when any is missing.
 */
async function findProfiles(
  manager: EntityManager,
  repo: ListsRepository,
  refs: readonly string[],
): Promise<Array<{ id: string; linkedinUsername: string }>> {
  const ids = refs.filter(isProfileId);
  const byId = new Map((ids.length > 0 ? await repo.profilesById(ids) : []).map((p) => [p.id, p.linkedin_username]));
  const seen = new Set<string>();
  const profiles: Array<{ id: string; linkedinUsername: string }> = [];
  for (const ref of refs) {
    const known = byId.get(ref);
    const profile = known !== undefined ? { id: ref, linkedinUsername: known } : await findProfile(manager, ref);
    if (seen.has(profile.linkedinUsername)) continue;
    seen.add(profile.linkedinUsername);
    profiles.push(profile);
  }
  return profiles;
}

/** The profile a reference names: a numeric id first, else a username or profile link. */
async function findProfile(manager: EntityManager, ref: string): Promise<{ id: string; linkedinUsername: string }> {
  const select = { id: true, linkedinUsername: true } as const;
  if (isProfileId(ref)) {
    const byId = await new ProfileRepository(manager).findById(ref, select);
    if (byId) return byId;
  }
  return findProfileByUsername(manager, ref, select);
}
