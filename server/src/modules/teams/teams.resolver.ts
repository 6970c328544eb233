import { Arg, Args, Authorized, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { AuthenticatedSession } from '../../common/session';
import { FIELD_COST } from '../../graphql/budgets';
import { CurrentSession } from '../../graphql/context';
import { PageArgs } from '../../graphql/pagination';
import { toTeamView } from './team-view';
import type { TeamsService } from './teams.service';
import {
  CreateTeamArgs,
  InvitationPreviewView,
  InvitationTokenArgs,
  InviteToTeamArgs,
  TeamCreditsArgs,
  TeamInvitationSent,
  TeamMemberArgs,
  TeamMemberCapArgs,
  TeamMemberRoleArgs,
  TeamLedgerPage,
  TeamView,
  UpdateTeamInput,
} from './teams.types';

/**
 * Teams (docs/decisions.md, "Teams"). Every operation acts on the caller's own team only: its
 * owner and admins manage it, any member reads it. An API key acts as its owner within the team.
 */
@Resolver()
export class TeamsResolver {
  constructor(private readonly teams: TeamsService) {}

  @Authorized()
  @Query(() => TeamView, { nullable: true, complexity: FIELD_COST.read, description: 'Your team; null when you are in none.' })
  async myTeam(@CurrentSession() session: AuthenticatedSession): Promise<TeamView | null> {
    const state = await this.teams.myTeam(session);
    return state && toTeamView(state);
  }

  @Authorized()
  @Query(() => TeamLedgerPage, { complexity: FIELD_COST.read, description: "One page of your team pool's changes, newest first." })
  async teamLedger(@CurrentSession() session: AuthenticatedSession, @Args(() => PageArgs) args: PageArgs): Promise<TeamLedgerPage> {
    return this.teams.ledger(session, args);
  }

  @Query(() => InvitationPreviewView, {
    complexity: FIELD_COST.read,
    description: "What a team invitation's link shows: the team, the address it is for, who sent it, and whether it can still be accepted.",
  })
  async teamInvitation(@Args(() => InvitationTokenArgs) { token }: InvitationTokenArgs): Promise<InvitationPreviewView> {
    return this.teams.preview(token);
  }

  @Authorized()
  @Mutation(() => TeamView, { complexity: FIELD_COST.read, description: 'Creates a team that you own (you must not be in one).' })
  async createTeam(
    @CurrentSession() session: AuthenticatedSession,
    @Args(() => CreateTeamArgs) { name }: CreateTeamArgs,
  ): Promise<TeamView> {
    return toTeamView(await this.teams.create(session, name));
  }

  @Authorized()
  @Mutation(() => TeamView, {
    complexity: FIELD_COST.read,
    description: "Changes your team's name, domains or sign-in rule (owner and admins).",
  })
  async updateTeam(
    @CurrentSession() session: AuthenticatedSession,
    @Arg('input', () => UpdateTeamInput) input: UpdateTeamInput,
  ): Promise<TeamView> {
    return toTeamView(await this.teams.update(session, input));
  }

  @Authorized()
  @Mutation(() => TeamInvitationSent, {
    complexity: FIELD_COST.read,
    description:
      'Invites a work e-mail address to your team (owner and admins): a link that works once, for 7 days. Inviting again replaces it.',
  })
  async inviteToTeam(
    @CurrentSession() session: AuthenticatedSession,
    @Args(() => InviteToTeamArgs) { email, role }: InviteToTeamArgs,
  ): Promise<TeamInvitationSent> {
    const { state, message } = await this.teams.invite(session, email, role);
    return { team: toTeamView(state), message };
  }

  @Authorized()
  @Mutation(() => TeamView, { complexity: FIELD_COST.read, description: 'Withdraws an open invitation (owner and admins).' })
  async revokeTeamInvitation(@CurrentSession() session: AuthenticatedSession, @Arg('id', () => ID) id: string): Promise<TeamView> {
    return toTeamView(await this.teams.revokeInvitation(session, id));
  }

  @Authorized()
  @Mutation(() => TeamView, {
    complexity: FIELD_COST.read,
    description: "Accepts an invitation with its link's token, signed in with the address it is for.",
  })
  async acceptTeamInvitation(
    @CurrentSession() session: AuthenticatedSession,
    @Args(() => InvitationTokenArgs) { token }: InvitationTokenArgs,
  ): Promise<TeamView> {
    return toTeamView(await this.teams.accept(session, token));
  }

  @Authorized()
  @Mutation(() => TeamView, { complexity: FIELD_COST.read, description: 'Makes a member an admin or a member (owner and admins).' })
  async setTeamMemberRole(
    @CurrentSession() session: AuthenticatedSession,
    @Args(() => TeamMemberRoleArgs) { userId, role }: TeamMemberRoleArgs,
  ): Promise<TeamView> {
    return toTeamView(await this.teams.setRole(session, userId, role));
  }

  @Authorized()
  @Mutation(() => TeamView, {
    complexity: FIELD_COST.read,
    description: "Sets a member's monthly limit on the pool, or clears it with null (owner and admins).",
  })
  async setTeamMemberCap(
    @CurrentSession() session: AuthenticatedSession,
    @Args(() => TeamMemberCapArgs) { userId, monthlyCap }: TeamMemberCapArgs,
  ): Promise<TeamView> {
    return toTeamView(await this.teams.setCap(session, userId, monthlyCap ?? null));
  }

  @Authorized()
  @Mutation(() => TeamView, {
    complexity: FIELD_COST.read,
    description: 'Removes a member (owner and admins; not the owner). Their access ends at once; lists they shared stay with the team.',
  })
  async removeTeamMember(
    @CurrentSession() session: AuthenticatedSession,
    @Args(() => TeamMemberArgs) { userId }: TeamMemberArgs,
  ): Promise<TeamView> {
    return toTeamView(await this.teams.removeMember(session, userId));
  }

  @Authorized()
  @Mutation(() => Boolean, {
    complexity: FIELD_COST.read,
    description: 'Leaves your team. The owner hands ownership over first, unless they are its only member: then the team is disbanded.',
  })
  async leaveTeam(@CurrentSession() session: AuthenticatedSession): Promise<boolean> {
    await this.teams.leave(session);
    return true;
  }

  @Authorized()
  @Mutation(() => TeamView, {
    complexity: FIELD_COST.read,
    description: 'Hands ownership to another member (owner only); you become an admin.',
  })
  async transferTeamOwnership(
    @CurrentSession() session: AuthenticatedSession,
    @Args(() => TeamMemberArgs) { userId }: TeamMemberArgs,
  ): Promise<TeamView> {
    return toTeamView(await this.teams.transferOwnership(session, userId));
  }

  @Authorized()
  @Mutation(() => TeamView, { complexity: FIELD_COST.read, description: "Moves some of your own credits into your team's pool." })
  async addCreditsToTeam(
    @CurrentSession() session: AuthenticatedSession,
    @Args(() => TeamCreditsArgs) { amount }: TeamCreditsArgs,
  ): Promise<TeamView> {
    return toTeamView(await this.teams.addOwnCredits(session, amount));
  }
}
