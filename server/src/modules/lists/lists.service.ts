import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../common/errors';
import { findProfileByUsername, isProfileId } from '../profiles/profile-lookup';
import { Profile } from '../profiles/profile.entity';
import { safeFileName, toCsv } from './csv';
import { ProfileListItem } from './profile-list-item.entity';
import { ProfileList } from './profile-list.entity';
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

interface ListRow {
  id: string;
  name: string;
  description: string | null;
  created_at: Date;
  updated_at: Date;
  usernames: string[];
}

interface EntryRow {
  linkedin_username: string;
  added_at: Date;
  profile_id: string | null;
  first_name: string | null;
  last_name: string | null;
  current_title: string | null;
  current_company: string | null;
  city: string | null;
  country: string | null;
  profile_picture: string | null;
  linkedin_link: string | null;
}

interface ExportRow extends EntryRow {
  emails: string[] | null;
  phones: string[] | null;
}

/** A list, its usernames in the order they were added: one query, for one list or all of a user's. */
const LIST_SQL = `
  SELECT l.id, l.name, l.description, l.created_at, l.updated_at,
         COALESCE(array_agg(i.linkedin_username ORDER BY i.position) FILTER (WHERE i.list_id IS NOT NULL), '{}') AS usernames
    FROM profile_lists l
    LEFT JOIN profile_list_items i ON i.list_id = l.id
   WHERE l.user_id = $1`;

/**
 * A list's entries with their profiles, in the order they were added: one query whatever the size
 * of the list. Profiles are matched by username, so an entry whose profile left the index is kept
 * (its profile columns are null).
 */
const ENTRIES_SQL = `
  SELECT i.linkedin_username, i.added_at, p.id AS profile_id, p.first_name, p.last_name, p.current_title,
         p.current_company, p.city, p.country, p.profile_picture, p.linkedin_link
    FROM profile_list_items i
    JOIN profile_lists l ON l.id = i.list_id
    LEFT JOIN profiles p ON p.linkedin_username = i.linkedin_username
   WHERE i.list_id = $1 AND l.user_id = $2
   ORDER BY i.position`;

/** The entries again, with the contacts of the profiles this user has revealed (best first), for the export. */
const EXPORT_SQL = `
  SELECT i.linkedin_username, i.added_at, p.id AS profile_id, p.first_name, p.last_name, p.current_title,
         p.current_company, p.city, p.country, p.profile_picture, p.linkedin_link, c.emails, c.phones
    FROM profile_list_items i
    JOIN profile_lists l ON l.id = i.list_id
    LEFT JOIN profiles p ON p.linkedin_username = i.linkedin_username
    LEFT JOIN contact_reveals r ON r.profile_id = p.id AND r.user_id = l.user_id
    LEFT JOIN LATERAL (
      SELECT array_agg(pc.value ORDER BY ${statusRank('pc')}, pc.id) FILTER (WHERE pc.kind = 'email') AS emails,
             array_agg(pc.value ORDER BY ${statusRank('pc')}, pc.id) FILTER (WHERE pc.kind = 'phone') AS phones
        FROM profile_contacts pc
       WHERE pc.profile_id = r.profile_id
    ) c ON TRUE
   WHERE i.list_id = $1 AND l.user_id = $2
   ORDER BY i.position`;

