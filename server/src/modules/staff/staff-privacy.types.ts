import { ArrayMaxSize, IsArray, IsEnum, IsOptional, IsString, IsUUID, MaxLength, MinLength } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageArgs, Paginated } from '../../graphql/pagination';
import { OUTCOME_MESSAGE } from '../privacy/privacy-requests.service';

const REASON_MESSAGE = 'Please say why (at most 500 characters): it is kept in the audit log.';
const MANY_MESSAGE = 'Name at most 100 of each at a time.';

@ObjectType({ description: 'How many keys one origin put on the suppression list.' })
export class SuppressionOriginCount {
  @Field(() => String, { description: 'person_request, staff, provider_opt_out or deletion_list.' })
  origin: string;

  @Field(() => Int)
  keys: number;
}

@ObjectType({
  description:
    'The suppression list as staff see it: its size, never its contents (it holds only SHA-256 keys of e-mail addresses, LinkedIn usernames, phone numbers and record ids).',
})
export class SuppressionListView {
  @Field(() => Int)
  total: number;

  @Field(() => [SuppressionOriginCount])
  byOrigin: SuppressionOriginCount[];
}

@InputType({ description: 'People to keep out of the index, named in the clear and hashed on arrival.' })
export class SuppressPeopleInput {
  @Field(() => [String], { defaultValue: [], description: 'E-mail addresses.' })
  @IsArray()
  @ArrayMaxSize(100, { message: MANY_MESSAGE })
  @IsString({ each: true })
  @MaxLength(200, { each: true, message: 'An e-mail address is at most 200 characters.' })
  emails: string[];

  @Field(() => [String], { defaultValue: [], description: 'LinkedIn profile links or usernames.' })
  @IsArray()
  @ArrayMaxSize(100, { message: MANY_MESSAGE })
  @IsString({ each: true })
  @MaxLength(300, { each: true, message: 'A LinkedIn link is at most 300 characters.' })
  linkedinProfiles: string[];

  @Field(() => [String], { defaultValue: [], description: 'Phone numbers with their country code.' })
  @IsArray()
  @ArrayMaxSize(100, { message: MANY_MESSAGE })
  @IsString({ each: true })
  @MaxLength(40, { each: true, message: 'A phone number is at most 40 characters.' })
  phones: string[];

  @Field(() => String, { description: 'Why (required), for the audit log: a request, a complaint, a legal list.' })
  @IsString({ message: REASON_MESSAGE })
  @MinLength(3, { message: REASON_MESSAGE })
  @MaxLength(500, { message: REASON_MESSAGE })
  reason: string;
}

@ObjectType({ description: 'What keeping people out did.' })
export class SuppressPeopleResult {
  @Field(() => Int, { description: 'Keys added to the suppression list (those already on it are not counted).' })
  keys: number;

  @Field(() => Int, { description: 'Profiles removed from the index: their list entries are placeholders now.' })
  removedProfiles: number;

  @Field(() => SuppressionListView, { description: 'The list now.' })
  list: SuppressionListView;
}

export enum PrivacyRequestKindEnum {
  access = 'access',
  removal = 'removal',
  correction = 'correction',
}
registerEnumType(PrivacyRequestKindEnum, {
  name: 'PrivacyRequestKind',
  description: 'What a person in the index asked for: to see their data, to be removed, or a correction.',
});

export enum PrivacyRequestStatusEnum {
  open = 'open',
  done = 'done',
  declined = 'declined',
}
registerEnumType(PrivacyRequestStatusEnum, { name: 'PrivacyRequestStatus' });

export enum PrivacyRequestListEnum {
  open = 'open',
  closed = 'closed',
}
registerEnumType(PrivacyRequestListEnum, {
  name: 'PrivacyRequestList',
  description: 'Open requests (the nearest deadline first) or closed ones (the most recently closed first).',
});

export enum PrivacyRequestDecisionEnum {
  apply = 'apply',
  done = 'done',
  decline = 'decline',
}
registerEnumType(PrivacyRequestDecisionEnum, {
  name: 'PrivacyRequestDecision',
  description: 'apply: write the correction into the profile; done: it was done by hand; decline: refuse it (say why).',
});

@ObjectType({ description: 'A request of a person in the index, with its one-month deadline.' })
export class PrivacyRequestView {
  @Field(() => ID)
  id: string;

  @Field(() => PrivacyRequestKindEnum)
  kind: PrivacyRequestKindEnum;

  @Field(() => PrivacyRequestStatusEnum)
  status: PrivacyRequestStatusEnum;

  @Field(() => Date)
  receivedAt: Date;

  @Field(() => Date, { description: 'One month after it was received.' })
  dueAt: Date;

  @Field(() => Date, { nullable: true })
  closedAt: Date | null;

  @Field(() => Boolean, { description: 'Open past its deadline, or closed after it.' })
  late: boolean;

  @Field(() => String, { nullable: true, description: 'What was done, as the person was told.' })
  outcome: string | null;

  @Field(() => String, { nullable: true, description: 'The staff member who closed it (null: answered at once by the service).' })
  closedBy: string | null;

  @Field(() => ID, { nullable: true, description: "A correction's profile, while it is in the index." })
  profileId: string | null;

  @Field(() => String, { nullable: true, description: "A correction's field." })
  field: string | null;

  @Field(() => String, { nullable: true, description: "A correction's new value (only while open)." })
  value: string | null;

  @Field(() => String, { nullable: true, description: "A correction's note from the person (only while open)." })
  note: string | null;
}

@ObjectType()
export class PrivacyRequestPage extends Paginated(PrivacyRequestView) {}

@ArgsType()
export class PrivacyRequestsArgs extends PageArgs {
  @Field(() => PrivacyRequestListEnum, { defaultValue: PrivacyRequestListEnum.open })
  @IsEnum(PrivacyRequestListEnum)
  status: PrivacyRequestListEnum = PrivacyRequestListEnum.open;

  @Field(() => PrivacyRequestKindEnum, { nullable: true })
  @IsOptional()
  @IsEnum(PrivacyRequestKindEnum)
  kind?: PrivacyRequestKindEnum;
}

@ObjectType({ description: 'The open requests: how many, and how many are past their deadline.' })
export class PrivacyRequestCounts {
  @Field(() => Int)
  open: number;

  @Field(() => Int)
  overdue: number;
}

@ObjectType({ description: 'The staff privacy page at a glance.' })
export class PrivacyOverview {
  @Field(() => SuppressionListView)
  suppressions: SuppressionListView;

  @Field(() => PrivacyRequestCounts)
  requests: PrivacyRequestCounts;
}

@InputType({ description: 'Closing a request of a person in the index.' })
export class ClosePrivacyRequestInput {
  @Field(() => ID)
  @IsUUID('all', { message: 'There is no such request.' })
  id: string;

  @Field(() => PrivacyRequestDecisionEnum)
  @IsEnum(PrivacyRequestDecisionEnum)
  decision: PrivacyRequestDecisionEnum;

  @Field(() => String, { description: 'What was done, or why not: the person is told, and the audit log keeps it.' })
  @IsString({ message: OUTCOME_MESSAGE })
  @MinLength(3, { message: OUTCOME_MESSAGE })
  @MaxLength(1000, { message: OUTCOME_MESSAGE })
  outcome: string;
}
