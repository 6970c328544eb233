import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../common/errors';
import { revealedContactsOf } from '../contacts/contacts.service';
import type { RevealedContacts } from '../contacts/contacts.types';
import { findProfileByUsername, isProfileId } from '../profiles/profile-lookup';
import { ProfileRepository } from '../profiles/profile.repository';
import { safeFileName, toCsv, type CsvValue } from './csv';
import { ListsRepository, type EntryRow, type ListRow, type PersonRow } from './lists.repository';
import {
  CHOOSE_PROFILE_TO_ADD,
  CHOOSE_PROFILE_TO_REMOVE,
  CHOOSE_PROFILE_TO_UPDATE,
  CHOOSE_PROFILES_TO_EXPORT,
  LIST_NAME_REQUIRED,
  ListStageEnum,
  type CreateListInput,
  type ProfileListEntryView,
  type ProfileListView,
} from './lists.types';

export const LIST_NOT_FOUND = 'List not found';
export const NOT_IN_LIST = 'This profile is not in the list.';
export const NOTHING_TO_UPDATE = 'Please choose a stage or write notes to save.';

/**
 * The columns of an exported list, in order: what a CRM import maps without editing. Contacts only
 * for profiles the user has revealed, best status first.
 */
export const EXPORT_COLUMNS = [
  'First name',
  'Last name',
  'Title',
  'Company',
  'Location',
  'Profile link',
  'Email 1',
  'Email 1 status',
  'Email 2',
  'Email 2 status',
  'Email 3',
  'Email 3 status',
  'Phone 1',
  'Phone 2',
  'Stage',
  'Notes',
] as const;
/** Phone 1 and Phone 2: their phone numbers are written as they are (see csv.ts). */
const PHONE_COLUMNS = new Set([EXPORT_COLUMNS.indexOf('Phone 1'), EXPORT_COLUMNS.indexOf('Phone 2')]);

/** How the export and the list page name each stage. */
export const STAGE_LABELS: Record<ListStageEnum, string> = {
  new: 'New',
  contacted: 'Contacted',
  replied: 'Replied',
  interviewing: 'Interviewing',
  not_a_fit: 'Not a fit',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toListView(row: ListRow): ProfileListView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    linkedinUsernames: row.usernames,
    profileCount: row.usernames.length,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const NO_CONTACTS: RevealedContacts = { emails: [], phoneNumbers: [] };

/**
 * Rows with the contacts their user revealed, as a reveal shows them (the contacts module's rule:
 * outdated addresses marked, best first): one more statement for all the rows.
 */
async function withContacts<R extends PersonRow>(
  db: DataSource | EntityManager,
  userId: string,
  rows: R[],
): Promise<Array<R & { contacts: RevealedContacts }>> {
  const revealed = rows.filter((r) => r.revealed && r.profile_id !== null).map((r) => String(r.profile_id));
  const contacts = revealed.length > 0 ? await revealedContactsOf(db, userId, revealed) : new Map<string, RevealedContacts>();
  return rows.map((row) => ({ ...row, contacts: (row.profile_id !== null && contacts.get(String(row.profile_id))) || NO_CONTACTS }));
}

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
    stage: row.stage as ListStageEnum,
    notes: row.notes,
    revealed: row.revealed,
    emails: row.contacts.emails,
    phoneNumbers: row.contacts.phoneNumbers,
    listCount: row.list_count,
  };
}

function locationOf(row: PersonRow): string | null {
  return [row.city, row.country].filter(Boolean).join(', ') || null;
}

