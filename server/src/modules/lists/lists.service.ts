import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../common/errors';
import { findProfileByUsername, isProfileId } from '../profiles/profile-lookup';
import { ProfileRepository } from '../profiles/profile.repository';
import { safeFileName, toCsv } from './csv';
import { ListsRepository, type EntryRow, type ListRow } from './lists.repository';
import {
  CHOOSE_PROFILE_TO_ADD,
  CHOOSE_PROFILE_TO_REMOVE,
  LIST_NAME_REQUIRED,
  type CreateListInput,
  type ProfileListEntryView,
  type ProfileListView,
} from './lists.types';

export const LIST_NOT_FOUND = 'List not found';

/** The columns of an exported list, in order (contacts only for profiles the user has revealed). */
export const EXPORT_COLUMNS = ['Name', 'Position', 'Company', 'Location', 'Profile link', 'Emails', 'Phone numbers'] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** How several e-mails or phone numbers share one CSV cell. */
const CELL_SEPARATOR = '; ';

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

function toEntryView(row: EntryRow): ProfileListEntryView {
  const found = row.profile_id !== null;
  return {
    linkedinUsername: row.linkedin_username,
    fullName: found ? `${row.first_name} ${row.last_name}` : null,
    currentPosition: row.current_title,
    company: row.current_company,
    location: found ? [row.city, row.country].filter(Boolean).join(', ') || null : null,
    profilePicture: row.profile_picture,
    linkedinLink: row.linkedin_link,
    profileId: row.profile_id,
    addedAt: row.added_at,
    error: !found,
  };
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
    return (await this.repo.entries(userId, listId)).map(toEntryView);
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
   * One of the user's lists as a CSV file (columns EXPORT_COLUMNS), its profiles in list order.
   * E-mails and phone numbers are filled in only for profiles this user has revealed; a profile
   * that can no longer be found is a row reading 'Not found' with its LinkedIn link.
   */
  async exportCsv(userId: string, listId: string): Promise<{ fileName: string; csv: string }> {
    const list = await this.get(userId, listId);
    const rows = await this.repo.exportRows(userId, listId);
    const lines = rows.map((row) => {
      const e = toEntryView(row);
      if (e.error)
        return ['Not found', null, null, null, `https://www.linkedin.com/in/${encodeURIComponent(e.linkedinUsername)}`, null, null];
      return [
        e.fullName,
        e.currentPosition,
        e.company,
        e.location,
        e.linkedinLink,
        row.emails?.join(CELL_SEPARATOR),
        row.phones?.join(CELL_SEPARATOR),
      ];
    });
    return { fileName: `${safeFileName(list.name, 'list')}.csv`, csv: toCsv([[...EXPORT_COLUMNS], ...lines]) };
  }
}

/** Locks one of the user's lists for the rest of the transaction (deleting it waits), or NOT_FOUND. */
async function lockOwn(repo: ListsRepository, userId: string, listId: string): Promise<void> {
  if (!(await repo.lockOwn(userId, listId))) throw AppError.notFound(LIST_NOT_FOUND);
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
