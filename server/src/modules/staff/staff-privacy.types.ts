import { ArrayMaxSize, IsArray, IsString, MaxLength, MinLength } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';

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
