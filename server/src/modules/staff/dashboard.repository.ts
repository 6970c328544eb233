import type { DataSource, EntityManager } from 'typeorm';

/**
 * The staff dashboard's figures per UTC day from $1 to $2 (dates, both counted), one row per day
 * with zeros filled in (generate_series), and on every row the distinct users active over the
 * whole range (an uncorrelated subquery: computed once). Each table is read once over the range,
 * by its time column: users (sign-ups), search_history (searches), contact_reveals (reveals),
 * payment_orders completed (credits sold and revenue, by completed_at), and sessions started plus
 * searches for the active users.
 */
const DASHBOARD_DAYS_SQL = `WITH bounds AS (
    SELECT ($1::date)::timestamp AT TIME ZONE 'UTC' AS t0, ($2::date + 1)::timestamp AT TIME ZONE 'UTC' AS t1
  ),
  sign_ups AS (
    SELECT (u.created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS n
    FROM users u, bounds b WHERE u.created_at >= b.t0 AND u.created_at < b.t1 GROUP BY 1
  ),
  searches AS (
    SELECT (h.created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS n
    FROM search_history h, bounds b WHERE h.created_at >= b.t0 AND h.created_at < b.t1 GROUP BY 1
  ),
  reveals AS (
    SELECT (r.created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS n
    FROM contact_reveals r, bounds b WHERE r.created_at >= b.t0 AND r.created_at < b.t1 GROUP BY 1
  ),
  sales AS (
    SELECT (o.completed_at AT TIME ZONE 'UTC')::date AS day, sum(o.credits) AS credits, sum(o.amount_cents) AS cents
    FROM payment_orders o, bounds b
    WHERE o.status = 'completed' AND o.completed_at >= b.t0 AND o.completed_at < b.t1 GROUP BY 1
  ),
  activity AS MATERIALIZED (
    SELECT s.user_id, (s.created_at AT TIME ZONE 'UTC')::date AS day
    FROM sessions s, bounds b WHERE s.created_at >= b.t0 AND s.created_at < b.t1
    UNION
    SELECT h.user_id, (h.created_at AT TIME ZONE 'UTC')::date AS day
    FROM search_history h, bounds b WHERE h.created_at >= b.t0 AND h.created_at < b.t1
  ),
  active AS (SELECT day, count(*) AS n FROM activity GROUP BY day)
  SELECT to_char(d.day, 'YYYY-MM-DD') AS date,
    COALESCE(su.n, 0)::int AS "signUps",
    COALESCE(a.n, 0)::int AS "activeUsers",
    COALESCE(se.n, 0)::int AS searches,
    COALESCE(r.n, 0)::int AS reveals,
    COALESCE(sa.credits, 0)::float8 AS "creditsSold",
    COALESCE(sa.cents, 0)::float8 AS "revenueCents",
    (SELECT count(DISTINCT user_id) FROM activity)::int AS "activeUsersInRange"
  FROM (SELECT g::date AS day FROM generate_series($1::date, $2::date, interval '1 day') AS g) d
  LEFT JOIN sign_ups su ON su.day = d.day
  LEFT JOIN active a ON a.day = d.day
  LEFT JOIN searches se ON se.day = d.day
  LEFT JOIN reveals r ON r.day = d.day
  LEFT JOIN sales sa ON sa.day = d.day
  ORDER BY d.day`;

export interface DashboardDayRow {
  date: string;
  signUps: number;
  activeUsers: number;
  searches: number;
  reveals: number;
  creditsSold: number;
  revenueCents: number;
  activeUsersInRange: number;
}

/** The statements of the staff dashboard: reads over the tables of every domain, by day. */
export class DashboardRepository {
  constructor(private readonly db: DataSource | EntityManager) {}

  /** One row per day from `from` to `to` (YYYY-MM-DD, UTC, both counted). */
  async days(from: string, to: string): Promise<DashboardDayRow[]> {
    return this.db.query(DASHBOARD_DAYS_SQL, [from, to]);
  }
}
