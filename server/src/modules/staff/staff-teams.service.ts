import type { DataSource } from 'typeorm';
import type { Clock } from '../../common/clock';
import { AppError } from '../../common/errors';
import { isUuid } from '../../common/ids';
import type { StaffSession } from '../../common/session';
import { pageOf, type PageArgs, type PageOf } from '../../graphql/pagination';
import { monthStartOf, type TeamCreditsService } from '../teams/team-credits.service';
import { TeamsRepository } from '../teams/teams.repository';
import { AUDIT_ACTIONS, type AuditService } from './audit.service';
import {
  SEATS_BELOW_MEMBERS_MESSAGE,
  STAFF_TEAM_NOT_FOUND_MESSAGE,
  TOO_FEW_TEAM_CREDITS_MESSAGE,
  type StaffTeamDetailView,
  type StaffTeamView,
} from './staff-teams.types';

/**
 * The staff area's teams (docs/decisions.md, "Teams"): the list, one team with its members and its
 * pool's ledger, and the two changes staff make, seats and pool credits, each audited in the
 * transaction that makes it.
 */
export class StaffTeamsService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly pool: TeamCreditsService,
    private readonly audit: AuditService,
  ) {}

  async list(search: string | null, args: PageArgs): Promise<PageOf<StaffTeamView>> {
    const [rows, total] = await new TeamsRepository(this.ds).staffTeams(search?.trim() || null, {
      offset: (args.page - 1) * args.pageSize,
      limit: args.pageSize,
    });
    return pageOf(rows, total, args);
  }

  async detail(teamId: string): Promise<StaffTeamDetailView> {
    const repo = new TeamsRepository(this.ds);
    const team = await this.row(repo, teamId);
    const full = (await repo.team(teamId))!;
    const members = await repo.members(teamId, monthStartOf(this.clock.now()));
    const [ledger] = await repo.ledgerPage(teamId, { skip: 0, take: 20 });
    return {
      team,
      domains: full.domains,
      members: members.map((m) => ({ ...m, isYou: false })),
      ledger,
    };
  }

  async setSeats(staff: StaffSession, teamId: string, seats: number, reason: string): Promise<StaffTeamView> {
    await this.ds.transaction(async (manager) => {
      const repo = new TeamsRepository(manager);
      const team = isUuid(teamId) ? await repo.lockTeam(teamId) : null;
      if (!team) throw AppError.notFound(STAFF_TEAM_NOT_FOUND_MESSAGE);
      const members = await repo.memberCount(teamId);
      if (seats < members) throw new AppError('CONFLICT', SEATS_BELOW_MEMBERS_MESSAGE(members));
      await repo.updateTeam(teamId, { seats });
      await this.audit.record(manager, {
        staffId: staff.staffId,
        action: AUDIT_ACTIONS.teamSeats,
        targetType: 'team',
        targetId: teamId,
        details: { seatsBefore: team.seats, seatsAfter: seats, name: team.name },
        reason: reason.trim(),
      });
    });
    return this.row(new TeamsRepository(this.ds), teamId);
  }

  async adjustCredits(staff: StaffSession, teamId: string, amount: number, reason: string): Promise<StaffTeamView> {
    await this.ds.transaction(async (manager) => {
      const repo = new TeamsRepository(manager);
      const team = isUuid(teamId) ? await repo.lockTeam(teamId) : null;
      if (!team) throw AppError.notFound(STAFF_TEAM_NOT_FOUND_MESSAGE);
      const remainingAfter =
        amount > 0
          ? await this.pool.add(manager, teamId, amount, { userId: null, reason: 'admin_adjustment' })
          : await this.pool.take(manager, teamId, -amount, {});
      if (remainingAfter === null) throw new AppError('CONFLICT', TOO_FEW_TEAM_CREDITS_MESSAGE(team.remainingCredits));
      await this.audit.record(manager, {
        staffId: staff.staffId,
        action: amount > 0 ? AUDIT_ACTIONS.teamCreditsGrant : AUDIT_ACTIONS.teamCreditsRemove,
        targetType: 'team',
        targetId: teamId,
        details: { amount, remainingBefore: team.remainingCredits, remainingAfter, name: team.name },
        reason: reason.trim(),
      });
    });
    return this.row(new TeamsRepository(this.ds), teamId);
  }

  private async row(repo: TeamsRepository, teamId: string): Promise<StaffTeamView> {
    if (!isUuid(teamId)) throw AppError.notFound(STAFF_TEAM_NOT_FOUND_MESSAGE);
    const team = await repo.staffTeam(teamId);
    if (!team) throw AppError.notFound(STAFF_TEAM_NOT_FOUND_MESSAGE);
    return team;
  }
}