/** One exported row: a person (or a username no longer found), their best contacts, and the entry's stage and notes. */
function exportLine(row: PersonRow & { contacts: RevealedContacts }, entry?: { stage: string; notes: string | null }): CsvValue[] {
  const work = entry ? [STAGE_LABELS[entry.stage as ListStageEnum] ?? entry.stage, entry.notes] : [null, null];
  if (row.profile_id === null) {
    const link = `https://www.linkedin.com/in/${encodeURIComponent(row.linkedin_username)}`;
    return [null, null, 'Not found', null, null, link, ...Array<null>(8).fill(null), ...work];
  }
  const emails = row.contacts.emails.slice(0, 3);
  const phones = row.contacts.phoneNumbers.slice(0, 2);
  return [
    row.first_name,
    row.last_name,
    row.current_title,
    row.current_company,
    locationOf(row),
    row.linkedin_link,
    ...[0, 1, 2].flatMap((i) => [emails[i]?.address, emails[i]?.status]),
    phones[0]?.number,
    phones[1]?.number,
    ...work,
  ];
}

function exportFile(rows: CsvValue[][]): string {
  return toCsv([[...EXPORT_COLUMNS], ...rows], { phoneColumns: PHONE_COLUMNS });
}

/**
 * A user's lists of saved profiles. Every operation names the acting user: a list id that is not
 * one of theirs (another user's, a deleted one, or not an id at all) answers NOT_FOUND, the same way.
 */
export class ListsService {
  private readonly repo: ListsRepository;

  constructor(private readonly ds: DataSource) {
    this.repo = new ListsRepository(ds);
  }

  /** The user's lists, newest first, each with its usernames and count. */
  async lists(userId: string): Promise<ProfileListView[]> {
    return (await this.repo.listsOf(userId)).map(toListView);
  }

  async get(userId: string, listId: string, repo: ListsRepository = this.repo): Promise<ProfileListView> {
    if (!UUID.test(listId)) throw AppError.notFound(LIST_NOT_FOUND);
    const row = await repo.findOwn(userId, listId);
    if (!row) throw AppError.notFound(LIST_NOT_FOUND);
    return toListView(row);
  }

  /** The profiles of one of the user's lists, in the order they were added (none for a list that is not theirs). */
  async entries(userId: string, listId: string): Promise<ProfileListEntryView[]> {
    if (!UUID.test(listId)) return [];
    return (await withContacts(this.ds, userId, await this.repo.entries(userId, listId))).map(toEntryView);
  }

  /** One list with its profiles (the /list/{listId} page). */
  async getWithEntries(userId: string, listId: string): Promise<ProfileListView & { profiles: ProfileListEntryView[] }> {
    const list = await this.get(userId, listId);
    return { ...list, profiles: await this.entries(userId, listId) };
  }

  /** A new, empty list; the name is trimmed and must not be blank, a blank description is none. */
  async create(userId: string, input: CreateListInput): Promise<ProfileListView> {
    const name = input.name.trim();
    if (!name) throw AppError.badInput(LIST_NAME_REQUIRED);
    const saved = await this.repo.insert({ userId, name, description: input.description?.trim() || null });
    return {
      id: saved.id,
      name: saved.name,
      description: saved.description,
      linkedinUsernames: [],
      profileCount: 0,
      createdAt: saved.createdAt,
      updatedAt: saved.updatedAt,
    };
  }

  /** Deletes one of the user's lists with its entries; answers its id. */
  async delete(userId: string, listId: string): Promise<string> {
    if (!UUID.test(listId)) throw AppError.notFound(LIST_NOT_FOUND);
    if (!(await this.repo.deleteOwn(userId, listId))) throw AppError.notFound(LIST_NOT_FOUND);
    return listId.toLowerCase();
  }

  /**
   * Adds a profile (by numeric id, LinkedIn username or profile link) to one of the user's lists.
   * Adding it again changes nothing (`added` is false): the entry's key is the list and the
   * username, so concurrent adds of one profile still leave one entry. The list row is locked
   * while the entry is written, so it cannot be deleted halfway.
   */
  async add(userId: string, listId: string, profileRef: string): Promise<{ list: ProfileListView; added: boolean }> {
    if (!UUID.test(listId)) throw AppError.notFound(LIST_NOT_FOUND);
    const ref = profileRef.trim();
    if (!ref) throw AppError.badInput(CHOOSE_PROFILE_TO_ADD);
    return this.ds.transaction(async (manager) => {
      const repo = new ListsRepository(manager);
      await lockOwn(repo, userId, listId);
      const profile = await findProfile(manager, ref);
      const added = await repo.insertEntry(listId, profile.linkedinUsername, profile.id);
      if (added) await repo.touch(listId);
      return { list: await this.get(userId, listId, repo), added };
    });
  }

