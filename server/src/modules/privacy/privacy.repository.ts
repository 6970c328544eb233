import type { DataSource, EntityManager } from 'typeorm';
import { normalisePhone } from './person-keys';

/** What names one stored person: their username, their contacts, and the record ids of the sources that gave them. */
export interface StoredPersonNames {
  linkedinUsername: string;
  emails: string[];
  phones: string[];
  /** `source:recordId` (profile_identities, kind 'record'). */
  records: string[];
}

/** One statement: the username, e-mails, phones and record ids of profile $1 (no row: no such profile). */
const NAMES_OF_PROFILE_SQL = `
  SELECT p.linkedin_username AS "linkedinUsername",
         ARRAY(SELECT c.value FROM profile_contacts c WHERE c.profile_id = p.id AND c.kind = 'email') AS emails,
         ARRAY(SELECT c.value FROM profile_contacts c WHERE c.profile_id = p.id AND c.kind = 'phone') AS phones,
         ARRAY(SELECT i.key FROM profile_identities i WHERE i.profile_id = p.id AND i.kind = 'record') AS records
    FROM profiles p WHERE p.id = $1`;

/**
 * The profiles any of these name: by LinkedIn username ($1, lower-case), by an e-mail address's
 * identity key ($2, the same SHA-256 the suppression list keeps), by a phone number ($3, as
 * normalisePhone writes it) or by a source's record id ($4, `source:id`).
 */
const PROFILES_NAMED_SQL = `
  SELECT id::text AS id FROM profiles WHERE lower(linkedin_username) = ANY($1::text[])
  UNION
  SELECT profile_id::text FROM profile_identities WHERE kind = 'email' AND key = ANY($2::text[])
  UNION
  SELECT profile_id::text FROM profile_identities WHERE kind = 'record' AND key = ANY($4::text[])
  UNION
  SELECT profile_id::text FROM profile_contacts
   WHERE kind = 'phone' AND cardinality($3::text[]) > 0 AND '+' || regexp_replace(value, '\\D', '', 'g') = ANY($3::text[])`;

/** The statements of removing people from the index (profiles and what hangs off them go by ON DELETE CASCADE). */
export class PrivacyRepository {
  constructor(private readonly db: DataSource | EntityManager) {}

  async namesOf(profileId: string): Promise<StoredPersonNames | null> {
    const [row]: StoredPersonNames[] = await this.db.query(NAMES_OF_PROFILE_SQL, [profileId]);
    return row ?? null;
  }

  /** Locks profile $1 for the rest of the transaction and deletes it, with its contacts, keys, search row, reveals and analyses. */
  async deleteProfile(profileId: string): Promise<boolean> {
    const [, count]: [unknown, number] = await this.db.query(`DELETE FROM profiles WHERE id = $1`, [profileId]);
    return count > 0;
  }

  async profilesNamed(of: { linkedinUsernames: string[]; emailKeys: string[]; phones: string[]; records: string[] }): Promise<string[]> {
    const phones = of.phones.map(normalisePhone).filter((p): p is string => p !== null);
    const rows: Array<{ id: string }> = await this.db.query(PROFILES_NAMED_SQL, [
      of.linkedinUsernames.map((u) => u.trim().toLowerCase()),
      of.emailKeys,
      phones,
      of.records,
    ]);
    return rows.map((r) => r.id);
  }
}
