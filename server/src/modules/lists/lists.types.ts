import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsEnum, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Required } from '../../common/validators';
import { ContactEmail, ContactPhone } from '../contacts/contacts.types';
import { LIST_NOTES_MAX } from './profile-list-item.entity';
import { ListStage } from './list-stages';
import { DEPRECATED } from '../../graphql/deprecated';

/** docs/product-spec.md §5, verbatim. */
export const LIST_NAME_REQUIRED = 'Please enter a list name';
export const LIST_NAME_MAX = 100;
export const LIST_DESCRIPTION_MAX = 500;
export const CHOOSE_LIST_MESSAGE = 'Please choose a list.';
export const CHOOSE_PROFILE_TO_ADD = 'Please choose a profile to add.';
export const CHOOSE_PROFILE_TO_REMOVE = 'Please choose a profile to remove.';
export const CHOOSE_PROFILE_TO_UPDATE = 'Please choose a profile to update.';
export const CHOOSE_PROFILES_TO_ADD = 'Please choose between 1 and 100 profiles.';
export const CHOOSE_PROFILES_TO_EXPORT = 'Please choose between 1 and 100 profiles to export.';
export const BULK_MAX = 100;

/** The most lists one page of `lists` answers, and the most entries one page of a list's `profiles` (docs/decisions.md, "Collection sizes"). */
export const LISTS_PAGE_MAX = 100;
export const LIST_PROFILES_PAGE_MAX = 100;
/** The furthest offset one may ask for (past every limit an account can be given). */
const OFFSET_MAX = 10_000;

/** A page of the signed-in user's lists. */
@ArgsType()
export class ListsPageArgs {
  @Field(() => Int, { defaultValue: LISTS_PAGE_MAX, description: `How many lists to answer, 1 to ${LISTS_PAGE_MAX}.` })
  @IsInt({ message: 'first must be a whole number' })
  @Min(1, { message: 'first must be 1 or more' })
  @Max(LISTS_PAGE_MAX, { message: `first must be at most ${LISTS_PAGE_MAX}` })
  first: number = LISTS_PAGE_MAX;

  @Field(() => Int, { defaultValue: 0, description: 'How many lists to skip (newest first).' })
  @IsInt({ message: 'offset must be a whole number' })
  @Min(0, { message: 'offset must be 0 or more' })
  @Max(OFFSET_MAX, { message: `offset must be at most ${OFFSET_MAX}` })
  offset: number = 0;
}

/** A page of the profiles of a list. */
@ArgsType()
export class ListProfilesPageArgs {
  @Field(() => Int, {
    defaultValue: LIST_PROFILES_PAGE_MAX,
    description: `How many profiles to answer, 1 to ${LIST_PROFILES_PAGE_MAX}.`,
  })
  @IsInt({ message: 'first must be a whole number' })
  @Min(1, { message: 'first must be 1 or more' })
  @Max(LIST_PROFILES_PAGE_MAX, { message: `first must be at most ${LIST_PROFILES_PAGE_MAX}` })
  first: number = LIST_PROFILES_PAGE_MAX;

  @Field(() => Int, { defaultValue: 0, description: 'How many profiles to skip, in the order they were added.' })
  @IsInt({ message: 'offset must be a whole number' })
  @Min(0, { message: 'offset must be 0 or more' })
  @Max(OFFSET_MAX, { message: `offset must be at most ${OFFSET_MAX}` })
  offset: number = 0;
}

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

  @Field(() => Boolean, { nullable: true, description: 'Share it with your team at once (you must be in one); private when left out.' })
  @IsOptional()
  @IsBoolean({ message: 'shared must be true or false.' })
  shared?: boolean | null;
}

@ArgsType()
export class SetListSharedArgs {
  @Field(() => ID, { description: 'The list id; an id that is not one of your lists answers NOT_FOUND.' })
  @Required(CHOOSE_LIST_MESSAGE)
  listId: string;

