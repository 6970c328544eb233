import { Args, Authorized, Mutation, Query, Resolver } from 'type-graphql';
import type { StaffSession } from '../../common/session';
import { FIELD_COST } from '../../graphql/budgets';
import { CurrentStaff } from '../../graphql/context';
import type { StaffTeamsService } from './staff-teams.service';
import {
  AdjustTeamCreditsArgs,
  SetTeamSeatsArgs,
  StaffTeamArgs,
  StaffTeamDetailView,
  StaffTeamPage,
  StaffTeamsArgs,
  StaffTeamView,
} from './staff-teams.types';

/** The staff area's teams: the list, one team, and the seats and pool credits staff set (audited). Users' tokens never open them. */
@Resolver()
export class StaffTeamsResolver {
  constructor(private readonly teams: StaffTeamsService) {}

  @Authorized('staff')
  @Query(() => StaffTeamPage, {
    complexity: FIELD_COST.read,
    description: "Every team, newest first; search by the team's name or a member's e-mail.",
  })
  async staffTeams(@Args(() => StaffTeamsArgs) { search, ...page }: StaffTeamsArgs): Promise<StaffTeamPage> {
    return this.teams.list(search ?? null, page);
  }

  @Authorized('staff')
  @Query(() => StaffTeamDetailView, {
    complexity: FIELD_COST.read,
    description: "One team: its members with their usage, and its pool's newest changes.",
  })
  async staffTeam(@Args(() => StaffTeamArgs) { teamId }: StaffTeamArgs): Promise<StaffTeamDetailView> {
    return this.teams.detail(teamId);
  }

  @Authorized('staff')
  @Mutation(() => StaffTeamView, {
    complexity: FIELD_COST.read,
    description: "Sets a team's seats (at least its members), with a reason for the audit log.",
  })
  async setTeamSeats(
    @CurrentStaff() staff: StaffSession,
    @Args(() => SetTeamSeatsArgs) { teamId, seats, reason }: SetTeamSeatsArgs,
  ): Promise<StaffTeamView> {
    return this.teams.setSeats(staff, teamId, seats, reason);
  }

  @Authorized('staff')
  @Mutation(() => StaffTeamView, {
    complexity: FIELD_COST.reveal,
    description:
      "Adds (positive) or removes (negative) credits of a team's pool with a reason: a pool ledger row and an audit row; never below zero.",
  })
  async adjustTeamCredits(
    @CurrentStaff() staff: StaffSession,
    @Args(() => AdjustTeamCreditsArgs) { teamId, amount, reason }: AdjustTeamCreditsArgs,
  ): Promise<StaffTeamView> {
    return this.teams.adjustCredits(staff, teamId, amount, reason);
  }
}
