import type { DataSource, EntityManager, FindOptionsSelect } from 'typeorm';
import type { CardSource } from './profile-card';
import { ProfileContact } from './profile-contact.entity';
import { Profile } from './profile.entity';
import { teamRevealedSql } from '../teams/team-sql';
import { sameFullNameSql } from './text-search';

/** The columns of profiles a card needs, named as the entity names them. */
const CARD_COLUMNS = [
  'id',
  'linkedin_username AS "linkedinUsername"',
  'linkedin_link AS "linkedinLink"',
  'first_name AS "firstName"',
  'last_name AS "lastName"',
  'profile_picture AS "profilePicture"',
  'headline',
  'summary',
  'city',
  'country',
  'region',
  'experience_months AS "experienceMonths"',
  'skills',
  'work_experiences AS "workExperiences"',
  'academic_credentials AS "academicCredentials"',
  'current_title AS "currentTitle"',
  'current_company AS "currentCompany"',
  // The current company's industry key, for why a result meets an industry (result-match.ts).
  'industry',
  'source',
  // What the card's age is read from (profile-facts.ts: lastUpdatedAt).
  'refreshed_at AS "refreshedAt"',
  'created_at AS "createdAt"',
  `(SELECT max((o.value->>'fetchedAt')::timestamptz) FROM jsonb_each(provenance) o) AS "newestFetchedAt"`,
].join(', ');

/** The cards of a page of ids ($1), in no particular order: one plain statement. */
const CARDS_SQL = `SELECT ${CARD_COLUMNS} FROM profiles WHERE id = ANY($1::bigint[])`;

/** Claims a refresh of profile $1 at $2 unless one was claimed after $3: one conditional UPDATE. */
const CLAIM_REFRESH_SQL = 'UPDATE profiles SET refreshed_at = $2 WHERE id = $1 AND (refreshed_at IS NULL OR refreshed_at <= $3)';

/** Puts back the refresh time $2 of profile $1, unless a later claim than ours ($3) replaced it. */
const GIVE_BACK_REFRESH_SQL = 'UPDATE profiles SET refreshed_at = $2 WHERE id = $1 AND refreshed_at = $3';

/**
 * Whether user $1, or their team, revealed profile $2's contacts. contact_reveals is written by
 * contacts.repository.ts only, team_reveals by teams.repository.ts.
 */
const REVEALED_SQL = `SELECT 1 WHERE EXISTS (SELECT 1 FROM contact_reveals WHERE user_id = $1 AND profile_id = $2)
  OR ${teamRevealedSql('$2', '$1')}`;

/**
 * The statements of a profile as the app reads and writes it: profiles and its contacts
 * (profile_contacts). The index itself (profiles, profile_search, profile_contacts, companies,
 * job_titles) is written in bulk by the seed command and by a provider's fetchProfile, not here.
 * Runs on a DataSource or inside a caller's transaction (an EntityManager).
 */
export class ProfileRepository {
  constructor(private readonly db: DataSource | EntityManager) {}

  /** The card columns of these profiles (the ones that exist), in no particular order. */
  async cards(ids: readonly string[]): Promise<Array<CardSource & Pick<Profile, 'industry'>>> {
    return this.db.query(CARDS_SQL, [ids]);
  }

  async findById(id: string, select?: FindOptionsSelect<Profile>): Promise<Profile | null> {
    return this.db.getRepository(Profile).findOne({ select, where: { id } });
  }

  /**
   * The fullest profile (by search quality) whose full name is this as people write it
   * (sameFullNameSql: case, accents and apostrophes aside, CJK parts joined), or null.
   */
  async findByFullName(name: string, select?: FindOptionsSelect<Profile>): Promise<Profile | null> {
    const [row]: Array<{ id: string }> = await this.db.query(
      `SELECT p.id::text AS id FROM profile_search ps JOIN profiles p ON p.id = ps.profile_id
        WHERE ${sameFullNameSql('$1')}
        ORDER BY ps.quality DESC, ps.profile_id LIMIT 1`,
      [name],
    );
    return row ? this.findById(row.id, select) : null;
  }

  /** The profile stored under exactly this username (usernames are kept as the source wrote them). */
  async findByUsername(linkedinUsername: string, select?: FindOptionsSelect<Profile>): Promise<Profile | null> {
    return this.db.getRepository(Profile).findOne({ select, where: { linkedinUsername } });
  }

  /** Claims a refresh of the profile at `now`, unless it was refreshed after `cutoff`: whether it was claimed. */
  async claimRefresh(id: string, now: Date, cutoff: Date): Promise<boolean> {
    const [, affected] = (await this.db.query(CLAIM_REFRESH_SQL, [id, now, cutoff])) as [unknown[], number];
    return affected > 0;
  }

  /** Gives a claimed refresh back: refreshed_at as it was before `claimedAt`, unless another claim came since. */
  async giveBackRefresh(id: string, previous: Date | null, claimedAt: Date): Promise<void> {
    await this.db.query(GIVE_BACK_REFRESH_SQL, [id, previous, claimedAt]);
  }

  /** The profile's contacts in the order they were stored. */
  async contacts(profileId: string): Promise<ProfileContact[]> {
    return this.db.getRepository(ProfileContact).find({ where: { profileId }, order: { id: 'ASC' } });
  }

  /**
   * Whether the user revealed the profile's contacts. A read of contacts' table, kept here so that
   * profiles does not import contacts (contacts imports profiles to find what it reveals).
   */
  async isRevealedTo(userId: string, profileId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(REVEALED_SQL, [userId, profileId]);
    return rows.length > 0;
  }
}
