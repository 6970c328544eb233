import type { DataSource, EntityManager } from 'typeorm';
import type { ListStage } from './list-stages';
import { ProfileList } from './profile-list.entity';
import { SAMPLE_SOURCE } from '../profiles/profile.entity';
import { listVisibleSql, teamOfUserSql, teamRevealedSql } from '../teams/team-sql';
import { userNameSql } from '../users/user-name-sql';

/** A list and how many entries it holds. */
export interface ListRow {
  id: string;
  name: string;
  description: string | null;
  created_at: Date;
  updated_at: Date;
  profile_count: number;
  /** The team it is shared with, or null: private. */
  team_id: string | null;
  /** Its owner, and their name (or e-mail). */
  user_id: string;
  owner_name: string;
}

/** A profile's columns (null when the profile left the index). */
export interface PersonRow {
  linkedin_username: string;
  profile_id: string | null;
  first_name: string | null;
  last_name: string | null;
  current_title: string | null;
  current_company: string | null;
  city: string | null;
  country: string | null;
  profile_picture: string | null;
  /** Null for a sample person too: a real profile may have the invented username. */
  linkedin_link: string | null;
  /** Whether the person is a generated sample person (false when the profile is gone). */
  sample: boolean;
  /** Whether the user revealed the profile's contacts (the contacts module reads them: revealedContactsOf). */
  revealed: boolean;
  /** What the profile's age is read from (profiles' profile-facts.ts: lastUpdatedAt); null when the profile is gone. */
  refreshed_at: Date | null;
  created_at: Date | null;
  /** The newest fetchedAt of the profile's facts (provenance). */
  newest_fetched_at: Date | null;
}

/** An entry of a list: the person, the recruiter's stage and notes, and in how many of their lists the person is. */
export interface EntryRow extends PersonRow {
  added_at: Date;
  stage: ListStage;
  notes: string | null;
  list_count: number;
  /** Why the entry is a placeholder ('person_request'), or null. */
  removed_reason: string | null;
  /** Who added the person (name or e-mail), and who last set the stage and when; null when not known. */
  added_by_name: string | null;
  stage_changed_by_name: string | null;
  stage_changed_at: Date | null;
  /** The newest 20 stage changes, newest first (changedAt as the JSON's ISO text). */
  stage_history: Array<{ stage: ListStage; changedBy: string | null; changedAt: string }>;
}

/** The newest 20 stage changes of entry `i` (list_id, linkedin_username), newest first, each with who set it. */
const STAGE_HISTORY = `(SELECT COALESCE(json_agg(json_build_object('stage', h.stage, 'changedBy', h.who, 'changedAt', h.changed_at)
                                      ORDER BY h.changed_at DESC, h.id DESC), '[]'::json)
      FROM (SELECT c.id, c.stage, c.changed_at, (SELECT ${userNameSql('uc')} FROM users uc WHERE uc.id = c.changed_by) AS who
              FROM profile_list_stage_changes c
             WHERE c.list_id = i.list_id AND c.linkedin_username = i.linkedin_username
             ORDER BY c.changed_at DESC, c.id DESC LIMIT 20) h) AS stage_history`;

/**
 * A list and its count (its usernames are read apart, only when asked for: USERNAMES_SQL), for one
 * list or all those user $1 sees: their private lists and those shared with their team.
 */
const LIST_SQL = `
  SELECT l.id, l.name, l.description, l.created_at, l.updated_at, l.team_id, l.user_id,
         (SELECT ${userNameSql('u')} FROM users u WHERE u.id = l.user_id) AS owner_name,
         (SELECT count(*)::int FROM profile_list_items i WHERE i.list_id = l.id) AS profile_count
    FROM profile_lists l
   WHERE ${listVisibleSql('l', '$1')}`;

/** A page of the lists user $1 sees, newest first: $3 lists after the first $2. */
const LISTS_OF_USER_SQL = `${LIST_SQL} ORDER BY l.created_at DESC, l.id DESC OFFSET $2 LIMIT $3`;

/** List $2 when user $1 sees it. */
const OWN_LIST_SQL = `${LIST_SQL} AND l.id = $2`;

/**
 * The usernames of each of lists $1 of user $2, in the order they were added (lists without any
 * left out). As JSON: the driver reads it with JSON.parse, several times faster than a text[] of
 * 100,000 usernames (all of an account's lists at the limits).
 */
const USERNAMES_SQL = `
  SELECT i.list_id, json_agg(i.linkedin_username ORDER BY i.position) AS usernames
    FROM profile_list_items i
    JOIN profile_lists l ON l.id = i.list_id
   WHERE i.list_id = ANY($1::uuid[]) AND ${listVisibleSql('l', '$2')}
   GROUP BY i.list_id`;