  @Field(() => Boolean, { description: "True: shared with your team; false: private to the list's owner." })
  @IsBoolean({ message: 'shared must be true or false.' })
  shared: boolean;
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

/** A recruiter's stage and notes for one person of one of their lists; at least one of them. */
@ArgsType()
export class UpdateListEntryArgs {
  @Field(() => ID, { description: 'The list id; an id that is not one of your lists answers NOT_FOUND.' })
  @Required(CHOOSE_LIST_MESSAGE)
  listId: string;

  @Field(() => String, { description: 'The LinkedIn username of the profile, as the list shows it.' })
  @MaxLength(100, { message: 'That is not a valid profile username.' })
  @Required(CHOOSE_PROFILE_TO_UPDATE)
  linkedinUsername: string;

  @Field(() => ListStage, { nullable: true, description: 'The new stage; unchanged when left out.' })
  @IsOptional()
  @IsEnum(ListStage, { message: 'Please choose a stage: new, contacted, replied, interviewing or not a fit.' })
  stage?: ListStage | null;

  @Field(() => String, {
    nullable: true,
    description: 'The new notes (up to 2,000 characters; blank clears them); unchanged when left out.',
  })
  @IsOptional()
  @IsString({ message: 'The notes must be text.' })
  @MaxLength(LIST_NOTES_MAX, { message: `Notes can be at most ${LIST_NOTES_MAX.toLocaleString('en-US')} characters.` })
  notes?: string | null;
}

/** Profiles to add to one of the user's lists at once (1 to 100), each by its id or username. */
@ArgsType()
export class AddProfilesToListArgs {
  @Field(() => ID, { description: 'The list id; an id that is not one of your lists answers NOT_FOUND.' })
  @Required(CHOOSE_LIST_MESSAGE)
  listId: string;

  @Field(() => [String], { description: '1 to 100 profiles, each by its numeric id or its LinkedIn username.' })
  @IsArray({ message: CHOOSE_PROFILES_TO_ADD })
  @ArrayMinSize(1, { message: CHOOSE_PROFILES_TO_ADD })
  @ArrayMaxSize(BULK_MAX, { message: CHOOSE_PROFILES_TO_ADD })
  @IsString({ each: true, message: 'That is not a valid profile id or username.' })
  @MaxLength(300, { each: true, message: 'That is not a valid profile id or username.' })
  profileIds: string[];
}

/** Profiles to export as CSV (the REST body of POST /api/profile/export), by username. */
export class ExportProfilesInput {
  @IsArray({ message: CHOOSE_PROFILES_TO_EXPORT })
  @ArrayMinSize(1, { message: CHOOSE_PROFILES_TO_EXPORT })
  @ArrayMaxSize(BULK_MAX, { message: CHOOSE_PROFILES_TO_EXPORT })
  @IsString({ each: true, message: 'That is not a valid profile username.' })
  @MaxLength(100, { each: true, message: 'That is not a valid profile username.' })
  linkedinUsernames: string[];
}

@ObjectType('ListStageChange', { description: "One change of a list entry's stage." })
export class ListStageChangeView {
  @Field(() => ListStage)
  stage: ListStage;

  @Field(() => String, { nullable: true, description: 'Who set it (name or e-mail); null once that account is gone.' })
  changedBy: string | null;

  @Field(() => GraphQLDateTimeISO)
  changedAt: Date;
}

/**
 * A list without its profiles (their usernames and count come along): what every list operation
 * answers. Its columns cost nothing in the GraphQL budget: they come with the list's row, which
 * `lists` prices per list; its usernames and profiles (field resolvers, read only when asked for)
 * are priced (graphql/budgets.ts).
 */
@ObjectType('ProfileList', { description: "One of the signed-in user's lists of saved profiles." })
export class ProfileListView {
  @Field(() => ID, { complexity: 0 })
  id: string;

  @Field(() => String, { complexity: 0 })
  name: string;

  @Field(() => String, { nullable: true, complexity: 0 })
  description: string | null;

