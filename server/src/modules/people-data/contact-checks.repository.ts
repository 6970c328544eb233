import type { DataSource } from 'typeorm';
import type { ContactStatus } from '../profiles/profile-contact.entity';

/** The e-mail contacts a reveal checks again, and the verdicts written back. */
export class ContactChecksRepository {
  constructor(private readonly ds: DataSource) {}

  /**
   * The profile's e-mail addresses last checked before `before` (or never), oldest first, unless
   * the user revealed the profile already or it is a sample person (made up: nothing to check).
   */
  async staleEmails(profileId: string, userId: string, before: Date, limit: number): Promise<Array<{ id: string; value: string }>> {
    return this.ds.query(
      `SELECT c.id, c.value
         FROM profile_contacts c
         JOIN profiles p ON p.id = c.profile_id
        WHERE c.profile_id = $1 AND c.kind = 'email' AND p.source <> 'sample'
          AND (c.last_verified_at IS NULL OR c.last_verified_at < $3)
          AND NOT EXISTS (SELECT 1 FROM contact_reveals r WHERE r.user_id = $2 AND r.profile_id = $1)
        ORDER BY c.last_verified_at NULLS FIRST, c.id
        LIMIT $4`,
      [profileId, userId, before, limit],
    );
  }

  /** A verdict: the contact's new status and when it was checked, or (null) the address removed. */
  async applyVerdict(contactId: string, status: ContactStatus | null, at: Date): Promise<void> {
    if (status === null) await this.ds.query(`DELETE FROM profile_contacts WHERE id = $1`, [contactId]);
    else await this.ds.query(`UPDATE profile_contacts SET status = $2, last_verified_at = $3 WHERE id = $1`, [contactId, status, at]);
  }
}
