import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { SAVED_SEARCH_ALERTS, type SavedSearchAlertName } from './saved-search.entity';
import { SearchDefinition, SearchFilters, SearchTypeEnum } from './search-definition.types';

export const SAVED_SEARCH_NAME_MAX = 100;
export const SAVED_SEARCH_NAME_REQUIRED = 'Please enter a name for the search';
const NAME_TOO_LONG = `The name must be at most ${SAVED_SEARCH_NAME_MAX} characters`;
export const SAVED_SEARCH_ALERT_INVALID = "alert must be 'off', 'daily' or 'weekly'";

export const SavedSearchAlert = { off: 'off', daily: 'daily', weekly: 'weekly' } as const satisfies {
  readonly [K in SavedSearchAlertName]: K;
};
registerEnumType(SavedSearchAlert, {
  name: 'SavedSearchAlert',
  description: 'Whether a saved search e-mails who is new since its last alert: off, daily or weekly.',
});

@InputType({ description: 'A search to save under a name: what the results page runs (type, query, filters, persona).' })
export class SaveSearchInput extends SearchDefinition {
  @Field(() => String, { description: `1 to ${SAVED_SEARCH_NAME_MAX} characters, trimmed; one name per user (case aside).` })
  @IsString({ message: SAVED_SEARCH_NAME_REQUIRED })
  @MaxLength(SAVED_SEARCH_NAME_MAX, { message: NAME_TOO_LONG })
  name: string;

  @Field(() => SavedSearchAlert, { nullable: true, description: 'E-mail who is new: off (the default), daily or weekly.' })
  @IsOptional()
  @IsIn(SAVED_SEARCH_ALERTS, { message: SAVED_SEARCH_ALERT_INVALID })
  alert?: SavedSearchAlertName | null;
}

@ArgsType()
export class SetSavedSearchAlertArgs {
  @Field(() => ID)
  @IsString()
  @MaxLength(64)
  id: string;

  @Field(() => SavedSearchAlert)
  @IsIn(SAVED_SEARCH_ALERTS, { message: SAVED_SEARCH_ALERT_INVALID })
  alert: SavedSearchAlertName;
}

@ArgsType()
export class RenameSavedSearchArgs {
  @Field(() => ID)
  @IsString()
  @MaxLength(64)
  id: string;

  @Field(() => String)
  @IsString({ message: SAVED_SEARCH_NAME_REQUIRED })
  @MaxLength(SAVED_SEARCH_NAME_MAX, { message: NAME_TOO_LONG })
  name: string;
}

@ObjectType({ description: 'A search the user saved under a name, to run again.' })
export class SavedSearchView {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  name: string;

  @Field(() => SearchTypeEnum)
  type: SearchTypeEnum;

  @Field(() => String, { nullable: true, description: 'ai: the question; persona: the text that goes with the preset.' })
  query: string | null;

  @Field(() => SearchFilters, { nullable: true, description: 'build: the filters.' })
  filters: SearchFilters | null;

  @Field(() => String, { nullable: true, description: 'persona: the preset id.' })
  persona: string | null;

  @Field(() => [String], { nullable: true, description: 'The must-haves chosen (SearchInput.mustHave); null: the defaults.' })
  mustHave: string[] | null;

  @Field(() => String, { description: 'How the search reads (as in the history).' })
  searchTerm: string;

  @Field(() => GraphQLDateTimeISO)
  createdAt: Date;

  @Field(() => GraphQLDateTimeISO, { description: 'The last run (saving counts as one).' })
  lastRunAt: Date;

  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'The run before the last.' })
  previousRunAt: Date | null;

  @Field(() => SavedSearchAlert, { description: 'Whether it e-mails who is new since its last alert: off, daily or weekly.' })
  alert: SavedSearchAlertName;

  @Field(() => GraphQLDateTimeISO, {
    nullable: true,
    description:
      'While the alert is on: the people added after this are new for the next alert (its last e-mail, or when it was turned on).',
  })
  alertSentAt: Date | null;
}

@ObjectType({ description: 'One run of a saved search: who was added to the index since the run before.' })
export class SavedSearchRun {
  @Field(() => SavedSearchView)
  savedSearch: SavedSearchView;

  @Field(() => GraphQLDateTimeISO, { description: 'The run before this one: profiles added after it are new.' })
  since: Date;

  @Field(() => Int, {
    description:
      'How many of the profiles this search lists (exact and closest matches) are new: exact up to 10,000 (see newCountIsApproximate).',
  })
  newCount: number;

  @Field(() => Boolean, { description: "True when newCount is the planner's estimate (past 10,000 new exact matches)." })
  newCountIsApproximate: boolean;

  @Field(() => Boolean, { description: 'True when only the new profiles are listed (totals and pages are of them).' })
  onlyNew: boolean;
}