/** A person's columns for viewer `viewer` (revealed: by them, `r`, or by their team). */
const personColumns = (
  viewer: string,
) => `p.id AS profile_id, p.first_name, p.last_name, p.current_title, p.current_company, p.city, p.country,
         p.profile_picture, CASE WHEN p.source = '${SAMPLE_SOURCE}' THEN NULL ELSE p.linkedin_link END AS linkedin_link,
         COALESCE(p.source = '${SAMPLE_SOURCE}', false) AS sample,
         (r.profile_id IS NOT NULL OR (p.id IS NOT NULL AND ${teamRevealedSql('p.id', viewer)})) AS revealed,
         p.refreshed_at, p.created_at,
         (SELECT max((o.value->>'fetchedAt')::timestamptz) FROM jsonb_each(p.provenance) o) AS newest_fetched_at`;

/**
 * In how many of the lists user $2 sees each person of the entries `page` (a CTE with linkedin_username)
 * is: one pass over the owner's entries, hashed by username, rather than a probe per
 * entry (a list of 1,000 people who are each in 100 lists is 100,000 probes otherwise).
 */
const LIST_COUNTS_OF_PAGE = `
  counts AS (
    SELECT o.linkedin_username, count(*)::int AS list_count
      FROM profile_list_items o
      JOIN profile_lists ol ON ol.id = o.list_id
     WHERE ${listVisibleSql('ol', '$2')} AND o.linkedin_username IN (SELECT linkedin_username FROM page)
     GROUP BY o.linkedin_username
  )`;

/**
 * A list's entries with their profiles, whether user $2 (or their team) revealed each, who added
 * each and last set its stage, and the number of the lists user $2 sees each person is in, in the
 * order they were added: one query whatever the size of
 * the list ($3: one username only, or null for all). Profiles are matched by username, so an entry
 * whose profile left the index is kept (its profile columns are null).
 */
const ENTRIES_SQL = `
  WITH page AS (
    SELECT i.list_id, i.linkedin_username, i.added_at, i.stage, i.notes, i.position, i.removed_reason, i.added_by, i.stage_changed_by,
           i.stage_changed_at
      FROM profile_list_items i
      JOIN profile_lists l ON l.id = i.list_id
     WHERE i.list_id = $1 AND ${listVisibleSql('l', '$2')} AND ($3::text IS NULL OR i.linkedin_username = $3)
  ), ${LIST_COUNTS_OF_PAGE}
  SELECT i.linkedin_username, i.added_at, i.stage, i.notes, i.removed_reason, ${personColumns('$2')},
         (SELECT ${userNameSql('ua')} FROM users ua WHERE ua.id = i.added_by) AS added_by_name,
         (SELECT ${userNameSql('us')} FROM users us WHERE us.id = i.stage_changed_by) AS stage_changed_by_name, i.stage_changed_at,
         ${STAGE_HISTORY}, COALESCE(n.list_count, 0) AS list_count
    FROM page i
    LEFT JOIN profiles p ON p.linkedin_username = i.linkedin_username
    LEFT JOIN contact_reveals r ON r.profile_id = p.id AND r.user_id = $2
    LEFT JOIN counts n ON n.linkedin_username = i.linkedin_username
   ORDER BY i.position`;

/**
 * A page of each of lists $1 (those user $2 sees; others are left out): the entries after the first $3,
 * $4 of them, in the order they were added, as ENTRIES_SQL reads them. One query for every list of
 * a request (the GraphQL field profiles of each list, through a DataLoader).
 */
const ENTRY_PAGES_SQL = `
  WITH page AS (
    SELECT l.id AS list_id, i.linkedin_username, i.added_at, i.stage, i.notes, i.position, i.removed_reason,
           i.added_by, i.stage_changed_by, i.stage_changed_at
      FROM profile_lists l
      CROSS JOIN LATERAL (
        SELECT e.linkedin_username, e.added_at, e.stage, e.notes, e.position, e.removed_reason, e.added_by, e.stage_changed_by, e.stage_changed_at
          FROM profile_list_items e
         WHERE e.list_id = l.id
         ORDER BY e.position
        OFFSET $3 LIMIT $4
      ) i
     WHERE l.id = ANY($1::uuid[]) AND ${listVisibleSql('l', '$2')}
  ), ${LIST_COUNTS_OF_PAGE}
  SELECT i.list_id, i.linkedin_username, i.added_at, i.stage, i.notes, i.removed_reason, ${personColumns('$2')},
         (SELECT ${userNameSql('ua')} FROM users ua WHERE ua.id = i.added_by) AS added_by_name,
         (SELECT ${userNameSql('us')} FROM users us WHERE us.id = i.stage_changed_by) AS stage_changed_by_name, i.stage_changed_at,
         ${STAGE_HISTORY}, COALESCE(n.list_count, 0) AS list_count
    FROM page i
    LEFT JOIN profiles p ON p.linkedin_username = i.linkedin_username
    LEFT JOIN contact_reveals r ON r.profile_id = p.id AND r.user_id = $2
    LEFT JOIN counts n ON n.linkedin_username = i.linkedin_username
   ORDER BY i.list_id, i.position`;

