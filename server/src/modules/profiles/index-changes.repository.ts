import type { DataSource, EntityManager } from 'typeorm';
import { INDEX_CHANGED_CHANNEL } from '../../common/index-changes';

/** Says that the people index changed; delivered when the caller's transaction commits (at once without one). */
export async function notifyIndexChanged(db: DataSource | EntityManager, what: string): Promise<void> {
  await db.query('SELECT pg_notify($1, $2)', [INDEX_CHANGED_CHANNEL, what.slice(0, 200)]);
}
