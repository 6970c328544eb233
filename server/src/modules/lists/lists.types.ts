import { IsOptional, IsString, MaxLength } from 'class-validator';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Required } from '../../common/validators';

/** Product spec section 5, verbatim. */
export const LIST_NAME_REQUIRED = 'Please enter a list name';
export const LIST_NAME_MAX = 100;
export const LIST_DESCRIPTION_MAX = 500;
export const CHOOSE_LIST_MESSAGE = 'Please choose a list.';
export const CHOOSE_PROFILE_TO_ADD = 'Please choose a profile to add.';
export const CHOOSE_PROFILE_TO_REMOVE = 'Please choose a profile to remove.';

/** The add-to-list dialog's create form: a required name and an optional description. */
@InputType({ description: 'A new list: a name (required, up to 100 characters) and an optional description (up to 500).' })
export class CreateListInput {
  @Field(() => String)
  @MaxLength(LIST_NAME_MAX, { message: `A list name can be at most ${LIST_NAME_MAX} characters.` })
  @Required(LIST_NAME_REQUIRED) // applied first: decorators run bottom-up
  name: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: 'The description must be text.' })
  @MaxLength(LIST_DESCRIPTION_MAX, { message: `A list description can be at most ${LIST_DESCRIPTION_MAX} characters.` })
  description?: string | null;
}

/** A profile to add to one of the user's lists, by its numeric id or its LinkedIn username. */
@ArgsType()
export class AddToListArgs {
  @Field(() => ID, { description: 'The list id; an id that is not one of your lists answers NOT_FOUND.' })
  @Required(CHOOSE_LIST_MESSAGE)
  listId: string;

  @Field(() => String, { description: "The profile's numeric id or its LinkedIn username (a profile link is read for its username)." })
  @MaxLength(300, { message: 'That is not a valid profile id or username.' })
  @Required(CHOOSE_PROFILE_TO_ADD)
  profileId: string;
}

/** A profile to take out of one of the user's lists, by the username the list shows. */
@ArgsType()
export class RemoveFromListArgs {
  @Field(() => ID, { description: 'The list id; an id that is not one of your lists answers NOT_FOUND.' })
  @Required(CHOOSE_LIST_MESSAGE)
  listId: string;

  @Field(() => String, { description: 'The LinkedIn username of the profile, as the list shows it.' })
  @MaxLength(100, { message: 'That is not a valid profile username.' })
  @Required(CHOOSE_PROFILE_TO_REMOVE)
  linkedinUsername: string;
}

/** A list without its profiles (their usernames and count come along): what every list operation answers. */
@ObjectType('ProfileList', { description: "One of the signed-in user's lists of saved profiles." })
export class ProfileListView {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  name: string;

  @Field(() => String, { nullable: true })
  description: string | null;

  @Field(() => [String], { description: 'The LinkedIn usernames of the profiles in the list, in the order they were added.' })
  linkedinUsernames: string[];

  @Field(() => Int, { description: 'How many profiles the list holds.' })
  profileCount: number;

  @Field(() => GraphQLDateTimeISO)
  createdAt: Date;

  @Field(() => GraphQLDateTimeISO, { description: 'When the list or its profiles last changed.' })
  updatedAt: Date;
}

/** A profile as a list shows it (spec section 3, "Profile entry inside a list"). */
@ObjectType('ProfileListEntry', {
  description: 'A profile saved in a list. When the profile can no longer be found, error is true and its details are null.',
})
export class ProfileListEntryView {
  @Field(() => String)
  linkedinUsername: string;

  @Field(() => String, { nullable: true })
  fullName: string | null;

  @Field(() => String, { nullable: true, description: 'The current job title.' })
  currentPosition: string | null;

  @Field(() => String, { nullable: true, description: 'The current company.' })
  company: string | null;

  @Field(() => String, { nullable: true, description: 'City, country.' })
  location: string | null;

  @Field(() => String, { nullable: true })
  profilePicture: string | null;

  @Field(() => String, { nullable: true })
  linkedinLink: string | null;

  @Field(() => ID, { nullable: true, description: 'The profile id, to open the profile; null when it can no longer be found.' })
  profileId: string | null;

  @Field(() => GraphQLDateTimeISO)
  addedAt: Date;

  @Field(() => Boolean, { description: 'True when the profile can no longer be found.' })
  error: boolean;
}
