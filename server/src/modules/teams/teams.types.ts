import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Required } from '../../common/validators';
import { Paginated } from '../../graphql/pagination';
import type { TeamCreditReason } from './team-ledger.entity';
import type { TeamRole } from './team-member.entity';
import {
  CAP_RANGE_MESSAGE,
  INVITATION_INVALID_MESSAGE,
  MEMBER_NOT_FOUND_MESSAGE,
  ROLE_MESSAGE,
  TEAM_NAME_MAX,
  TEAM_NAME_REQUIRED,
  TEAM_NAME_TOO_LONG,
  TRANSFER_RANGE_MESSAGE,
} from './teams.messages';

/** The most credits one transfer or one monthly limit may name. */
export const TEAM_CREDITS_MAX = 100_000;

export const TeamRoleEnum = { owner: 'owner', admin: 'admin', member: 'member' } as const satisfies { readonly [K in TeamRole]: K };
registerEnumType(TeamRoleEnum, {
  name: 'TeamRole',
  description: 'owner: one per team, hands ownership over; admin: invites, removes, sets roles and limits; member: works in the team.',
});

export const InvitedRoleEnum = { admin: 'admin', member: 'member' } as const;
registerEnumType(InvitedRoleEnum, { name: 'InvitedRole', description: 'The role an invitation gives: admin or member.' });

export const InvitationStatusEnum = { open: 'open', expired: 'expired', used: 'used', revoked: 'revoked' } as const;
registerEnumType(InvitationStatusEnum, {
  name: 'InvitationStatus',
  description: 'open: it can be accepted; expired; used: accepted already; revoked: replaced by a newer link or withdrawn.',
});

export const TeamCreditReasonEnum = {
  contact_reveal: 'contact_reveal',
  member_transfer: 'member_transfer',
  admin_adjustment: 'admin_adjustment',
} as const satisfies { readonly [K in TeamCreditReason]: K };
registerEnumType(TeamCreditReasonEnum, {
  name: 'TeamCreditReason',
  description: "Why the team's pool changed: a member's reveal, a member's own credits moved in, or an adjustment by our staff.",
});

@ObjectType('TeamMember', { description: 'A member of your team, with what they spent of the pool.' })
export class TeamMemberView {
  @Field(() => ID)
  userId: string;

  @Field(() => String)
  email: string;

  @Field(() => String, { description: 'Their name, or their e-mail when they gave none.' })
  name: string;

  @Field(() => TeamRoleEnum)
  role: TeamRole;

  @Field(() => Int, { nullable: true, description: "At most this many of the pool's credits a calendar month (UTC); null: no limit." })
  monthlyCap: number | null;

  @Field(() => Int, { description: 'Pool credits spent on reveals this calendar month.' })
  spentThisMonth: number;

  @Field(() => Int, { description: 'Pool credits spent on reveals since joining.' })
  spentTotal: number;

  @Field(() => Int, { description: 'Profiles revealed for the team.' })
  reveals: number;

  @Field(() => GraphQLDateTimeISO)
  joinedAt: Date;

  @Field(() => Boolean, { description: 'This member is you.' })
  isYou: boolean;
}

@ObjectType('TeamInvitation', { description: 'An invitation that has not been accepted, withdrawn or expired yet (each holds a seat).' })
export class TeamInvitationView {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  email: string;

  @Field(() => InvitedRoleEnum)
  role: 'admin' | 'member';

  @Field(() => String, { nullable: true })
  invitedBy: string | null;

  @Field(() => GraphQLDateTimeISO)
  createdAt: Date;

  @Field(() => GraphQLDateTimeISO)
  expiresAt: Date;
}

@ObjectType('CompanySignIn', { description: "The company's OpenID Connect provider configured on this server." })
export class CompanySignInView {
  @Field(() => String, { description: "The provider's button label ('Acme SSO')." })
  name: string;

  @Field(() => [String], { nullable: true, description: 'The domains it vouches for; null: any.' })
  allowedDomains: string[] | null;
}

@ObjectType('Team', { description: 'Your team, as its page shows it.' })
export class TeamView {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  name: string;

  @Field(() => Int, { description: 'How many members it may have, the owner included.' })
  seats: number;

  @Field(() => Int, { description: 'Members and open invitations: each holds a seat.' })
  seatsUsed: number;

  @Field(() => Int, { description: "The pool's credits left." })
  remainingCredits: number;

  @Field(() => Int, { description: 'Every credit ever added to the pool.' })
  totalCredits: number;

  @Field(() => Boolean, { description: "Members sign in only through the company's provider." })
  requireSso: boolean;

  @Field(() => [String], { description: "The company's e-mail domains." })
  domains: string[];

  @Field(() => TeamRoleEnum)
  myRole: TeamRole;

  @Field(() => [TeamMemberView], { description: 'Owner first, then admins, then members, each by when they joined.' })
  members: TeamMemberView[];

  @Field(() => [TeamInvitationView], { description: 'Open invitations, newest first; empty for members.' })
  invitations: TeamInvitationView[];

  @Field(() => CompanySignInView, { nullable: true, description: "The company's provider, when this server has one." })
  companySignIn: CompanySignInView | null;

  @Field(() => GraphQLDateTimeISO)
  createdAt: Date;
}

@ObjectType('TeamInvitationSent', { description: 'An invitation was sent: the team as it is now, and what to tell the user.' })
export class TeamInvitationSent {
  @Field(() => TeamView)
  team: TeamView;

  @Field(() => String)
  message: string;
}