/** How many lists user $1 owns (the limit counts these; lists shared with them by others are not theirs). */
const COUNT_LISTS_SQL = 'SELECT count(*)::int AS n FROM profile_lists WHERE user_id = $1';

/** How many entries list $1 holds. */
const COUNT_ENTRIES_SQL = 'SELECT count(*)::int AS n FROM profile_list_items WHERE list_id = $1';

/**
 * Makes the creation of lists by user $1 wait for any other in flight, until the transaction ends:
 * counting them and adding one is then one step (a row lock would need a row that exists first).
 */
const LOCK_USER_LISTS_SQL = `SELECT pg_advisory_xact_lock(hashtextextended('profile_lists:' || $1, 0))`;

/** The profiles of usernames $2, in that order (unknown ones left out), and whether user $1 (or their team) revealed each. */
const PEOPLE_SQL = `
  SELECT u.username AS linkedin_username, ${personColumns('$1')}
    FROM unnest($2::text[]) WITH ORDINALITY AS u(username, ord)
    JOIN profiles p ON p.linkedin_username = u.username
    LEFT JOIN contact_reveals r ON r.profile_id = p.id AND r.user_id = $1
   ORDER BY u.ord`;

/** In how many of the lists user $1 sees each of usernames $2 is (usernames in none are left out). */
const LIST_COUNTS_SQL = `
  SELECT i.linkedin_username, count(*)::int AS n
    FROM profile_list_items i
    JOIN profile_lists l ON l.id = i.list_id
   WHERE ${listVisibleSql('l', '$1')} AND i.linkedin_username = ANY($2::text[])
   GROUP BY i.linkedin_username`;

/** The ids and usernames of profiles $1. */
const PROFILES_BY_ID_SQL = 'SELECT id, linkedin_username FROM profiles WHERE id = ANY($1::bigint[])';

/**
 * Whether user `user` may delete list `list` or change who sees it: a private list of theirs, or a
 * shared one of their team that they own or whose team they run (owner or admin).
 */
const manages = (list: string, user: string) => `(${list}.team_id IS NULL AND ${list}.user_id = ${user}
  OR ${list}.team_id = ${teamOfUserSql(user)} AND (${list}.user_id = ${user}
     OR EXISTS (SELECT 1 FROM team_members tm WHERE tm.user_id = ${user} AND tm.role IN ('owner', 'admin'))))`;

/** Deletes list $1 when user $2 manages it (its entries go with it: ON DELETE CASCADE). */
const DELETE_OWN_LIST_SQL = `DELETE FROM profile_lists l WHERE l.id = $1 AND ${manages('l', '$2')}`;

/** Locks list $1 when user $2 sees it, for the rest of the transaction: deleting it waits, adding entries does not. */
const LOCK_OWN_LIST_SQL = `SELECT l.id FROM profile_lists l WHERE l.id = $1 AND ${listVisibleSql('l', '$2')} FOR NO KEY UPDATE OF l`;

/** Shares list $1 with user $2's team ($3 true) or makes it private to its owner, when user $2 manages it. */
const SET_SHARED_SQL = `UPDATE profile_lists l SET team_id = CASE WHEN $3::boolean THEN ${teamOfUserSql('$2')} ELSE NULL END, updated_at = now()
  WHERE l.id = $1 AND ${manages('l', '$2')} RETURNING l.id`;

/** Adds username $2 (profile $3) to list $1, by user $4; a row comes back only when the entry is new. */
const INSERT_ENTRY_SQL = `INSERT INTO profile_list_items (list_id, linkedin_username, profile_id, added_by) VALUES ($1, $2, $3, $4)
  ON CONFLICT (list_id, linkedin_username) DO NOTHING RETURNING list_id`;

