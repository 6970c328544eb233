import type { ContactKind, ContactSource, ContactStatus, ContactType } from '../profiles/profile-contact.entity';

/**
 * What a contact is worth, decided when it is read (docs/decisions.md, "Plans and credits"): the
 * retention rule (a contact no one confirmed for CONTACT_HIDE_DAYS is hidden: docs/decisions.md,
 * "Retention"), the outdated rule, the order a reveal lists contacts in, and the preview and price
 * of a reveal. Pure, so that the preview and the reveal cannot disagree: both read contacts through
 * `readContacts`.
 */

/** A contact as stored (profile_contacts). */
export interface StoredContact {
  kind: ContactKind;
  value: string;
  status: ContactStatus;
  type: ContactType;
  source: ContactSource;
  lastVerifiedAt: Date | null;
  /**
   * When the index got it: when its source was read (profile_contacts.fetched_at), or, for a
   * contact that does not record it (sample people's, older rows), when its profile was added.
   * Null when neither is known.
   */
  fetchedAt: Date | null;
  /** The import or provider that gave it, when one did (profile_contacts.origin). */
  origin?: string | null;
  /** Its row id (profile_contacts.id), when read from the database. */
  id?: string;
  /** The day a live verifier last saw the address on the web (YYYY-MM-DD; Hunter's `sources[].last_seen_on`), when it said. */
  lastSeenOn?: string | null;
}

const DAY_MS = 86_400_000;

/** How contacts are held back: one no one confirmed for `hideDays` (CONTACT_HIDE_DAYS) before `now` is hidden. */
export interface HideRule {
  now: Date;
  hideDays: number;
}

/** When a contact was last confirmed: its last check, else when the index got it (null: not known). */
export function confirmedAt(c: Pick<StoredContact, 'lastVerifiedAt' | 'fetchedAt'>): Date | null {
  const at = c.lastVerifiedAt ?? c.fetchedAt;
  return at === null ? null : new Date(at);
}

/**
 * Whether a contact is hidden: confirmed (confirmedAt) more than `hideDays` before `now`, or never
 * known to be. A hidden contact is neither counted in a preview nor shown or charged by a reveal,
 * for every user, including one who revealed it before, until a check confirms it again.
 */
export function isHidden(c: Pick<StoredContact, 'lastVerifiedAt' | 'fetchedAt'>, rule: HideRule): boolean {
  const at = confirmedAt(c);
  return at === null || at.getTime() < rule.now.getTime() - rule.hideDays * DAY_MS;
}

/** The best first; outdated last. */
export const STATUS_ORDER: readonly ContactStatus[] = ['verified', 'likely', 'unverified', 'outdated'];
const RANK = new Map(STATUS_ORDER.map((s, i) => [s, i]));

