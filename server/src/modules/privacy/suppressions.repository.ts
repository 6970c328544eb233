import type { DataSource, EntityManager } from 'typeorm';
import type { PersonKey } from './person-keys';
import type { SuppressionOrigin } from './suppression.entity';

/** The suppression list's statements. Runs on a DataSource or inside a caller's transaction. */
export class SuppressionsRepository {
  constructor(private readonly db: DataSource | EntityManager) {}

  /** Adds keys (those already listed keep their first origin); how many were new. */
  async add(keys: readonly PersonKey[], origin: SuppressionOrigin, reason: string | null): Promise<number> {
    if (!keys.length) return 0;
    const rows: unknown[] = await this.db.query(
      `INSERT INTO suppressions (kind, hash, origin, reason)
       SELECT k.kind, k.hash, $3, $4 FROM unnest($1::varchar[], $2::char(64)[]) AS k(kind, hash)
       ON CONFLICT DO NOTHING RETURNING kind`,
      [keys.map((k) => k.kind), keys.map((k) => k.hash), origin, reason],
    );
    return rows.length;
  }

  /** Which of these keys are listed, as `kind:hash`. */
  async listed(keys: readonly PersonKey[]): Promise<Set<string>> {
    if (!keys.length) return new Set();
    const rows: Array<{ kind: string; hash: string }> = await this.db.query(
      `SELECT s.kind, s.hash FROM suppressions s
        JOIN unnest($1::varchar[], $2::char(64)[]) AS k(kind, hash) ON s.kind = k.kind AND s.hash = k.hash`,
      [keys.map((k) => k.kind), keys.map((k) => k.hash)],
    );
    return new Set(rows.map((r) => `${r.kind}:${r.hash}`));
  }

  /** How many keys the list holds, by origin. */
  async size(): Promise<Array<{ origin: SuppressionOrigin; keys: number }>> {
    const rows: Array<{ origin: SuppressionOrigin; keys: number }> = await this.db.query(
      `SELECT origin, count(*)::int AS keys FROM suppressions GROUP BY origin ORDER BY origin`,
    );
    return rows;
  }
}

/** For each set of keys (one person each), whether any of its keys is listed: in one statement. */
export async function suppressedAmong(db: DataSource | EntityManager, people: ReadonlyArray<readonly PersonKey[]>): Promise<boolean[]> {
  const listed = await new SuppressionsRepository(db).listed(people.flat());
  return people.map((keys) => keys.some((k) => listed.has(`${k.kind}:${k.hash}`)));
}
