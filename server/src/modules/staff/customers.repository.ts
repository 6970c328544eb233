import type { DataSource, EntityManager } from 'typeorm';
import type { SortOrder, CustomerSort } from './customers.types';

/** A user's row as the staff area reads it, before their activity. */
const USER_FIELDS = `u.id, u.email, u.first_name AS "firstName", u.last_name AS "lastName", u.company, u.plan,
  u.plan_expiry AS "planExpiry", u.remaining_credits AS "remainingCredits", u.total_credits AS "totalCredits", u.created_at AS "createdAt"`;

/**
 * When user `u` was last active: the latest of their sessions' start and their last search (two
 * index lookups: sessions by user, search_history by user and time). GREATEST skips a NULL.
 */
const LAST_ACTIVE = `GREATEST(
    (SELECT max(s.created_at) FROM sessions s WHERE s.user_id = u.id),
    (SELECT max(h.created_at) FROM search_history h WHERE h.user_id = u.id))`;

/**
 * Which users a search matches: $1 a LIKE pattern (the wildcards of the staff member's text
 * escaped) against the e-mail, either name, "first last" and the company, in any case; or $2, the
 * user's id when the text is one. $1 NULL matches everyone. The fields are joined by a unit
 * separator (\x1f), so a pattern never matches across two of them, and matched in one ILIKE (a
 * third faster than one per field over a large table).
 */
const MATCH = `($1::text IS NULL
    OR (u.email || E'\\x1f' || COALESCE(u.first_name, '') || E'\\x1f' || COALESCE(u.last_name, '') || E'\\x1f'
        || COALESCE(u.company, '') || E'\\x1f' || COALESCE(u.first_name || ' ' || u.last_name, '')) ILIKE $1
    OR u.id = $2::uuid)`;

/** The SQL of a whitelisted sort column (nothing else reaches ORDER BY). */
const SORT_COLUMN: Record<Exclude<CustomerSort, 'lastActiveAt'>, string> = {
  createdAt: 'u.created_at',
  remainingCredits: 'u.remaining_credits',
  email: 'u.email',
};
const DIRECTION: Record<SortOrder, string> = { asc: 'ASC', desc: 'DESC' };

/**
 * A page of the users a search matches, sorted by a column of users: the page is cut first (a
 * top-N sort of the matches), then only its rows look their activity up. $3 limit, $4 offset.
 */
function usersPageByColumnSql(sort: Exclude<CustomerSort, 'lastActiveAt'>, order: SortOrder): string {
  const by = `${SORT_COLUMN[sort]} ${DIRECTION[order]}, u.id ${DIRECTION[order]}`;
  return `SELECT ${USER_FIELDS}, ${LAST_ACTIVE} AS "lastActiveAt"
  FROM (SELECT * FROM users u WHERE ${MATCH} ORDER BY ${by} LIMIT $3 OFFSET $4) u
  ORDER BY ${by}`;
}

/**
 * A page of the users a search matches, by last activity: every match's activity is looked up (two
 * index lookups each), then sorted. Never active counts as the oldest: first ascending, last descending.
 */
function usersPageByActivitySql(order: SortOrder): string {
  const nulls = order === 'asc' ? 'NULLS FIRST' : 'NULLS LAST';
  return `SELECT ${USER_FIELDS}, u.last_active_at AS "lastActiveAt"
  FROM (SELECT u.*, ${LAST_ACTIVE} AS last_active_at FROM users u WHERE ${MATCH}) u
  ORDER BY u.last_active_at ${DIRECTION[order]} ${nulls}, u.id ${DIRECTION[order]} LIMIT $3 OFFSET $4`;
}

/** The page statement of each sort and order, made once. */
const USERS_PAGE_SQL = Object.fromEntries(
  (['createdAt', 'lastActiveAt', 'remainingCredits', 'email'] as const).map((by) => [
    by,
    {
      asc: by === 'lastActiveAt' ? usersPageByActivitySql('asc') : usersPageByColumnSql(by, 'asc'),
      desc: by === 'lastActiveAt' ? usersPageByActivitySql('desc') : usersPageByColumnSql(by, 'desc'),
    },
  ]),
) as Record<CustomerSort, Record<SortOrder, string>>;