/** The domain of an e-mail address, lower-cased ('' when it has none). */
export function emailDomain(address: string): string {
  const at = address.lastIndexOf('@');
  return at < 0
    ? ''
    : address
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

/** Whether `domain` is one of `current` or a subdomain of one ('eu.acme.io' at acme.io). */
export function atCurrentEmployer(domain: string, current: readonly string[]): boolean {
  return current.some((d) => domain === d || domain.endsWith(`.${d}`));
}

/**
 * The status a user is shown: a work e-mail whose domain is not the current employer's (or when
 * the person has no current role: `currentDomains` is empty) is outdated, whatever the source
 * said, so an address at a former employer is never shown as verified. When the person holds a
 * role whose employer's domain is not known (`currentDomains` null: a file named the company
 * alone), a work e-mail can be neither: it is shown unverified at best.
 */
export function shownStatus(
  c: Pick<StoredContact, 'kind' | 'type' | 'value' | 'status'>,
  currentDomains: readonly string[] | null,
): ContactStatus {
  if (c.kind !== 'email' || c.type !== 'work') return c.status;
  if (currentDomains === null) return c.status === 'outdated' ? 'outdated' : 'unverified';
  return atCurrentEmployer(emailDomain(c.value), currentDomains) ? c.status : 'outdated';
}

/**
 * Contacts as shown: the hidden ones left out (isHidden), the status of the rest decided by the
 * rule above, best first (a stable sort keeps the stored order within a status).
 */
export function readContacts(stored: readonly StoredContact[], currentDomains: readonly string[] | null, hide: HideRule): StoredContact[] {
  const domains = currentDomains && currentDomains.map((d) => d.toLowerCase());
  return stored
    .filter((c) => !isHidden(c, hide))
    .map((c) => ({ ...c, status: shownStatus(c, domains) }))
    .sort((a, b) => (RANK.get(a.status) ?? 9) - (RANK.get(b.status) ?? 9));
}

/** Counts of one kind of contact by shown status. */
export interface StatusCounts {
  total: number;
  verified: number;
  likely: number;
  unverified: number;
  outdated: number;
}

/** Why a reveal costs what it costs. */
export type CostReason = 'charge' | 'already_revealed' | 'nothing_usable';

/** What a reveal of one profile would show and cost this user, now. */
export interface RevealPreview {
  /** The profile's id: one preview per profile for a user (a client cache keys it so). */
  profileId: string;
  emails: StatusCounts;
  phones: StatusCounts;
  /** Whether the user already revealed the profile (every later reveal is free). */
  revealed: boolean;
  /** Credits the reveal costs now: 0 or 1. */
  cost: number;
  costReason: CostReason;
  /** '2 e-mails · 1 verified, 1 phone' */
  label: string;
  /** E-mail addresses a live verifier checks before this reveal charges (0 without one, or once revealed). */
  toCheck: number;
  /** Whether it will also look for a work address first: the person has none at their current employer. */
  findsEmail: boolean;
  /** That verifier's name ('hunter'), when it will check or look for any. */
  checkedBy: string | null;
  /** When the user's team revealed it: the member who did (their name, else e-mail), and when. Null otherwise. */
  revealedBy: string | null;
  revealedAt: Date | null;
}

/** Who revealed a profile for the user's team, and when (ContactsRepository.factsOf). */
export interface TeamRevealFacts {
  by: string | null;
  at: Date;
}

/** How a reveal's checks are decided (ContactChecker.policy), for a preview to say what a reveal would check. */
export interface CheckPolicy {
  verifier: string;
  staleDays: number;
  perReveal: number;
  /** Whether the verifier can also look for a work address the profile lacks (Hunter's Email Finder). */
  finds: boolean;
}

/** What a first reveal of one profile works from (ContactsRepository.factsOf's row). */
export interface CheckFacts {
  profileId: string;
  revealed: boolean;
  /** A sample person: made up, so nothing about them is checked or looked up. */
  sample: boolean;
  firstName: string;
  lastName: string;
  /** Null: the person holds a role whose employer's domain is not known (shownStatus). */
  currentDomains: readonly string[] | null;
  contacts: readonly StoredContact[];
}

/** Where a finder looks for a person's work address: their name at their current employer's domain. */
export interface FindTarget {
  domain: string;
  firstName: string;
  lastName: string;
}

/** What a first reveal checks before it charges (decided here, done by a ContactChecker). */
export interface CheckPlan {
  profileId: string;
  /**
   * Addresses to verify again: never checked, not for `staleDays`, or hidden (HideRule), the hidden
   * ones first (they show nothing until checked), then the oldest check first, at most `perReveal`.
   */
  verify: Array<{ id: string; value: string }>;
  /**
   * Where to look for a work address, when the person has a name and a current employer's domain:
   * the look-up is made when every address in `unlessKept` (those at that employer now) was removed
   * by the checks, so at once when there is none. Null when no look-up can be made.
   */
  find: (FindTarget & { unlessKept: string[] }) | null;
}

/** Nothing to check: no verifier, a profile this user revealed already, or a sample person. */
const NOTHING = (profileId: string): CheckPlan => ({ profileId, verify: [], find: null });

/**
 * The checks a first reveal of this profile makes before it charges, under `policy`; `hide` is the
 * retention rule, so that an address hidden for its age is among those checked (a check that
 * confirms it shows it again).
 */
export function checkPlanOf(facts: CheckFacts, policy: CheckPolicy | null, hide: HideRule): CheckPlan {
  if (!policy || facts.revealed || facts.sample) return NOTHING(facts.profileId);
  const before = hide.now.getTime() - policy.staleDays * DAY_MS;
  const checkedAt = (c: StoredContact) => (c.lastVerifiedAt === null ? -Infinity : new Date(c.lastVerifiedAt).getTime());
  const hidden = (c: StoredContact) => (isHidden(c, hide) ? 0 : 1);
  const emails = facts.contacts.filter((c) => c.kind === 'email' && c.source !== 'sample' && c.id !== undefined);
  const verify = emails
    .filter((c) => checkedAt(c) < before || isHidden(c, hide))
    .sort((a, b) => hidden(a) - hidden(b) || checkedAt(a) - checkedAt(b) || Number(a.id) - Number(b.id))
    .slice(0, policy.perReveal)
    .map((c) => ({ id: c.id!, value: c.value }));
  const checked = new Set(verify.map((c) => c.id));
  const domains = (facts.currentDomains ?? []).map((d) => d.toLowerCase());
  const domain = [...domains].sort()[0];
  const named = facts.firstName.trim() !== '' && facts.lastName.trim() !== '';
  const find =
    policy.finds && domain && named
      ? {
          domain,
          firstName: facts.firstName.trim(),
          lastName: facts.lastName.trim(),
          // A hidden address that is not checked now will not be shown: it keeps no look-up away.
          unlessKept: emails
            .filter((c) => atCurrentEmployer(emailDomain(c.value), domains) && (!isHidden(c, hide) || checked.has(c.id!)))
            .map((c) => c.id!),
        }
      : null;
  return { profileId: facts.profileId, verify, find };
}

function countsOf(contacts: readonly StoredContact[], kind: ContactKind): StatusCounts {
  const counts: StatusCounts = { total: 0, verified: 0, likely: 0, unverified: 0, outdated: 0 };
  for (const c of contacts) {
    if (c.kind !== kind) continue;
    counts.total++;
    counts[c.status]++;
  }
  return counts;
}

/** Whether a reveal of these (shown) contacts delivers something worth a credit: a verified or likely one. */
export function isUsable(shown: readonly StoredContact[]): boolean {
  return shown.some((c) => c.status === 'verified' || c.status === 'likely');
}

/** Credits a reveal costs: free once revealed, free when nothing verified or likely is there, else 1. */
export function costOf(shown: readonly StoredContact[], revealed: boolean): { cost: number; costReason: CostReason } {
  if (revealed) return { cost: 0, costReason: 'already_revealed' };
  if (!isUsable(shown)) return { cost: 0, costReason: 'nothing_usable' };
  return { cost: 1, costReason: 'charge' };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One kind's part of the label: '2 e-mails · 1 verified, 1 outdated', or '1 phone · likely' when all share a status. */
function labelPart(counts: StatusCounts, one: string, many: string): string {
  const present = STATUS_ORDER.filter((s) => counts[s] > 0);
  const detail = present.length === 1 ? present[0] : present.map((s) => `${counts[s]} ${s}`).join(', ');
  return `${plural(counts.total, one, many)} · ${detail}`;
}

/** The ready line: '2 e-mails · 1 verified, 1 likely; 1 phone · verified', or 'No contacts found'. */
export function previewLabel(emails: StatusCounts, phones: StatusCounts): string {
  const parts: string[] = [];
  if (emails.total > 0) parts.push(labelPart(emails, 'e-mail', 'e-mails'));
  if (phones.total > 0) parts.push(labelPart(phones, 'phone', 'phones'));
  return parts.length > 0 ? parts.join('; ') : 'No contacts found';
}

/** The preview of a reveal of a profile's shown contacts (readContacts) for a user who did or did not reveal it. */
export function previewOf(
  profileId: string,
  shown: readonly StoredContact[],
  revealed: boolean,
  checks: { plan: CheckPlan; verifier: string } | null = null,
  team: TeamRevealFacts | null = null,
): RevealPreview {
  const emails = countsOf(shown, 'email');
  const phones = countsOf(shown, 'phone');
  const toCheck = revealed ? 0 : (checks?.plan.verify.length ?? 0);
  const findsEmail = !revealed && checks?.plan.find?.unlessKept.length === 0;
  return {
    profileId,
    emails,
    phones,
    revealed,
    ...costOf(shown, revealed),
    label: previewLabel(emails, phones),
    toCheck,
    findsEmail,
    checkedBy: toCheck > 0 || findsEmail ? (checks?.verifier ?? null) : null,
    revealedBy: team ? (team.by ?? 'A former member') : null,
    revealedAt: team?.at ?? null,
  };
}