  /** Takes a profile out of one of the user's lists; one that is not in it leaves the list as it is (`removed` is false). */
  async remove(userId: string, listId: string, linkedinUsername: string): Promise<{ list: ProfileListView; removed: boolean }> {
    if (!UUID.test(listId)) throw AppError.notFound(LIST_NOT_FOUND);
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
   * the order given, in one transaction: a profile that cannot be found adds none of them. Those
   * already in the list are left as they are and counted apart.
   */
  async addMany(
    userId: string,
    listId: string,
    profileRefs: readonly string[],
  ): Promise<{ list: ProfileListView; added: number; alreadyInList: number }> {
    if (!UUID.test(listId)) throw AppError.notFound(LIST_NOT_FOUND);
    const refs = profileRefs.map((r) => r.trim());
    if (refs.length === 0 || refs.some((r) => !r)) throw AppError.badInput(CHOOSE_PROFILE_TO_ADD);
    return this.ds.transaction(async (manager) => {
      const repo = new ListsRepository(manager);
      await lockOwn(repo, userId, listId);
      const profiles = await findProfiles(manager, repo, refs);
      const added = await repo.insertEntries(listId, profiles);
      if (added > 0) await repo.touch(listId);
      return { list: await this.get(userId, listId, repo), added, alreadyInList: profiles.length - added };
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
    change: { stage?: ListStageEnum | null; notes?: string | null },
  ): Promise<ProfileListEntryView> {
    if (!UUID.test(listId)) throw AppError.notFound(LIST_NOT_FOUND);
    const username = linkedinUsername.trim();
    if (!username) throw AppError.badInput(CHOOSE_PROFILE_TO_UPDATE);
    const stage = change.stage ?? undefined;
    const notes = change.notes === undefined ? undefined : change.notes?.trim() || null;
    if (stage === undefined && change.notes === undefined) throw AppError.badInput(NOTHING_TO_UPDATE);
    return this.ds.transaction(async (manager) => {
      const repo = new ListsRepository(manager);
      await lockOwn(repo, userId, listId);
      if (!(await repo.updateEntry(listId, username, { stage, notes }))) throw AppError.notFound(NOT_IN_LIST);
      await repo.touch(listId);
      const row = await repo.entry(userId, listId, username);
      if (!row) throw AppError.notFound(NOT_IN_LIST);
      const [entry] = await withContacts(manager, userId, [row]);
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
    const list = await this.get(userId, listId);
    const rows = await withContacts(this.ds, userId, await this.repo.entries(userId, listId));
    return { fileName: `${safeFileName(list.name, 'list')}.csv`, csv: exportFile(rows.map((row) => exportLine(row, row))) };
  }

  /**
   * Chosen profiles (by username, 1 to 100, as search results give them) as a CSV file with the
   * same columns, in the order given (stage and notes empty: they belong to a list). Usernames not
   * in the index are left out; contacts only for profiles this user has revealed.
   */
  async exportProfilesCsv(userId: string, linkedinUsernames: readonly string[]): Promise<{ fileName: string; csv: string }> {
    const usernames = [...new Set(linkedinUsernames.map((u) => u.trim()).filter(Boolean))];
    if (usernames.length === 0) throw AppError.badInput(CHOOSE_PROFILES_TO_EXPORT);
    const rows = await withContacts(this.ds, userId, await this.repo.people(userId, usernames));
    return { fileName: 'talentlens-profiles.csv', csv: exportFile(rows.map((row) => exportLine(row))) };
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
