import type { EntityManager } from 'typeorm';
import type { Clock } from '../../common/clock';
import { AppError } from '../../common/errors';
import type { TeamCreditReason } from './team-ledger.entity';
import type { TeamMember } from './team-member.entity';
import { CAP_REACHED_MESSAGE, NOT_IN_TEAM_MESSAGE, POOL_EMPTY_MESSAGE, TEAM_NOT_FOUND_MESSAGE } from './teams.messages';
import { TeamsRepository } from './teams.repository';

/** The first instant of the calendar month (UTC) of `now`: members' limits count from it. */
export function monthStartOf(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/**
 * The only code that changes a team's pool (docs/decisions.md, "Teams"). Every change runs in the
 * caller's transaction, locks the team row first (so members spending at once are counted one
 * after the other, against the pool and against their monthly limit), and appends its ledger row
 * with the balance it produced and the member it names.
 */
export class TeamCreditsService {
  constructor(private readonly clock: Clock) {}

  /** The caller's membership, if any (read in the caller's transaction). */
  async membershipOf(manager: EntityManager, userId: string): Promise<TeamMember | null> {
    return new TeamsRepository(manager).membership(userId);
  }

  /** The pool's credits left (in the caller's transaction). */
  async poolOf(manager: EntityManager, teamId: string): Promise<number> {
    return (await new TeamsRepository(manager).team(teamId))?.remainingCredits ?? 0;
  }

  /** Records that the member revealed the profile for their team; false when the team had revealed it (it is then free). */
  async claimReveal(manager: EntityManager, member: TeamMember, profileId: string): Promise<boolean> {
    return new TeamsRepository(manager).insertReveal(member.teamId, profileId, member.userId);
  }

  /**
   * Takes `amount` credits from the member's team for a reveal, within the member's monthly limit.
   * Throws INSUFFICIENT_CREDITS, changing nothing, when the limit or the pool would not cover it.
   */
  async spendForReveal(manager: EntityManager, member: TeamMember, amount: number, reference: string): Promise<number> {
    const teams = new TeamsRepository(manager);
    const team = await teams.lockTeam(member.teamId);
    if (!team) throw AppError.notFound(TEAM_NOT_FOUND_MESSAGE);
    // Read again under the team's lock: an admin may have just changed the limit, or removed the member.
    const current = await teams.membership(member.userId);
    if (!current || current.teamId !== member.teamId) throw new AppError('CONFLICT', NOT_IN_TEAM_MESSAGE);
    if (current.monthlyCap !== null) {
      const spent = await teams.spentSince(member.teamId, member.userId, monthStartOf(this.clock.now()));
      if (spent + amount > current.monthlyCap) {
        throw new AppError('INSUFFICIENT_CREDITS', CAP_REACHED_MESSAGE(current.monthlyCap), { monthlyCap: current.monthlyCap, spent });
      }
    }
    const remaining = await teams.takeCredits(member.teamId, amount);
    if (remaining === null) throw new AppError('INSUFFICIENT_CREDITS', POOL_EMPTY_MESSAGE);
    await teams.appendLedger({
      teamId: member.teamId,
      userId: member.userId,
      change: -amount,
      reason: 'contact_reveal',
      reference,
      balanceAfter: remaining,
    });
    return remaining;
  }

  /** Adds credits to the pool (a member's transfer names them; a staff adjustment names nobody). */
  async add(
    manager: EntityManager,
    teamId: string,
    amount: number,
    change: { userId: string | null; reason: TeamCreditReason; reference?: string | null },
  ): Promise<number> {
    if (!Number.isInteger(amount) || amount <= 0) throw new Error(`add needs a positive whole amount, got ${amount}`);
    const teams = new TeamsRepository(manager);
    const remaining = await teams.addCredits(teamId, amount);
    if (remaining === null) throw AppError.notFound(TEAM_NOT_FOUND_MESSAGE);
    await teams.appendLedger({ teamId, change: amount, balanceAfter: remaining, reference: null, ...change });
    return remaining;
  }

  /** Takes credits from the pool (a staff adjustment); null, changing nothing, when fewer are left. */
  async take(manager: EntityManager, teamId: string, amount: number, change: { reference?: string | null }): Promise<number | null> {
    if (!Number.isInteger(amount) || amount <= 0) throw new Error(`take needs a positive whole amount, got ${amount}`);
    const teams = new TeamsRepository(manager);
    const remaining = await teams.takeCredits(teamId, amount);
    if (remaining === null) return null;
    await teams.appendLedger({
      teamId,
      userId: null,
      change: -amount,
      reason: 'admin_adjustment',
      reference: change.reference ?? null,
      balanceAfter: remaining,
    });
    return remaining;
  }
}