/** How many users a search matches. */
const COUNT_USERS_SQL = `SELECT count(*)::int AS total FROM users u WHERE ${MATCH}`;

/** One user with their activity and counts: searches, reveals and orders (each an index-only count by user). */
const USER_DETAIL_SQL = `SELECT ${USER_FIELDS}, ${LAST_ACTIVE} AS "lastActiveAt", u.phone, u.designation,
  (SELECT count(*)::int FROM search_history h WHERE h.user_id = u.id) AS "searchesCount",
  (SELECT count(*)::int FROM contact_reveals r WHERE r.user_id = u.id) AS "revealsCount",
  (SELECT count(*)::int FROM payment_orders o WHERE o.user_id = u.id) AS "ordersCount"
  FROM users u WHERE u.id = $1`;

/** One user's row as the staff list shows it. */
const USER_ROW_SQL = `SELECT ${USER_FIELDS}, ${LAST_ACTIVE} AS "lastActiveAt" FROM users u WHERE u.id = $1`;

/** Locks user $1's row for an adjustment of their credits and answers what the audit row names. */
const LOCK_USER_FOR_ADJUSTMENT_SQL = 'SELECT email, remaining_credits AS "remainingCredits" FROM users WHERE id = $1 FOR UPDATE';

export interface CustomerRow {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  plan: string;
  planExpiry: Date | null;
  remainingCredits: number;
  totalCredits: number;
  createdAt: Date;
  lastActiveAt: Date | null;
}

export interface CustomerDetailRow extends CustomerRow {
  phone: string | null;
  designation: string | null;
  searchesCount: number;
  revealsCount: number;
  ordersCount: number;
}

export interface UserSearch {
  /** A LIKE pattern, or null for everyone. */
  pattern: string | null;
  /** The user id the text is, when it is one. */
  id: string | null;
}

/**
 * The statements of the staff area's users table: reads over users and what they did (sessions,
 * search_history, contact_reveals, payment_orders). Balances change only through CreditsService.
 * Runs on a DataSource or inside a caller's transaction.
 */
export class CustomersRepository {
  constructor(private readonly db: DataSource | EntityManager) {}

  /** One page of the users a search matches, in the order asked (the id breaks ties), and how many match. */
  async page(
    search: UserSearch,
    sort: { by: CustomerSort; order: SortOrder },
    page: { skip: number; take: number },
  ): Promise<[CustomerRow[], number]> {
    const sql = USERS_PAGE_SQL[sort.by][sort.order];
    const [rows, counted] = await Promise.all([
      this.db.query(sql, [search.pattern, search.id, page.take, page.skip]) as Promise<CustomerRow[]>,
      this.db.query(COUNT_USERS_SQL, [search.pattern, search.id]) as Promise<Array<{ total: number }>>,
    ]);
    return [rows, counted[0].total];
  }

  async detail(id: string): Promise<CustomerDetailRow | null> {
    const rows: CustomerDetailRow[] = await this.db.query(USER_DETAIL_SQL, [id]);
    return rows[0] ?? null;
  }

  async row(id: string): Promise<CustomerRow | null> {
    const rows: CustomerRow[] = await this.db.query(USER_ROW_SQL, [id]);
    return rows[0] ?? null;
  }

  /** The user's e-mail and remaining credits, their row locked until the transaction ends; null when there is no such user. */
  async lockForAdjustment(id: string): Promise<{ email: string; remainingCredits: number } | null> {
    const rows: Array<{ email: string; remainingCredits: number }> = await this.db.query(LOCK_USER_FOR_ADJUSTMENT_SQL, [id]);
    return rows[0] ?? null;
  }
}