/** Adds usernames $2 (profiles $3, pairwise) to list $1 in that order, by user $4; rows come back for the new entries only. */
const INSERT_ENTRIES_SQL = `INSERT INTO profile_list_items (list_id, linkedin_username, profile_id, added_by)
  SELECT $1, u.username, u.profile_id, $4 FROM unnest($2::text[], $3::bigint[]) WITH ORDINALITY AS u(username, profile_id, ord) ORDER BY u.ord
  ON CONFLICT (list_id, linkedin_username) DO NOTHING RETURNING linkedin_username`;

/**
 * Sets the stage ($3, kept when null) and the notes ($4, kept unless $5) of username $2 in list $1,
 * by user $6: a stage that changes records who set it and when.
 */
const UPDATE_ENTRY_SQL = `UPDATE profile_list_items
     SET stage = COALESCE($3, stage), notes = CASE WHEN $5::boolean THEN $4 ELSE notes END,
         stage_changed_by = CASE WHEN $3 IS NOT NULL AND $3 <> stage THEN $6::uuid ELSE stage_changed_by END,
         stage_changed_at = CASE WHEN $3 IS NOT NULL AND $3 <> stage THEN clock_timestamp() ELSE stage_changed_at END
   WHERE list_id = $1 AND linkedin_username = $2`;

/** The stage of username $2 in list $1, locked until the transaction ends. */
const ENTRY_STAGE_FOR_UPDATE_SQL = 'SELECT stage FROM profile_list_items WHERE list_id = $1 AND linkedin_username = $2 FOR UPDATE';

/** A stage change of username $2 in list $1: stage $3, set by user $4 now (the entry's history). */
const INSERT_STAGE_CHANGE_SQL = `INSERT INTO profile_list_stage_changes (list_id, linkedin_username, stage, changed_by) VALUES ($1, $2, $3, $4)`;

/** Takes username $2 out of list $1. */
const DELETE_ENTRY_SQL = 'DELETE FROM profile_list_items WHERE list_id = $1 AND linkedin_username = $2';

/**
 * Turns every list entry of a person (profile $1, or saved as username $2) into a placeholder that
 * says why ($3) and holds no data: the username replaced, the notes cleared.
 */
const PLACEHOLDER_ENTRIES_SQL = `UPDATE profile_list_items
     SET linkedin_username = '~removed-' || md5(list_id::text || linkedin_username || clock_timestamp()::text),
         profile_id = NULL, notes = NULL, removed_reason = $3
   WHERE profile_id = $1 OR linkedin_username = $2`;

/** Marks list $1 as changed now. */
const TOUCH_LIST_SQL = 'UPDATE profile_lists SET updated_at = now() WHERE id = $1';

/**
 * The statements of lists: profile_lists and profile_list_items (reading the profiles and the
 * contacts the user revealed). Who sees a list is part of every statement that names one: a private
 * list of another user, or a list shared with another team, is not found (teams/team-sql.ts). Runs on a DataSource or inside a caller's transaction.
 */
export class ListsRepository {
  constructor(private readonly db: DataSource | EntityManager) {}

  /** A page of the user's lists, newest first. */
  async listsOf(userId: string, page: { offset: number; limit: number }): Promise<ListRow[]> {
    return this.db.query(LISTS_OF_USER_SQL, [userId, page.offset, page.limit]);
  }

  /** The usernames of each of these lists of the user, in the order added, by list id. */
  async usernamesOf(userId: string, listIds: readonly string[]): Promise<Map<string, string[]>> {
    const rows: Array<{ list_id: string; usernames: string[] }> = await this.db.query(USERNAMES_SQL, [listIds, userId]);
    return new Map(rows.map((r) => [r.list_id, r.usernames]));
  }

  async countLists(userId: string): Promise<number> {
    const [row] = (await this.db.query(COUNT_LISTS_SQL, [userId])) as Array<{ n: number }>;
    return row.n;
  }

  async countEntries(listId: string): Promise<number> {
    const [row] = (await this.db.query(COUNT_ENTRIES_SQL, [listId])) as Array<{ n: number }>;
    return row.n;
  }

  /** Until the caller's transaction ends, another creation of a list by this user waits (see LOCK_USER_LISTS_SQL). */
  async lockListsOf(userId: string): Promise<void> {
    await this.db.query(LOCK_USER_LISTS_SQL, [userId]);
  }

  /** A page of entries of each of these lists of the user, in one query; each row names its list. */
  async entryPages(
    userId: string,
    listIds: readonly string[],
    page: { offset: number; limit: number },
  ): Promise<Array<EntryRow & { list_id: string }>> {
    return this.db.query(ENTRY_PAGES_SQL, [listIds, userId, page.offset, page.limit]);
  }

