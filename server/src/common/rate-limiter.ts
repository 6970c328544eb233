import { RateLimiterPostgres } from 'rate-limiter-flexible';

type Statement = { name?: string; text: string; values?: unknown[] };

/**
 * rate-limiter-flexible's PostgreSQL limiter, with its statements unnamed. It names them
 * (`rate_limits:rlflx-upsert`), and node-postgres then prepares each once per connection; behind
 * PgBouncer in transaction mode (docs/scaling.md) the next statement may reach a server connection
 * that has it already ("prepared statement … already exists") or not at all. Unnamed, each is
 * parsed where it runs: one statement a limited request, the difference not measurable.
 */
export class PostgresRateLimiter extends RateLimiterPostgres {
  _query(q: Statement): Promise<unknown> {
    const query = (RateLimiterPostgres.prototype as unknown as { _query(q: Statement): Promise<unknown> })._query;
    return query.call(this, { text: q.text, values: q.values });
  }
}
