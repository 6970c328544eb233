import type { DataSource } from 'typeorm';
import type { ContactStatus } from '../profiles/profile-contact.entity';

/** A work address a finder found, as it is stored. */
export interface FoundContact {
  value: string;
  status: ContactStatus;
  /** The finder's name (profile_contacts.origin). */
  origin: string;
  at: Date;
  lastVerifiedAt: Date | null;
  lastSeenOn: string | null;
}

/** The verdicts of the checks before a reveal, and the addresses a finder found, written to profile_contacts. */
export class ContactChecksRepository {
  constructor(private readonly ds: DataSource) {}

  /** A verdict: the contact's new status, when it was checked and last seen on the web, or (null) the address removed. */
  async applyVerdict(contactId: string, status: ContactStatus | null, at: Date, lastSeenOn: string | null): Promise<void> {
    if (status === null) await this.ds.query(`DELETE FROM profile_contacts WHERE id = $1`, [contactId]);
    else
      await this.ds.query(
        `UPDATE profile_contacts SET status = $2, last_verified_at = $3, last_seen_on = COALESCE($4::date, last_seen_on) WHERE id = $1`,
        [contactId, status, at, lastSeenOn],
      );
  }

  /** Adds a found work address to the profile, unless it holds that address already (any case). */
  async addFound(profileId: string, c: FoundContact): Promise<void> {
    await this.ds.query(
      `INSERT INTO profile_contacts (profile_id, kind, value, status, type, source, origin, fetched_at, last_verified_at, last_seen_on)
       SELECT $1, 'email', $2::varchar, $3, 'work', 'data_partner', $4, $5, $6, $7::date
        WHERE NOT EXISTS (SELECT 1 FROM profile_contacts WHERE profile_id = $1 AND kind = 'email' AND lower(value) = lower($2::varchar))`,
      [profileId, c.value, c.status, c.origin, c.at, c.lastVerifiedAt, c.lastSeenOn],
    );
  }
}
