/**
 * Changes to the people index made outside a server's own requests (an `npm run import` or
 * `npm run sample:remove` in another process, a worker of another server) reach every server on
 * the database through PostgreSQL's NOTIFY on this channel (sent by
 * modules/profiles/index-changes.repository.ts, heard by db/index-changes.ts), so each drops the
 * search answers it had cached.
 */
export const INDEX_CHANGED_CHANNEL = 'talentlens_index_changed';
