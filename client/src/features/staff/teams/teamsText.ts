import type { TeamCreditReason, TeamRole } from '../../../graphql/generated';
import { type AdjustDirection, adjustCreditsProblem, adjustmentAmount, adjustReasonProblem } from '../customers/customerText';

/**
 * The words and small rules of the staff teams pages, kept apart from React so that they are
 * tested on their own (client/test/StaffTeams.test.tsx). The reason and credit rules are the
 * users pages' (customerText.ts): the server checks them alike.
 */

/** A count with its word: '1 member', '4 members'. */
export function countOf(n: number, word: string): string {
  return `${n} ${n === 1 ? word : `${word}s`}`;
}

/** Members and seats as the table shows them: '4 / 5' (members / seats). */
export function membersSeats(team: { members: number; seats: number }): string {
  return `${team.members} / ${team.seats}`;
}

/** The pool as the table shows it: '120 / 300' (remaining / total ever added). */
export function poolPair(team: { remainingCredits: number; totalCredits: number }): string {
  return `${team.remainingCredits} / ${team.totalCredits}`;
}

/** The sign-in rule in words. */
export function signInRule(requireSso: boolean): string {
  return requireSso ? 'Company sign-in required' : 'Any sign-in method';
}

/** The sign-in rule as the table's short column: 'Required' / 'No'. */
export function ssoShort(requireSso: boolean): string {
  return requireSso ? 'Required' : 'No';
}

/** The company's e-mail domains: 'acme.io, acme.com', or 'None'. */
export function domainsText(domains: readonly string[]): string {
  return domains.length > 0 ? domains.join(', ') : 'None';
}

const ROLES: Record<TeamRole, string> = { owner: 'Owner', admin: 'Admin', member: 'Member' };

/** A team role in words; a role newer than this client shows as it is. */
export function teamRoleLabel(role: TeamRole): string {
  return (ROLES as Partial<Record<string, string>>)[role] ?? role;
}

/** What a member spent of the pool this month, with their monthly cap: '12 of 50', '12 (no cap)'. */
export function spentWithCap(member: { spentThisMonth: number; monthlyCap: number | null }): string {
  return member.monthlyCap === null ? `${member.spentThisMonth} (no cap)` : `${member.spentThisMonth} of ${member.monthlyCap}`;
}

const REASONS: Record<TeamCreditReason, (reference: string | null) => string> = {
  contact_reveal: (reference) => (reference ? `Contacts revealed: ${reference}` : 'Contacts revealed'),
  member_transfer: () => 'Moved in from their own credits',
  admin_adjustment: () => 'Adjustment by our staff',
};

/** What a change of the pool was, in words; a reason newer than this client shows as it is. */
export function poolReasonLabel(entry: { reason: TeamCreditReason; reference: string | null }): string {
  const label = (REASONS as Partial<Record<string, (reference: string | null) => string>>)[entry.reason];
  return label ? label(entry.reference) : entry.reason;
}

/** Who made a change of the pool: the member's name, 'our staff' for a staff adjustment, or 'A former member'. */
export function poolWho(entry: { userId: string | null; memberName: string | null }): string {
  if (!entry.userId) return 'our staff';
  return entry.memberName ?? 'A former member';
}

// The 'Set seats' dialog.

/** The most seats a team may have (the server refuses more). */
export const SEATS_MAX = 10000;

/** The seats field's problem, or null: a whole number from 1 to 10,000, and at least the members the team has. */
export function seatsProblem(value: unknown, members: number): string | null {
  if (value === null || value === undefined || value === '') return 'Please enter a number of seats.';
  if (typeof value !== 'number' || !Number.isInteger(value)) return 'Please enter a whole number of seats.';
  if (value < 1 || value > SEATS_MAX) return `Enter from 1 to ${SEATS_MAX.toLocaleString('en-US')} seats.`;
  if (value < members) return `The team has ${countOf(members, 'member')}: it needs at least as many seats.`;
  return null;
}

export interface SeatsValues {
  seats: number | null;
  reason: string;
}

/** What 'Set seats' sends, or the first problem of the form: nothing reaches the server before both fields are right. */
export function seatsRequest(
  teamId: string,
  members: number,
  values: SeatsValues,
): { problem: string } | { variables: { teamId: string; seats: number; reason: string } } {
  const problem = seatsProblem(values.seats, members) ?? adjustReasonProblem(values.reason);
  if (problem) return { problem };
  return { variables: { teamId, seats: values.seats as number, reason: values.reason.trim() } };
}

/** The success message: 'Acme has 6 seats now.' */
export function seatsSetText(name: string, seats: number): string {
  return `${name} has ${countOf(seats, 'seat')} now.`;
}

// The 'Adjust pool credits' dialog.

export interface PoolValues {
  direction: AdjustDirection;
  credits: number | null;
  reason: string;
}

/** What 'Adjust pool credits' sends (Add 5 -> 5, Remove 5 -> -5), or the first problem of the form. */
export function poolRequest(
  teamId: string,
  values: PoolValues,
): { problem: string } | { variables: { teamId: string; amount: number; reason: string } } {
  const problem = adjustCreditsProblem(values.credits) ?? adjustReasonProblem(values.reason);
  if (problem) return { problem };
  return { variables: { teamId, amount: adjustmentAmount(values.direction, values.credits as number), reason: values.reason.trim() } };
}

/** The success message: 'Added 50 credits to the pool of Acme.' / 'Removed 1 credit from the pool of Acme.' */
export function poolAdjustedText(amount: number, name: string): string {
  const credits = countOf(Math.abs(amount), 'credit');
  return amount > 0 ? `Added ${credits} to the pool of ${name}.` : `Removed ${credits} from the pool of ${name}.`;
}
