import type { DataSource, EntityManager } from 'typeorm';
import { contactKeys } from './person-keys';

/** A reveal of a person's contacts as they may read of it: which company, when, how many of each kind. */
export interface RevealSeen {
  company: string;
  at: Date;
  emails: number;
  phones: number;
}

/** A company that did not give its name when it revealed (users.company empty). */
export const UNNAMED_COMPANY = 'A company that did not name itself';

/**
 * The reveals of a person's contacts: those of profiles $1 (ids), and those whose contacts' keys
 * meet $2 (the person's own, read after the profile was removed: profile_id is null then). Never
 * the user, only the company as it was named then. Newest first.
 */
const SEEN_SQL = `
  SELECT COALESCE(NULLIF(r.company, ''), '${UNNAMED_COMPANY}') AS company, r.revealed_at AS at, r.emails, r.phones
    FROM reveal_log r
   WHERE r.profile_id = ANY($1::bigint[]) OR (r.profile_id IS NULL AND r.contact_keys && $2::text[])
   ORDER BY r.revealed_at DESC, r.id DESC
   LIMIT 1000`;

/**
 * Logs a reveal: user $1, their company as named now, profile $2, the contacts shown by their keys
 * $3, how many e-mails $4 and phones $5.
 */
const RECORD_SQL = `INSERT INTO reveal_log (user_id, company, profile_id, contact_keys, emails, phones)
  SELECT u.id, left(COALESCE(btrim(u.company), ''), 200), $2, $3::text[], $4, $5 FROM users u WHERE u.id = $1`;

/** The reveal log: written with each reveal (contacts' RevealRecorder), read by a person's access, aged by its retention. */
export class RevealLogRepository {
  constructor(private readonly db: DataSource | EntityManager) {}

  /** Records that a user saw these contacts of a profile: their keys, never their values. */
  async record(reveal: { userId: string; profileId: string; contacts: ReadonlyArray<{ kind: 'email' | 'phone'; value: string }> }) {
    const emails = reveal.contacts.filter((c) => c.kind === 'email').length;
    await this.db.query(RECORD_SQL, [
      reveal.userId,
      reveal.profileId,
      contactKeys(reveal.contacts),
      emails,
      reveal.contacts.length - emails,
    ]);
  }

  async seen(profileIds: readonly string[], keys: readonly string[]): Promise<RevealSeen[]> {
    if (!profileIds.length && !keys.length) return [];
    return this.db.query(SEEN_SQL, [profileIds, keys]);
  }

  /** Deletes the entries older than `before`; how many. */
  async deleteBefore(before: Date): Promise<number> {
    const [, count]: [unknown, number] = await this.db.query('DELETE FROM reveal_log WHERE revealed_at < $1', [before]);
    return count;
  }
}
