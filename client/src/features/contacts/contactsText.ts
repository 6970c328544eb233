import dayjs from 'dayjs';
import { sourceName } from '../common/sourceNames';
import type { ContactCostReason, ContactSource, ContactStatus, ContactType, NotRevealedReason } from '../../graphql/generated';

/**
 * The words of contacts and reveals: statuses, types, sources, what a reveal costs, and what a
 * bulk reveal will cost and did. Labels are keyed by the server's enums, so a new value fails
 * type-checking here.
 */

/** A status as a tag: outdated is red and never green, whatever the source once said. */
export const STATUS_TAG: Record<ContactStatus, { label: string; color: string }> = {
  verified: { label: 'Verified', color: 'green' },
  likely: { label: 'Likely', color: 'gold' },
  unverified: { label: 'Unverified', color: 'default' },
  outdated: { label: 'Outdated', color: 'red' },
};

export const TYPE_LABEL: Record<ContactType, string> = { work: 'Work', personal: 'Personal' };

export const SOURCE_LABEL: Record<ContactSource, string> = {
  company_pattern: 'Company e-mail pattern',
  public_profile: 'Public profile',
  data_partner: 'Data partner',
  sample: 'Sample data',
};

/** Where a contact came from: the import or provider that gave it ('From People Data Labs'), else its kind of source. */
export function sourceText(source: ContactSource, origin: string | null | undefined): string {
  return origin ? `From ${sourceName(origin)}` : SOURCE_LABEL[source];
}

/** 'checked Oct 2, 2026', or 'never checked'; with the day a verifier last saw it on the web, when one did. */
export function checkedText(lastVerifiedAt: string | null, lastSeenOn?: string | null): string {
  const checked = lastVerifiedAt ? `checked ${dayjs(lastVerifiedAt).format('MMM D, YYYY')}` : 'never checked';
  return lastSeenOn ? `${checked} · seen on the web ${dayjs(lastSeenOn).format('MMM D, YYYY')}` : checked;
}

/** What a reveal costs, as the card and the dialog say it. */
export function costText(preview: { cost: number; costReason: ContactCostReason }): string {
  if (preview.costReason === 'already_revealed') return 'Free: already revealed';
  if (preview.costReason === 'nothing_usable') return 'Free: no verified or likely contact';
  return `${preview.cost} credit${preview.cost === 1 ? '' : 's'}`;
}

const profiles = (n: number) => `${n} profile${n === 1 ? '' : 's'}`;
const credits = (n: number) => `${n} credit${n === 1 ? '' : 's'}`;

/**
 * A contact a teammate revealed for the team, free for every member since: 'Revealed by Ann Lee on
 * Nov 27, 2026 · free for your team'; null when the team has not revealed it (or the user is in none).
 */
export function revealedByText(preview: { revealedBy?: string | null; revealedAt?: string | null }): string | null {
  if (!preview.revealedBy) return null;
  const when = preview.revealedAt ? ` on ${dayjs(preview.revealedAt).format('MMM D, YYYY')}` : '';
  return `Revealed by ${preview.revealedBy}${when} · free for your team`;
}

/**
 * What a reveal cost, under the contacts it showed: the server's message when it has one (nothing
 * verified or likely), the credit spent (the team's, with what the pool has left, for a member),
 * the teammate who revealed it for the team, or that it was revealed before.
 */
export function revealOutcomeText(reveal: {
  message: string | null;
  creditsCharged: number;
  teamCredits?: number | null;
  contactPreview?: { revealedBy?: string | null; revealedAt?: string | null } | null;
}): string {
  if (reveal.message) return reveal.message;
  const { creditsCharged, teamCredits } = reveal;
  if (creditsCharged > 0 && teamCredits != null)
    return `${credits(creditsCharged)} used from your team's pool (${credits(teamCredits)} left). These contacts are free for your team from now on.`;
  if (creditsCharged > 0) return `${creditsCharged} credit used. These contacts stay free for you from now on.`;
  return (reveal.contactPreview && revealedByText(reveal.contactPreview)) ?? 'Already revealed: no credit used.';
}

/** The question before a bulk reveal: 'Reveal contacts of 3 profiles for 2 credits?' ('… for free?' at 0). */
export function bulkConfirmTitle(count: number, totalCost: number): string {
  return `Reveal contacts of ${profiles(count)} ${totalCost === 0 ? 'for free' : `for ${credits(totalCost)}`}?`;
}

/**
 * What the user should know before confirming: how many credits they have (a team member: the
 * team's pool, which pays their reveals), and when they have fewer than the selection costs, that
 * only what they can pay for is revealed (nothing else is charged).
 */
export function bulkConfirmDetail(
  cost: { totalCost: number; free: number; missing: number },
  remainingCredits: number | null,
  payer: 'you' | 'team' = 'you',
): string {
  const parts: string[] = [];
  if (cost.free > 0) parts.push(`${profiles(cost.free)} ${cost.free === 1 ? 'is' : 'are'} free.`);
  if (cost.missing > 0) parts.push(`${profiles(cost.missing)} could not be found.`);
  if (remainingCredits !== null) {
    parts.push(payer === 'team' ? `Your team's pool has ${credits(remainingCredits)}.` : `You have ${credits(remainingCredits)}.`);
    if (remainingCredits < cost.totalCost)
      parts.push(`Only ${credits(remainingCredits)} will be spent; the other profiles stay unrevealed and cost nothing.`);
  }
  return parts.join(' ');
}

/** Why a profile of a bulk reveal was not revealed, in a few words. */
const NOT_REVEALED: Record<NotRevealedReason, string> = {
  no_credits: 'no credits left',
  not_found: 'not found',
  unavailable: 'interrupted, nothing charged for them, please try them again',
};

/**
 * After a bulk reveal: 'Revealed 2 for 2 credits, 1 not revealed: no credits left'; an interrupted
 * one says so: 'Revealed 23 for 22 credits, 27 not revealed: interrupted, nothing charged for them, …'.
 */
export function bulkOutcomeText(result: {
  revealed: number;
  charged: number;
  results: ReadonlyArray<{ revealed: boolean; notRevealedReason: NotRevealedReason | null }>;
}): string {
  const head = `Revealed ${result.revealed}${result.revealed > 0 ? ` for ${result.charged === 0 ? 'free' : credits(result.charged)}` : ''}`;
  const skipped = new Map<NotRevealedReason, number>();
  for (const r of result.results)
    if (!r.revealed && r.notRevealedReason) skipped.set(r.notRevealedReason, (skipped.get(r.notRevealedReason) ?? 0) + 1);
  const rest = [...skipped].map(([reason, n]) => `${n} not revealed: ${NOT_REVEALED[reason]}`);
  return [head, ...rest].join(', ');
}

/**
 * What a reveal checks first, when a live verifier will ('2 e-mails checked with Hunter first', 'a
 * work e-mail looked for with Hunter first'); null when nothing.
 */
export function toCheckText(preview: { toCheck: number; findsEmail?: boolean; checkedBy?: string | null }): string | null {
  if (!preview.checkedBy || (preview.toCheck <= 0 && !preview.findsEmail)) return null;
  const name = sourceName(preview.checkedBy);
  const checked = preview.toCheck > 0 ? `${preview.toCheck} ${preview.toCheck === 1 ? 'e-mail' : 'e-mails'} checked` : null;
  const looked = preview.findsEmail ? 'a work e-mail looked for' : null;
  const what = [checked, looked].filter(Boolean).join(' and ');
  return `${what.charAt(0).toUpperCase()}${what.slice(1)} with ${name} first`;
}