  async findOwn(userId: string, listId: string): Promise<ListRow | null> {
    const rows: ListRow[] = await this.db.query(OWN_LIST_SQL, [userId, listId]);
    return rows[0] ?? null;
  }

  /** Every entry of the list (at most the entries limit of a list; the CSV export). */
  async entries(userId: string, listId: string): Promise<EntryRow[]> {
    return this.db.query(ENTRIES_SQL, [listId, userId, null]);
  }

  async entry(userId: string, listId: string, linkedinUsername: string): Promise<EntryRow | null> {
    const rows: EntryRow[] = await this.db.query(ENTRIES_SQL, [listId, userId, linkedinUsername]);
    return rows[0] ?? null;
  }

  /** The profiles of these usernames in that order, and whether the user revealed each; unknown usernames are left out. */
  async people(userId: string, usernames: string[]): Promise<PersonRow[]> {
    return this.db.query(PEOPLE_SQL, [userId, usernames]);
  }

  /** In how many of the user's lists each username is (0 for those in none). */
  async listCounts(userId: string, usernames: readonly string[]): Promise<Map<string, number>> {
    const rows: Array<{ linkedin_username: string; n: number }> = await this.db.query(LIST_COUNTS_SQL, [userId, usernames]);
    return new Map(rows.map((r) => [r.linkedin_username, r.n]));
  }

  async profilesById(ids: string[]): Promise<Array<{ id: string; linkedin_username: string }>> {
    return this.db.query(PROFILES_BY_ID_SQL, [ids]);
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
  async insertEntry(listId: string, linkedinUsername: string, profileId: string, addedBy: string): Promise<boolean> {
    const inserted: unknown[] = await this.db.query(INSERT_ENTRY_SQL, [listId, linkedinUsername, profileId, addedBy]);
    return inserted.length > 0;
  }

  /** Adds these profiles in order; answers the usernames of the new entries (those already in the list are left as they are). */
  async insertEntries(
    listId: string,
    profiles: ReadonlyArray<{ id: string; linkedinUsername: string }>,
    addedBy: string,
  ): Promise<string[]> {
    const inserted: Array<{ linkedin_username: string }> = await this.db.query(INSERT_ENTRIES_SQL, [
      listId,
      profiles.map((p) => p.linkedinUsername),
      profiles.map((p) => p.id),
      addedBy,
    ]);
    return inserted.map((r) => r.linkedin_username);
  }

  /** Sets an entry's stage and/or notes (undefined: unchanged); whether the username is in the list. */
  async updateEntry(
    listId: string,
    linkedinUsername: string,
    change: { stage?: ListStage; notes?: string | null },
    by: string,
  ): Promise<boolean> {
    const before: Array<{ stage: ListStage }> = await this.db.query(ENTRY_STAGE_FOR_UPDATE_SQL, [listId, linkedinUsername]);
    if (before.length === 0) return false;
    if (change.stage !== undefined && change.stage !== before[0].stage)
      await this.db.query(INSERT_STAGE_CHANGE_SQL, [listId, linkedinUsername, change.stage, by]);
    const [, affected] = (await this.db.query(UPDATE_ENTRY_SQL, [
      listId,
      linkedinUsername,
      change.stage ?? null,
      change.notes ?? null,
      change.notes !== undefined,
      by,
    ])) as [unknown[], number];
    return affected > 0;
  }

  /** Whether the user is in a team. */
  async inTeam(userId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(`SELECT 1 FROM team_members WHERE user_id = $1`, [userId]);
    return rows.length > 0;
  }

  /** Shares the list with the user's team, or makes it private; whether the user manages it (else nothing changed). */
  async setShared(userId: string, listId: string, shared: boolean): Promise<boolean> {
    const [rows] = (await this.db.query(SET_SHARED_SQL, [listId, userId, shared])) as [unknown[], number];
    return rows.length > 0;
  }

  /** Whether the username was in the list. */
  async deleteEntry(listId: string, linkedinUsername: string): Promise<boolean> {
    const [, affected] = (await this.db.query(DELETE_ENTRY_SQL, [listId, linkedinUsername])) as [unknown[], number];
    return affected > 0;
  }

  async touch(listId: string): Promise<void> {
    await this.db.query(TOUCH_LIST_SQL, [listId]);
  }

  /** Every entry of this person in anyone's list becomes a placeholder saying why; how many. */
  async placeholderEntries(profileId: string, linkedinUsername: string, reason: string): Promise<number> {
    const [, count]: [unknown, number] = await this.db.query(PLACEHOLDER_ENTRIES_SQL, [profileId, linkedinUsername, reason]);
    return count;
  }
}
