import { IsInt, IsOptional, IsString, Max, MaxLength, Min, NotEquals } from 'class-validator';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { ArgsType, Field, ID, Int, ObjectType } from 'type-graphql';
import { PageArgs, Paginated } from '../../graphql/pagination';
import { TeamLedgerEntryView, TeamMemberView } from '../teams/teams.types';
import {
  ADJUSTMENT_MAX,
  AMOUNT_RANGE_MESSAGE,
  AMOUNT_ZERO_MESSAGE,
  REASON_MAX,
  REASON_MESSAGE,
  REASON_MIN,
  REASON_TOO_LONG_MESSAGE,
  TrimmedLength,
} from './customers.types';

export const TEAM_SEATS_MAX = 10_000;
export const SEATS_RANGE_MESSAGE = `Seats are a whole number from 1 to ${TEAM_SEATS_MAX.toLocaleString('en-US')}.`;
export const STAFF_TEAM_NOT_FOUND_MESSAGE = 'Team not found';
export const SEATS_BELOW_MEMBERS_MESSAGE = (members: number) =>
  `The team has ${members} ${members === 1 ? 'member' : 'members'}: it needs at least as many seats.`;
export const TOO_FEW_TEAM_CREDITS_MESSAGE = (left: number) => `The team's pool has only ${left} credits: it cannot go below zero.`;

@ObjectType('StaffTeam', { description: 'A team as the staff area lists it.' })
export class StaffTeamView {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  name: string;

  @Field(() => Int)
  seats: number;

  @Field(() => Int, { description: 'Members now, the owner included.' })
  members: number;

  @Field(() => Int)
  remainingCredits: number;

  @Field(() => Int)
  totalCredits: number;

  @Field(() => Boolean)
  requireSso: boolean;

  @Field(() => String, { nullable: true })
  ownerEmail: string | null;

  @Field(() => GraphQLDateTimeISO)
  createdAt: Date;
}

@ObjectType({ description: 'A page of teams, newest first.' })
export class StaffTeamPage extends Paginated(StaffTeamView) {}

@ObjectType('StaffTeamDetail', { description: 'One team with its members and the newest changes of its pool.' })
export class StaffTeamDetailView {
  @Field(() => StaffTeamView)
  team: StaffTeamView;

  @Field(() => [String], { description: "The company's e-mail domains." })
  domains: string[];

  @Field(() => [TeamMemberView])
  members: TeamMemberView[];

  @Field(() => [TeamLedgerEntryView], { description: "The pool's 20 newest changes." })
  ledger: TeamLedgerEntryView[];
}

@ArgsType()
export class StaffTeamsArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: "Part of the team's name or of a member's e-mail." })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string | null;
}

@ArgsType()
export class StaffTeamArgs {
  @Field(() => ID)
  @IsString({ message: STAFF_TEAM_NOT_FOUND_MESSAGE })
  teamId: string;
}

@ArgsType()
export class SetTeamSeatsArgs extends StaffTeamArgs {
  @Field(() => Int, { description: `1 to ${TEAM_SEATS_MAX}, at least the members it has.` })
  @IsInt({ message: SEATS_RANGE_MESSAGE })
  @Min(1, { message: SEATS_RANGE_MESSAGE })
  @Max(TEAM_SEATS_MAX, { message: SEATS_RANGE_MESSAGE })
  seats: number;

  @Field(() => String, { description: `Why, for the audit log: ${REASON_MIN} to ${REASON_MAX} characters.` })
  @TrimmedLength(REASON_MIN, REASON_MAX, { tooShort: REASON_MESSAGE, tooLong: REASON_TOO_LONG_MESSAGE })
  reason: string;
}

@ArgsType()
export class AdjustTeamCreditsArgs extends StaffTeamArgs {
  @Field(() => Int, {
    description: `Credits to add to (positive) or remove from (negative) the pool, -${ADJUSTMENT_MAX} to ${ADJUSTMENT_MAX}, never 0.`,
  })
  @IsInt({ message: AMOUNT_RANGE_MESSAGE })
  @NotEquals(0, { message: AMOUNT_ZERO_MESSAGE })
  @Min(-ADJUSTMENT_MAX, { message: AMOUNT_RANGE_MESSAGE })
  @Max(ADJUSTMENT_MAX, { message: AMOUNT_RANGE_MESSAGE })
  amount: number;

  @Field(() => String, { description: `Why, for the audit log: ${REASON_MIN} to ${REASON_MAX} characters.` })
  @TrimmedLength(REASON_MIN, REASON_MAX, { tooShort: REASON_MESSAGE, tooLong: REASON_TOO_LONG_MESSAGE })
  reason: string;
}
