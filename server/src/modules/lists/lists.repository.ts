import type { DataSource, EntityManager } from 'typeorm';
import { ProfileList } from './profile-list.entity';

/** A list with the usernames of its entries, in the order they were added. */
export interface ListRow {
  id: string;
  name: string;
  description: string | null;
  created_at: Date;
  updated_at: Date;
  usernames: string[];
}

/** An entry with the columns of its profile (null when the profile left the index). */
export interface EntryRow {
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

/** An entry with the contacts the list's owner revealed (null when they revealed none). */
export interface ExportRow extends EntryRow {
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

/** Every list of user $1, newest first. */
const LISTS_OF_USER_SQL = `${LIST_SQL} GROUP BY l.id ORDER BY l.created_at DESC, l.id DESC`;

/** List $2 when it is user $1's. */
const OWN_LIST_SQL = `${LIST_SQL} AND l.id = $2 GROUP BY l.id`;

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

/** Deletes list $1 when it is user $2's (its entries go with it: ON DELETE CASCADE). */
const DELETE_OWN_LIST_SQL = 'DELETE FROM profile_lists WHERE id = $1 AND user_id = $2';

/** Locks list $1 when it is user $2's, for the rest of the transaction: deleting it waits, adding entries does not. */
const LOCK_OWN_LIST_SQL = 'SELECT id FROM profile_lists WHERE id = $1 AND user_id = $2 FOR NO KEY UPDATE';

/** Adds username $2 (profile $3) to list $1; a row comes back only when the entry is new. */
const INSERT_ENTRY_SQL = `INSERT INTO profile_list_items (list_id, linkedin_username, profile_id) VALUES ($1, $2, $3)
  ON CONFLICT (list_id, linkedin_username) DO NOTHING RETURNING list_id`;

/** Takes username $2 out of list $1. */
const DELETE_ENTRY_SQL = 'DELETE FROM profile_list_items WHERE list_id = $1 AND linkedin_username = $2';

/** Marks list $1 as changed now. */
const TOUCH_LIST_SQL = 'UPDATE profile_lists SET updated_at = now() WHERE id = $1';

function statusRank(alias: string): string {
  return `CASE ${alias}.status WHEN 'verified' THEN 0 WHEN 'likely' THEN 1 ELSE 2 END`;
}

/**
 * The statements of lists: profile_lists and profile_list_items (reading the profiles and, for the
 * export, the contacts their owner revealed). Ownership is part of every statement that names a
 * list: a list of another user is not found. Runs on a DataSource or inside a caller's transaction.
 */
export class ListsRepository {
  constructor(private readonly db: DataSource | EntityManager) {}

  async listsOf(userId: string): Promise<ListRow[]> {
    return this.db.query(LISTS_OF_USER_SQL, [userId]);
  }

  async findOwn(userId: string, listId: string): Promise<ListRow | null> {
    const rows: ListRow[] = await this.db.query(OWN_LIST_SQL, [userId, listId]);
    return rows[0] ?? null;
  }

  async entries(userId: string, listId: string): Promise<EntryRow[]> {
    return this.db.query(ENTRIES_SQL, [listId, userId]);
  }

  async exportRows(userId: string, listId: string): Promise<ExportRow[]> {
    return this.db.query(EXPORT_SQL, [listId, userId]);
  }

  /** Inserts an empty list (id and times filled in). */
  async insert(fields: Pick<ProfileList, 'userId' | 'name' | 'description'>): Promise<ProfileList> {
    const lists = this.db.getRepository(ProfileList);
    return lists.save(lists.create(fields));
  }

  /** Whether the user had this list (and now no longer has it). */
  async deleteOwn(userId: string, listId: string): Promise<boolean> {
    const [, affected] = (await this.db.query(DELETE_OWN_LIST_SQL, [listId, userId])) as [unknown[], number];
    return affected > 0;
  }

  /** Locks one of the user's lists for the rest of the transaction: whether it is theirs. */
  async lockOwn(userId: string, listId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(LOCK_OWN_LIST_SQL, [listId, userId]);
    return rows.length > 0;
  }

  /** Whether the entry is new (an entry of that username already in the list is left as it is). */
  async insertEntry(listId: string, linkedinUsername: string, profileId: string): Promise<boolean> {
    const inserted: unknown[] = await this.db.query(INSERT_ENTRY_SQL, [listId, linkedinUsername, profileId]);
    return inserted.length > 0;
  }

  /** Whether the username was in the list. */
  async deleteEntry(listId: string, linkedinUsername: string): Promise<boolean> {
    const [, affected] = (await this.db.query(DELETE_ENTRY_SQL, [listId, linkedinUsername])) as [unknown[], number];
    return affected > 0;
  }

  async touch(listId: string): Promise<void> {
    await this.db.query(TOUCH_LIST_SQL, [listId]);
  }
}