function statusRank(alias: string): string {
  return `CASE ${alias}.status WHEN 'verified' THEN 0 WHEN 'likely' THEN 1 ELSE 2 END`;
}

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
  constructor(private readonly ds: DataSource) {}

  /** The user's lists, newest first, each with its usernames and count. */
  async lists(userId: string): Promise<ProfileListView[]> {
    const rows: ListRow[] = await this.ds.query(`${LIST_SQL} GROUP BY l.id ORDER BY l.created_at DESC, l.id DESC`, [userId]);
    return rows.map(toListView);
  }

  async get(userId: string, listId: string, manager: EntityManager = this.ds.manager): Promise<ProfileListView> {
    if (!UUID.test(listId)) throw AppError.notFound(LIST_NOT_FOUND);
    const rows: ListRow[] = await manager.query(`${LIST_SQL} AND l.id = $2 GROUP BY l.id`, [userId, listId]);
    if (rows.length === 0) throw AppError.notFound(LIST_NOT_FOUND);
    return toListView(rows[0]);
  }

  /** The profiles of one of the user's lists, in the order they were added (none for a list that is not theirs). */
  async entries(userId: string, listId: string): Promise<ProfileListEntryView[]> {
    if (!UUID.test(listId)) return [];
    const rows: EntryRow[] = await this.ds.query(ENTRIES_SQL, [listId, userId]);
    return rows.map(toEntryView);
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
    const repo = this.ds.getRepository(ProfileList);
    const saved = await repo.save(repo.create({ userId, name, description: input.description?.trim() || null }));
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
    const { affected } = await this.ds
      .createQueryBuilder()
      .delete()
      .from(ProfileList)
      .where('id = :listId AND user_id = :userId', { listId, userId })
      .execute();
    if (!affected) throw AppError.notFound(LIST_NOT_FOUND);
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
      await this.lockOwn(manager, userId, listId);
      const profile = await this.findProfile(manager, ref);
      const inserted: unknown[] = await manager.query(
        `INSERT INTO profile_list_items (list_id, linkedin_username, profile_id) VALUES ($1, $2, $3)
         ON CONFLICT (list_id, linkedin_username) DO NOTHING RETURNING list_id`,
        [listId, profile.linkedinUsername, profile.id],
      );
      const added = inserted.length > 0;
      if (added) await this.touch(manager, listId);
      return { list: await this.get(userId, listId, manager), added };
    });
  }

  /** Takes a profile out of one of the user's lists; one that is not in it leaves the list as it is (`removed` is false). */
  async remove(userId: string, listId: string, linkedinUsername: string): Promise<{ list: ProfileListView; removed: boolean }> {
    if (!UUID.test(listId)) throw AppError.notFound(LIST_NOT_FOUND);
    const username = linkedinUsername.trim();
    if (!username) throw AppError.badInput(CHOOSE_PROFILE_TO_REMOVE);
    return this.ds.transaction(async (manager) => {
      await this.lockOwn(manager, userId, listId);
      const { affected } = await manager
        .createQueryBuilder()
        .delete()
        .from(ProfileListItem)
        .where('list_id = :listId AND linkedin_username = :username', { listId, username })
        .execute();
      const removed = Boolean(affected);
      if (removed) await this.touch(manager, listId);
      return { list: await this.get(userId, listId, manager), removed };
    });
  }

  /**
   * One of the user's lists as a CSV file (columns EXPORT_COLUMNS), its profiles in list order.
   * E-mails and phone numbers are filled in only for profiles this user has revealed; a profile
   * that can no longer be found is a row reading 'Not found' with its LinkedIn link.
   */
  async exportCsv(userId: string, listId: string): Promise<{ fileName: string; csv: string }> {
    const list = await this.get(userId, listId);
    const rows: ExportRow[] = await this.ds.query(EXPORT_SQL, [listId, userId]);
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

  /** Marks a list as changed now. */
  private async touch(manager: EntityManager, listId: string): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(ProfileList)
      .set({ updatedAt: () => 'now()' })
      .where('id = :listId', { listId })
      .execute();
  }

  /** Locks one of the user's lists for the rest of the transaction (deleting it waits), or NOT_FOUND. */
  private async lockOwn(manager: EntityManager, userId: string, listId: string): Promise<void> {
    const rows: unknown[] = await manager.query('SELECT id FROM profile_lists WHERE id = $1 AND user_id = $2 FOR NO KEY UPDATE', [
      listId,
      userId,
    ]);
    if (rows.length === 0) throw AppError.notFound(LIST_NOT_FOUND);
  }

  /** The profile a reference names: a numeric id first, else a username or profile link. */
  private async findProfile(manager: EntityManager, ref: string): Promise<{ id: string; linkedinUsername: string }> {
    const select = { id: true, linkedinUsername: true } as const;
    if (isProfileId(ref)) {
      const byId = await manager.getRepository(Profile).findOne({ select, where: { id: ref } });
      if (byId) return byId;
    }
    return findProfileByUsername(manager, ref, select);
  }
}
