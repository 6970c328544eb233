import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../common/errors';
import { ListsRepository } from '../lists/lists.repository';
import { notifyIndexChanged } from '../profiles/index-changes.repository';
import { usernameOfRef } from '../profiles/profile-lookup';
import { normaliseEmail, normalisePhone, personKeys, type PersonKey } from './person-keys';
import { PrivacyRepository } from './privacy.repository';
import type { SuppressionOrigin } from './suppression.entity';
import { SuppressionsRepository } from './suppressions.repository';

/** Why a list entry is a placeholder when its person asked to leave (lists' REMOVED_NOTES says it). */
const REMOVED_AT_REQUEST = 'person_request';

export const EMAIL_MESSAGE = 'Please enter e-mail addresses as name@domain.';
export const PHONE_MESSAGE = 'Please enter phone numbers in full, with their country code (+44 20 7946 0000).';
export const LINKEDIN_MESSAGE = 'Please enter LinkedIn profiles as links (linkedin.com/in/…) or usernames.';
export const NOTHING_NAMED_MESSAGE = 'Name at least one e-mail address, LinkedIn profile or phone number.';

/** What naming people to keep out did: the keys it added to the list, and the profiles it removed. */
export interface Suppressed {
  keys: number;
  removedProfiles: number;
}

/** People named in the clear, as staff (or the person) give them: hashed on arrival, never kept so. */
export interface NamedPeople {
  emails?: readonly string[];
  /** Profile links (linkedin.com/in/…) or usernames. */
  linkedinProfiles?: readonly string[];
  phones?: readonly string[];
  /** A source's record ids, as `source:id` (PDL's opt-outs: `pdl:<id>`). */
  records?: readonly string[];
}

/** Runs inside the change's transaction (the staff area writes its audit row there). */
export type PrivacyAudit = (manager: EntityManager, done: Suppressed) => Promise<void>;

/**
 * The people the index holds data about, and their way out (docs/features/privacy.md): removing a
 * person (removeIn) deletes their profile and what hangs off it, turns their entries in users' lists into
 * placeholders that say why, and puts every key that named them (person-keys.ts) on the
 * suppression list, which every writer checks, so that they stay out.
 */
export class PrivacyService {
  constructor(
    private readonly ds: DataSource,
    /** Drops this process's cached search answers (others learn of the change by NOTIFY). */
    private readonly forgetSearches: () => void = () => undefined,
  ) {}

  /**
   * Keeps the people named out of the index: their keys on the suppression list, and every profile
   * any of them names removed (removeIn), in one transaction with `audit`. LinkedIn profiles are
   * links or usernames. Values that name nothing (an address without @) are refused; nothing is
   * kept in the clear.
   */
  async suppress(named: NamedPeople, origin: SuppressionOrigin, reason: string | null, audit?: PrivacyAudit): Promise<Suppressed> {
    const emails = (named.emails ?? []).map((e) => e.trim()).filter(Boolean);
    const phones = (named.phones ?? []).map((p) => p.trim()).filter(Boolean);
    const records = (named.records ?? []).map((r) => r.trim()).filter((r) => r.includes(':'));
    if (emails.some((e) => normaliseEmail(e) === null)) throw AppError.badInput(EMAIL_MESSAGE);
    if (phones.some((p) => normalisePhone(p) === null)) throw AppError.badInput(PHONE_MESSAGE);
    const usernames = usernamesOf(named.linkedinProfiles ?? []);
    const keys = personKeys({ emails, linkedinUsernames: usernames, phones, records });
    if (!keys.length) throw AppError.badInput(NOTHING_NAMED_MESSAGE);
    return this.keepOut(keys, { linkedinUsernames: usernames, phones, records }, origin, reason, audit);
  }

  /**
   * Keeps out the people a deletion list names by the SHA-256 of their normalised e-mail address
   * (as a state's list may deliver them; clear addresses are hashed by the caller), as `suppress` does.
   */
  async suppressEmailKeys(hashes: readonly string[], origin: SuppressionOrigin, reason: string | null): Promise<Suppressed> {
    const keys = [...new Set(hashes.map((h) => h.toLowerCase()))].map((hash) => ({ kind: 'email' as const, hash }));
    if (!keys.length) return { keys: 0, removedProfiles: 0 };
    return this.keepOut(keys, { linkedinUsernames: [], phones: [], records: [] }, origin, reason);
  }

  /** How many keys the suppression list holds, in all and by origin (never which). */
  async size(): Promise<{ total: number; byOrigin: Array<{ origin: SuppressionOrigin; keys: number }> }> {
    const byOrigin = await new SuppressionsRepository(this.ds).size();
    return { total: byOrigin.reduce((n, o) => n + o.keys, 0), byOrigin };
  }

  /**
   * In one transaction: the keys listed, every profile they name removed (by its username, an
   * e-mail's identity key, a phone or a record id; `clear` gives what only the clear values find),
   * and the audit. Every server drops its cached searches when someone was removed.
   */
  private async keepOut(
    keys: readonly PersonKey[],
    clear: { linkedinUsernames: string[]; phones: string[]; records: string[] },
    origin: SuppressionOrigin,
    reason: string | null,
    audit?: PrivacyAudit,
  ): Promise<Suppressed> {
    const done = await this.ds.transaction(async (tx) => {
      const result: Suppressed = { keys: await new SuppressionsRepository(tx).add(keys, origin, reason), removedProfiles: 0 };
      const emailKeys = keys.filter((k) => k.kind === 'email').map((k) => k.hash);
      for (const id of await new PrivacyRepository(tx).profilesNamed({ ...clear, emailKeys })) {
        const one = await this.removeIn(tx, id, origin, reason);
        if (one) {
          result.removedProfiles++;
          result.keys += one.keys;
        }
      }
      if (audit) await audit(tx, result);
      return result;
    });
    if (done.removedProfiles) this.forgetSearches();
    return done;
  }

  private async removeIn(
    tx: EntityManager,
    profileId: string,
    origin: SuppressionOrigin,
    reason: string | null,
  ): Promise<Suppressed | null> {
    const repo = new PrivacyRepository(tx);
    const names = await repo.namesOf(profileId);
    if (!names) return null;
    const keys = personKeys({
      linkedinUsernames: [names.linkedinUsername],
      emails: names.emails,
      phones: names.phones,
      records: names.records,
    });
    const added = await new SuppressionsRepository(tx).add(keys, origin, reason);
    await new ListsRepository(tx).placeholderEntries(profileId, names.linkedinUsername, REMOVED_AT_REQUEST);
    await repo.deleteProfile(profileId);
    await notifyIndexChanged(tx, 'privacy:removal');
    return { keys: added, removedProfiles: 1 };
  }
}

/** LinkedIn links or usernames as lower-case usernames; BAD_USER_INPUT for one that is neither. */
function usernamesOf(profiles: readonly string[]): string[] {
  try {
    return profiles
      .map((p) => p.trim())
      .filter(Boolean)
      .map((p) => usernameOfRef(p).toLowerCase());
  } catch {
    throw AppError.badInput(LINKEDIN_MESSAGE);
  }
}
