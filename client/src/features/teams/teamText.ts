import type {
  InvitationStatus,
  InvitedRole,
  MyTeamFieldsFragment,
  MyTeamMemberFragment,
  TeamCreditReason,
  TeamPoolRowFragment,
  TeamRole,
} from '../../graphql/generated';
import { formatWhen } from '../../lib/dates';

/**
 * The words and small rules of the team pages (/team, /team/join, the header's pool), kept apart
 * from React so that they are tested on their own (client/test/TeamPage.test.tsx).
 */

/** Credits with their word: '1 credit', '40 credits'. */
export function creditsText(n: number): string {
  return `${n} ${n === 1 ? 'credit' : 'credits'}`;
}

const ROLES: Record<TeamRole, string> = { owner: 'Owner', admin: 'Admin', member: 'Member' };

/** A role in words; a role newer than this client shows as it is. */
export function roleLabel(role: TeamRole | InvitedRole): string {
  return (ROLES as Partial<Record<string, string>>)[role] ?? role;
}

/** The roles an owner or admin can give (the owner's changes only by handing ownership over). */
export const ROLE_OPTIONS: readonly { value: InvitedRole; label: string }[] = [
  { value: 'member', label: 'Member' },
  { value: 'admin', label: 'Admin' },
];

/** Owners and admins run the team: invitations, roles, limits, removals, the sign-in rule. */
export function canManage(role: TeamRole): boolean {
  return role === 'owner' || role === 'admin';
}

/** Seats: '3 of 5 seats used'. */
export function seatsText(team: Pick<MyTeamFieldsFragment, 'seats' | 'seatsUsed'>): string {
  return `${team.seatsUsed} of ${team.seats} ${team.seats === 1 ? 'seat' : 'seats'} used`;
}

/** What the seats mean, under the figure: members and open invitations each hold one. */
export function seatsDetail(team: Pick<MyTeamFieldsFragment, 'members' | 'invitations'>): string {
  const members = `${team.members.length} ${team.members.length === 1 ? 'member' : 'members'}`;
  if (team.invitations.length === 0) return members;
  return `${members}, ${team.invitations.length} open ${team.invitations.length === 1 ? 'invitation' : 'invitations'}`;
}

/** This month's spending of the pool with the member's limit: '3 of 10', '3 (no limit)'. */
export function monthText(member: Pick<MyTeamMemberFragment, 'spentThisMonth' | 'monthlyCap'>): string {
  return member.monthlyCap === null ? `${member.spentThisMonth} (no limit)` : `${member.spentThisMonth} of ${member.monthlyCap}`;
}

/** The limit alone: '10 credits a month', 'No limit'. */
export function capText(monthlyCap: number | null): string {
  return monthlyCap === null ? 'No limit' : `${creditsText(monthlyCap)} a month`;
}

/** True when the member has used their whole monthly limit (their reveals from the pool are refused until next month). */
export function capReached(member: Pick<MyTeamMemberFragment, 'spentThisMonth' | 'monthlyCap'>): boolean {
  return member.monthlyCap !== null && member.spentThisMonth >= member.monthlyCap;
}

/** The message after a limit was set or cleared. */
export function capSavedText(name: string, monthlyCap: number | null): string {
  return monthlyCap === null ? `${name} has no monthly limit now.` : `${name} can now use ${creditsText(monthlyCap)} of the pool a month.`;
}

/** The message after a role was set. */
export function roleSavedText(name: string, role: InvitedRole): string {
  return `${name} is now ${role === 'admin' ? 'an admin' : 'a member'}.`;
}

/** What a change of the pool was: 'Reveal of ada-lovelace', 'Credits moved in by Ada', 'Adjustment by our staff'. */
export function poolWhat(entry: Pick<TeamPoolRowFragment, 'reason' | 'reference' | 'memberName'>): string {
  const reasons: Record<TeamCreditReason, () => string> = {
    contact_reveal: () => (entry.reference ? `Reveal of ${entry.reference}` : 'Contact reveal'),
    member_transfer: () => `Credits moved in by ${entry.memberName ?? 'a former member'}`,
    admin_adjustment: () => 'Adjustment by our staff',
  };
  const label = (reasons as Partial<Record<string, () => string>>)[entry.reason];
  return label ? label() : entry.reason;
}

/** Who a change of the pool names: the member, or our staff for an adjustment. */
export function poolWho(entry: Pick<TeamPoolRowFragment, 'reason' | 'memberName'>): string {
  if (entry.memberName) return entry.memberName;
  return entry.reason === 'admin_adjustment' ? 'TalentLens staff' : 'A former member';
}

/** Whether the company's provider vouches for every one of the team's domains (null: it vouches for any). */
export function providerCoversDomains(allowed: readonly string[] | null, domains: readonly string[]): boolean {
  return allowed === null || domains.every((d) => allowed.includes(d.toLowerCase()));
}

/** The provider's domains in words: 'acme.io, acme.com', or 'any domain'. */
export function allowedDomainsText(allowed: readonly string[] | null): string {
  return allowed === null ? 'any domain' : allowed.join(', ');
}

/** The sign-in rule in a sentence. */
export function signInRuleText(requireSso: boolean, provider: string): string {
  return requireSso
    ? `Members sign in only with ${provider}. Other sign-in methods are refused for them.`
    : `Members may sign in any way they like: with ${provider}, an e-mail code or a social account.`;
}

/** The amount check of 'Add your credits to the pool', as the server checks it; null when it is fine. */
export function transferProblem(amount: number | null, own: number | null): string | null {
  if (amount === null || !Number.isInteger(amount) || amount < 1 || amount > 100_000)
    return 'Choose a whole number of credits from 1 to 100,000.';
  if (own !== null && amount > own) return `You have ${creditsText(own)} of your own.`;
  return null;
}

/** The message after credits were moved into the pool. */
export function transferredText(amount: number, pool: number): string {
  return `${creditsText(amount)} moved into the team's pool. The pool has ${creditsText(pool)} now.`;
}

/** The line of an invitation's link that says whether it can still be accepted, by its status. */
export function invitationStatusText(preview: { status: InvitationStatus; expiresAt: string }): string {
  switch (preview.status) {
    case 'open':
      return `This invitation can be accepted until ${formatWhen(preview.expiresAt)}.`;
    case 'expired':
      return `This invitation expired on ${formatWhen(preview.expiresAt)}. Ask your team for a new one.`;
    case 'used':
      return 'This invitation has already been used.';
    case 'revoked':
      return 'This invitation was withdrawn. Ask your team for a new one.';
    default:
      return 'This invitation cannot be accepted.';
  }
}

/** The header's pool: 'Team pool: 40'. */
export function teamPoolLabel(credits: number): string {
  return `Team pool: ${credits}`;
}

/** What the signed-in user may do to one member, by their own role. */
export function memberPermissions(
  myRole: TeamRole,
  member: Pick<MyTeamMemberFragment, 'role' | 'isYou'>,
): { role: boolean; cap: boolean; remove: boolean; makeOwner: boolean } {
  const manager = canManage(myRole);
  const other = !member.isYou && member.role !== 'owner';
  return { role: manager && other, cap: manager, remove: manager && other, makeOwner: myRole === 'owner' && !member.isYou };
}
