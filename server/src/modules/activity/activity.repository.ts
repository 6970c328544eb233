import type { DataSource, EntityManager } from 'typeorm';

/** A signed-in user's own figures, counted from the tables that hold them (one statement). */
const USER_FIGURES_SQL = `
  SELECT (SELECT count(*) FROM search_history WHERE user_id = $1)::int AS "searchesRun",
         (SELECT count(*) FROM profile_lists WHERE user_id = $1)::int AS "lists",
         (SELECT count(DISTINCT i.linkedin_username) FROM profile_list_items i JOIN profile_lists l ON l.id = i.list_id
           WHERE l.user_id = $1)::int AS "profilesSaved",
         (SELECT count(*) FROM contact_reveals WHERE user_id = $1)::int AS "contactsRevealed",
         u.remaining_credits AS "creditsLeft"
    FROM users u
   WHERE u.id = $1`;

/** What the index holds and how it has been used, counted (not estimated). */
const INDEX_FIGURES_SQL = `
  SELECT (SELECT count(*) FROM profiles)::int AS "profiles",
         (SELECT count(*) FROM companies)::int AS "companies",
         (SELECT count(DISTINCT country) FROM profiles)::int AS "countries",
         (SELECT count(*) FROM search_history)::int AS "searches",
         (SELECT count(*) FROM contact_reveals)::int AS "contactsRevealed",
         (SELECT count(DISTINCT profile_id) FROM profile_analyses)::int AS "analyses"`;

export interface UserFigures {
  searchesRun: number;
  lists: number;
  profilesSaved: number;
  contactsRevealed: number;
  creditsLeft: number;
}

export interface IndexFigures {
  profiles: number;
  companies: number;
  countries: number;
  searches: number;
  contactsRevealed: number;
  analyses: number;
}

/**
 * The counts behind the dashboard and the landing page. They read the tables of other domains
 * (search history, lists, reveals, credits, the index) by name, and write nothing.
 */
export class ActivityRepository {
  constructor(private readonly db: DataSource | EntityManager) {}

  async userFigures(userId: string): Promise<UserFigures | null> {
    const rows: UserFigures[] = await this.db.query(USER_FIGURES_SQL, [userId]);
    return rows[0] ?? null;
  }

  async indexFigures(): Promise<IndexFigures> {
    const rows: IndexFigures[] = await this.db.query(INDEX_FIGURES_SQL);
    return rows[0];
  }
}
