import type { ContactKind, ContactSource, ContactStatus, ContactType } from '../profiles/profile-contact.entity';

/**
 * What a contact is worth, decided when it is read (docs/decisions.md, "Plans and credits"): the
 * outdated rule, the order a reveal lists contacts in, and the preview and price of a reveal. Pure,
 * so that the preview and the reveal cannot disagree: both read contacts through `readContacts`.
 */

/** A contact as stored (profile_contacts). */
export interface StoredContact {
  kind: ContactKind;
  value: string;
  status: ContactStatus;
  type: ContactType;
  source: ContactSource;
  lastVerifiedAt: Date | null;
  /** The import or provider that gave it, when one did (profile_contacts.origin). */
  origin?: string | null;
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
function atCurrentEmployer(domain: string, current: readonly string[]): boolean {
  return current.some((d) => domain === d || domain.endsWith(`.${d}`));
}

/**
 * The status a user is shown: a work e-mail whose domain is not the current employer's (or when
 * the person has no current role: `currentDomains` is empty) is outdated, whatever the source
 * said, so an address at a former employer is never shown as verified.
 */
export function shownStatus(
  c: Pick<StoredContact, 'kind' | 'type' | 'value' | 'status'>,
  currentDomains: readonly string[],
): ContactStatus {
  if (c.kind === 'email' && c.type === 'work' && !atCurrentEmployer(emailDomain(c.value), currentDomains)) return 'outdated';
  return c.status;
}

/** Contacts as shown: their status decided by the rule above, best first (a stable sort keeps the stored order within a status). */
export function readContacts(stored: readonly StoredContact[], currentDomains: readonly string[]): StoredContact[] {
  const domains = currentDomains.map((d) => d.toLowerCase());
  return stored
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
  /** That verifier's name ('hunter'), when it will check any. */
  checkedBy: string | null;
}

/** How a reveal's checks are decided (ContactChecker.policy), for a preview to say what a reveal would check. */
export interface CheckPolicy {
  verifier: string;
  staleDays: number;
  perReveal: number;
}

/** How many e-mails a first reveal would check: never checked or not for `staleDays`, not a sample person's, at most `perReveal`. */
export function toCheckOf(contacts: readonly StoredContact[], revealed: boolean, policy: CheckPolicy | null, now: Date): number {
  if (!policy || revealed) return 0;
  const before = now.getTime() - policy.staleDays * 86_400_000;
  const stale = contacts.filter(
    (c) => c.kind === 'email' && c.source !== 'sample' && (c.lastVerifiedAt === null || new Date(c.lastVerifiedAt).getTime() < before),
  ).length;
  return Math.min(stale, policy.perReveal);
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
  checks: { policy: CheckPolicy | null; now: Date } = { policy: null, now: new Date() },
): RevealPreview {
  const emails = countsOf(shown, 'email');
  const phones = countsOf(shown, 'phone');
  const toCheck = toCheckOf(shown, revealed, checks.policy, checks.now);
  return {
    profileId,
    emails,
    phones,
    revealed,
    ...costOf(shown, revealed),
    label: previewLabel(emails, phones),
    toCheck,
    checkedBy: toCheck > 0 ? (checks.policy?.verifier ?? null) : null,
  };
}