  @Field(() => Int, { complexity: 0, description: 'How many profiles the list holds.' })
  profileCount: number;

  @Field(() => GraphQLDateTimeISO, { complexity: 0 })
  createdAt: Date;

  @Field(() => GraphQLDateTimeISO, { complexity: 0, description: 'When the list or its profiles last changed.' })
  updatedAt: Date;

  @Field(() => Boolean, {
    complexity: 0,
    description: 'Shared with your team (its members see and work on it); false: private to its owner.',
  })
  shared: boolean;

  @Field(() => String, { complexity: 0, description: "Its owner's name (or e-mail): you, or a teammate for a shared list." })
  ownerName: string;

  @Field(() => Boolean, { complexity: 0, description: 'Whether you own it.' })
  ownedByYou: boolean;

  @Field(() => Boolean, {
    nullable: true,
    complexity: 0,
    description:
      'Only in the answer of addToList: whether that call added the profile (false: it was already in this list). Null elsewhere.',
    deprecationReason: DEPRECATED.listAdded,
  })
  added?: boolean | null;
}

@ObjectType({ description: 'What adding one profile to a list did.' })
export class AddToListPayload {
  @Field(() => ProfileListView, { description: 'The list with its new count.' })
  list: ProfileListView;

  @Field(() => Boolean, { description: 'Whether this call added the profile (false: it was already in the list).' })
  added: boolean;
}

@ObjectType({ description: 'What deleting a list did.' })
export class DeleteListPayload {
  @Field(() => ID, { description: 'The id of the deleted list.' })
  id: string;
}

@ObjectType({ description: 'What adding several profiles to a list did.' })
export class AddProfilesResult {
  @Field(() => ProfileListView, { description: 'The list with its new count.' })
  list: ProfileListView;

  @Field(() => Int, { description: 'How many profiles were added.' })
  added: number;

  @Field(() => Int, { description: 'How many were already in the list (left as they were).' })
  alreadyInList: number;

  @Field(() => [String], { description: 'The LinkedIn usernames of the profiles this call added, in the order given.' })
  addedUsernames: string[];
}

/** A list as the REST routes answer it: with the usernames of its profiles, in the order they were added. */
export type ProfileListWithUsernames = ProfileListView & { linkedinUsernames: string[] };

/** A profile as a list shows it (docs/product-spec.md §3, "Profile entry inside a list"). */
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

  @Field(() => String, {
    nullable: true,
    description:
      "Why the person is no longer here, when they asked to be removed: 'Removed at the person's request'. The entry then holds no data of them (its username is a placeholder, its notes cleared).",
  })
  removedNote: string | null;

  @Field(() => Boolean, {
    description: 'True for a generated sample person (see ProfileCard.sample): marked Sample, and no linkedinLink.',
  })
  sample: boolean;

  @Field(() => ListStage, { description: 'Where you are with this person in this list.' })
  stage: ListStage;

  @Field(() => String, { nullable: true, description: 'Your notes on this person in this list.' })
  notes: string | null;

  @Field(() => Boolean, { description: "Whether you have revealed this person's contacts." })
  revealed: boolean;

  @Field(() => [ContactEmail], { description: 'The e-mail addresses you revealed, best first (none when not revealed).' })
  emails: ContactEmail[];

  @Field(() => [ContactPhone], { description: 'The phone numbers you revealed, best first (none when not revealed).' })
  phoneNumbers: ContactPhone[];

  @Field(() => Int, { description: 'In how many of your lists this person is (this one included).' })
  listCount: number;

  @Field(() => String, { nullable: true, description: 'Who added the person (name or e-mail); null for entries older than teams.' })
  addedBy: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Who last changed the stage (name or e-mail); null while it is the stage it was added with.',
  })
  stageChangedBy: string | null;

  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When the stage last changed.' })
  stageChangedAt: Date | null;

  @Field(() => [ListStageChangeView], {
    description: 'The newest 20 changes of the stage, newest first: which stage, who set it and when.',
  })
  stageHistory: ListStageChangeView[];
}