@ObjectType('TeamInvitationPreview', { description: "What an invitation's link shows before it is accepted." })
export class InvitationPreviewView {
  @Field(() => String)
  teamName: string;

  @Field(() => String, { description: 'The address the invitation is for: accept it signed in with this one.' })
  email: string;

  @Field(() => InvitedRoleEnum)
  role: 'admin' | 'member';

  @Field(() => String, { nullable: true })
  invitedBy: string | null;

  @Field(() => GraphQLDateTimeISO)
  expiresAt: Date;

  @Field(() => InvitationStatusEnum)
  status: keyof typeof InvitationStatusEnum;
}

@ObjectType('TeamLedgerEntry', { description: "One change of the team's pool, with the member it names." })
export class TeamLedgerEntryView {
  @Field(() => ID)
  id: string;

  @Field(() => GraphQLDateTimeISO)
  createdAt: Date;

  @Field(() => Int, { description: 'Positive for credits added, negative for credits spent.' })
  change: number;

  @Field(() => TeamCreditReasonEnum)
  reason: TeamCreditReason;

  @Field(() => String, { nullable: true, description: 'The revealed profile (its linkedinUsername), for a reveal.' })
  reference: string | null;

  @Field(() => Int, { description: "The pool's credits right after this change." })
  balanceAfter: number;

  @Field(() => ID, { nullable: true, description: 'The member of the change; null for an adjustment by our staff.' })
  userId: string | null;

  @Field(() => String, { nullable: true, description: "That member's name (or e-mail)." })
  memberName: string | null;
}

@ObjectType({ description: "A page of the team pool's changes, newest first." })
export class TeamLedgerPage extends Paginated(TeamLedgerEntryView) {}

@InputType({ description: 'A change to your team (owner and admins): each field given is changed.' })
export class UpdateTeamInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: TEAM_NAME_REQUIRED })
  @MaxLength(TEAM_NAME_MAX, { message: TEAM_NAME_TOO_LONG })
  name?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      "Require the company's provider: it must be configured and vouch for the team's domains, every member must be at them, and you must be signed in through it. Turning it on ends members' other sessions.",
  })
  @IsOptional()
  @IsBoolean({ message: 'requireSso must be true or false.' })
  requireSso?: boolean | null;

  @Field(() => [String], { nullable: true, description: "The company's e-mail domains (1 to 20)." })
  @IsOptional()
  @IsArray({ message: 'domains must be a list of domains.' })
  @ArrayMaxSize(20, { message: 'A team can have at most 20 domains.' })
  @IsString({ each: true, message: 'domains must be a list of domains.' })
  @MaxLength(253, { each: true, message: 'A domain can be at most 253 characters.' })
  domains?: string[] | null;
}

@ArgsType()
export class CreateTeamArgs {
  @Field(() => String, { description: 'The team name, 1 to 100 characters (trimmed).' })
  @IsString({ message: TEAM_NAME_REQUIRED })
  @MaxLength(TEAM_NAME_MAX, { message: TEAM_NAME_TOO_LONG })
  @Required(TEAM_NAME_REQUIRED)
  name: string;
}

@ArgsType()
export class InviteToTeamArgs {
  @Field(() => String, { description: 'A work e-mail address (free and disposable mail is refused).' })
  @IsString({ message: 'Please enter your email address' })
  @MaxLength(254, { message: 'Please enter a valid email address' })
  email: string;

  @Field(() => InvitedRoleEnum, { defaultValue: 'member' })
  @IsOptional()
  @IsIn(['admin', 'member'], { message: ROLE_MESSAGE })
  role: 'admin' | 'member' = 'member';
}

@ArgsType()
export class TeamMemberArgs {
  @Field(() => ID, { description: "The member's user id (TeamMember.userId)." })
  @IsString({ message: MEMBER_NOT_FOUND_MESSAGE })
  @MaxLength(64, { message: MEMBER_NOT_FOUND_MESSAGE })
  userId: string;
}

@ArgsType()
export class TeamMemberRoleArgs extends TeamMemberArgs {
  @Field(() => InvitedRoleEnum)
  @IsIn(['admin', 'member'], { message: ROLE_MESSAGE })
  @Required(ROLE_MESSAGE)
  role: 'admin' | 'member';
}

@ArgsType()
export class TeamMemberCapArgs extends TeamMemberArgs {
  @Field(() => Int, { nullable: true, description: `Credits of the pool a calendar month, 0 to ${TEAM_CREDITS_MAX}; null: no limit.` })
  @IsOptional()
  @IsInt({ message: CAP_RANGE_MESSAGE })
  @Min(0, { message: CAP_RANGE_MESSAGE })
  @Max(TEAM_CREDITS_MAX, { message: CAP_RANGE_MESSAGE })
  monthlyCap?: number | null;
}

@ArgsType()
export class InvitationTokenArgs {
  @Field(() => String, { description: "The token of the invitation's link (its ?token=)." })
  @IsString({ message: INVITATION_INVALID_MESSAGE })
  @MaxLength(200, { message: INVITATION_INVALID_MESSAGE })
  @Required(INVITATION_INVALID_MESSAGE)
  token: string;
}

@ArgsType()
export class TeamCreditsArgs {
  @Field(() => Int, { description: `1 to ${TEAM_CREDITS_MAX} of your own credits.` })
  @IsInt({ message: TRANSFER_RANGE_MESSAGE })
  @Min(1, { message: TRANSFER_RANGE_MESSAGE })
  @Max(TEAM_CREDITS_MAX, { message: TRANSFER_RANGE_MESSAGE })
  amount: number;
}
