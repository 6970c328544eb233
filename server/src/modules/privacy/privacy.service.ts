import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../common/errors';
import { ListsRepository } from '../lists/lists.repository';
import { notifyIndexChanged } from '../profiles/index-changes.repository';
import { emailKey, normaliseEmail, normalisePhone, personKeys } from './person-keys';
import { PrivacyRepository } from './privacy.repository';
import type { SuppressionOrigin } from './suppression.entity';
import { SuppressionsRepository } from './suppressions.repository';

/** Why a list entry is a placeholder when its person asked to leave (lists' REMOVED_NOTES says it). */
const REMOVED_AT_REQUEST = 'person_request';

export const EMAIL_MESSAGE = 'Please enter e-mail addresses as name@domain.';
export const PHONE_MESSAGE = 'Please enter phone numbers in full, with their country code (+44 20 7946 0000).';
export const NOTHING_NAMED_MESSAGE = 'Name at least one e-mail address, LinkedIn profile or phone number.';

/** What naming people to keep out did: the keys it added to the list, and the profiles it removed. */
export interface Suppressed {
  keys: number;
  removedProfiles: number;
}

/** People named in the clear, as staff (or the person) give them: hashed on arrival, never kept so. */
export interface NamedPeople {
  emails?: readonly string[];
  linkedinUsernames?: readonly string[];
  phones?: readonly string[];
  /** A source's record ids, as `source:id` (PDL's opt-outs: `pdl:<id>`). */
  records?: readonly string[];
}

/** Runs inside the change's transaction (the staff area writes its audit row there). */
export type PrivacyAudit = (manager: EntityManager, done: Suppressed) => Promise<void>;

/**
 * The people the index holds data about, and their way out (docs/features/privacy.md): removing a
 * person deletes their profile and what hangs off it, turns their entries in users' lists into
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
   * Removes a person from the index and keeps them out, in one transaction: their keys on the
   * suppression list, their list entries placeholders, their profile deleted. False when there is
   * no such profile (nothing changes).
   */
  async removePerson(
    profileId: string,
    origin: SuppressionOrigin,
    reason: string | null,
    audit?: PrivacyAudit,
  ): Promise<Suppressed | null> {
    const done = await this.ds.transaction(async (tx) => {
      const one = await this.removeIn(tx, profileId, origin, reason);
      if (one && audit) await audit(tx, one);
      return one;
    });
    if (done) this.forgetSearches();
    return done;
  }

  /**
   * Keeps the people named out of the index: their keys on the suppression list, and every profile
   * any of them names removed as `removePerson` does, in one transaction. Values that name nothing
   * (an address without @) are refused; nothing is kept in the clear.
   */
  async suppress(named: NamedPeople, origin: SuppressionOrigin, reason: string | null, audit?: PrivacyAudit): Promise<Suppressed> {
    const emails = (named.emails ?? []).map((e) => e.trim()).filter(Boolean);
    const usernames = (named.linkedinUsernames ?? []).map((u) => u.trim().toLowerCase()).filter(Boolean);
    const phones = (named.phones ?? []).map((p) => p.trim()).filter(Boolean);
    const records = (named.records ?? []).map((r) => r.trim()).filter((r) => r.includes(':'));
    if (emails.some((e) => normaliseEmail(e) === null)) throw AppError.badInput(EMAIL_MESSAGE);
    if (phones.some((p) => normalisePhone(p) === null)) throw AppError.badInput(PHONE_MESSAGE);
    const keys = personKeys({ emails, linkedinUsernames: usernames, phones, records });
    if (!keys.length) throw AppError.badInput(NOTHING_NAMED_MESSAGE);
    const done = await this.ds.transaction(async (tx) => {
      const listed = await new SuppressionsRepository(tx).add(keys, origin, reason);
      const ids = await new PrivacyRepository(tx).profilesNamed({
        linkedinUsernames: usernames,
        emailKeys: emails.map(emailKey),
        phones,
        records,
      });
      const removed = await this.removeAll(tx, ids, origin, reason);
      const result = { keys: listed + removed.keys, removedProfiles: removed.removedProfiles };
      if (audit) await audit(tx, result);
      return result;
    });
    if (done.removedProfiles) this.forgetSearches();
    return done;
  }

  /**
   * Keeps out the people a deletion list names by the SHA-256 of their normalised e-mail address
   * (as a state's list may deliver them; clear addresses are hashed by the caller): the keys listed,
   * and every profile holding one of those addresses removed, in one transaction.
   */
  async suppressEmailKeys(hashes: readonly string[], origin: SuppressionOrigin, reason: string | null): Promise<Suppressed> {
    const keys = [...new Set(hashes.map((h) => h.toLowerCase()))].map((hash) => ({ kind: 'email' as const, hash }));
    if (!keys.length) return { keys: 0, removedProfiles: 0 };
    const done = await this.ds.transaction(async (tx) => {
      const listed = await new SuppressionsRepository(tx).add(keys, origin, reason);
      const ids = await new PrivacyRepository(tx).profilesNamed({
        linkedinUsernames: [],
        emailKeys: keys.map((k) => k.hash),
        phones: [],
        records: [],
      });
      const removed = await this.removeAll(tx, ids, origin, reason);
      return { keys: listed + removed.keys, removedProfiles: removed.removedProfiles };
    });
    if (done.removedProfiles) this.forgetSearches();
    return done;
  }

  /** How many keys the suppression list holds, in all and by origin (never which). */
  async size(): Promise<{ total: number; byOrigin: Array<{ origin: SuppressionOrigin; keys: number }> }> {
    const byOrigin = await new SuppressionsRepository(this.ds).size();
    return { total: byOrigin.reduce((n, o) => n + o.keys, 0), byOrigin };
  }

  /** Removes each of these profiles (removeIn); the keys that added and how many were removed. */
  private async removeAll(
    tx: EntityManager,
    ids: readonly string[],
    origin: SuppressionOrigin,
    reason: string | null,
  ): Promise<Suppressed> {
    const done: Suppressed = { keys: 0, removedProfiles: 0 };
    for (const id of ids) {
      const one = await this.removeIn(tx, id, origin, reason);
      if (one) {
        done.removedProfiles++;
        done.keys += one.keys;
      }
    }
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
