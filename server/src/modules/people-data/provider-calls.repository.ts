import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';

/** What became of one call (provider_calls.outcome). */
export type CallOutcome =
  'match' | 'no_match' | 'cached' | 'rate_limited' | 'refused' | 'unavailable' | 'timeout' | 'over_budget' | 'circuit_open';

export interface CallRow {
  provider: string;
  operation: string;
  userId: string | null;
  outcome: CallOutcome;
  cost: number;
  ms: number;
}

/** The provider_calls ledger and the provider_answers cache (migration ProviderCalls). */
export class ProviderCallsRepository {
  constructor(private readonly ds: DataSource) {}

  async record(call: CallRow, at: Date): Promise<void> {
    await this.ds.query(
      `INSERT INTO provider_calls (provider, operation, user_id, outcome, cost, ms, at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [call.provider, call.operation, call.userId, call.outcome, call.cost, Math.round(call.ms), at],
    );
  }

  /** Credits of `provider` the user's calls cost since `since`. */
  async spentByUser(provider: string, userId: string, since: Date): Promise<number> {
    const rows: Array<{ spent: number }> = await this.ds.query(
      `SELECT coalesce(sum(cost), 0)::int AS spent FROM provider_calls WHERE user_id = $1 AND provider = $2 AND at >= $3`,
      [userId, provider, since],
    );
    return rows[0].spent;
  }

  /** Credits of `provider` every call cost since `since`. */
  async spentByService(provider: string, since: Date): Promise<number> {
    const rows: Array<{ spent: number }> = await this.ds.query(
      `SELECT coalesce(sum(cost), 0)::int AS spent FROM provider_calls WHERE provider = $1 AND at >= $2`,
      [provider, since],
    );
    return rows[0].spent;
  }

  async cachedAnswer<T>(key: string, now: Date): Promise<T | undefined> {
    const rows: Array<{ answer: T }> = await this.ds.query(`SELECT answer FROM provider_answers WHERE key = $1 AND expires_at > $2`, [
      key,
      now,
    ]);
    return rows[0]?.answer;
  }

  async keepAnswer(entry: {
    key: string;
    provider: string;
    operation: string;
    answer: unknown;
    now: Date;
    expiresAt: Date;
  }): Promise<void> {
    await this.ds.query(
      `INSERT INTO provider_answers (key, provider, operation, answer, fetched_at, expires_at) VALUES ($1, $2, $3, $4::jsonb, $5, $6)
       ON CONFLICT (key) DO UPDATE SET answer = EXCLUDED.answer, fetched_at = EXCLUDED.fetched_at, expires_at = EXCLUDED.expires_at`,
      [entry.key, entry.provider, entry.operation, JSON.stringify(entry.answer), entry.now, entry.expiresAt],
    );
  }

  /** Every provider's calls per UTC day since `since`, newest day first. */
  async usageByDay(since: Date): Promise<UsageDay[]> {
    return this.ds.query(
      `SELECT to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, provider,
              count(*) FILTER (WHERE outcome NOT IN ('cached', 'over_budget', 'circuit_open'))::int AS calls,
              count(*) FILTER (WHERE outcome = 'cached')::int AS cached,
              count(*) FILTER (WHERE outcome IN ('unavailable', 'timeout', 'refused', 'rate_limited'))::int AS errors,
              count(*) FILTER (WHERE outcome IN ('over_budget', 'circuit_open'))::int AS "heldBack",
              coalesce(sum(cost), 0)::int AS cost
         FROM provider_calls
        WHERE at >= $1
        GROUP BY 1, 2
        ORDER BY 1 DESC, 2`,
      [since],
    );
  }

  /** Drops answers past their time (called now and then by the guard). */
  async forgetExpired(now: Date): Promise<void> {
    await this.ds.query(`DELETE FROM provider_answers WHERE expires_at <= $1`, [now]);
  }
}

/** One provider's calls of one UTC day, as the staff area shows them. */
export interface UsageDay {
  /** 'YYYY-MM-DD' (UTC). */
  day: string;
  provider: string;
  /** Calls that reached the provider. */
  calls: number;
  /** Questions answered from the kept answers, costing nothing. */
  cached: number;
  /** Calls the provider failed: no answer in time, 5xx or network, refused key or credits, 429 left over. */
  errors: number;
  /** Calls not made: a budget spent, or the circuit open. */
  heldBack: number;
  /** Credits of the provider spent. */
  cost: number;
}

/** The cache key of a question: the provider, the operation and its normalised arguments. */
export function answerKey(provider: string, operation: string, args: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([provider, operation, args]))
    .digest('hex');
}
