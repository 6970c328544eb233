import { IsString, MaxLength } from 'class-validator';
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { SearchDefinition } from './search.types';

export const SAVED_SEARCH_NAME_MAX = 100;
export const SAVED_SEARCH_NAME_REQUIRED = 'Please enter a name for the search';
const NAME_TOO_LONG = `The name must be at most ${SAVED_SEARCH_NAME_MAX} characters`;

@InputType({ description: 'A search to save under a name: what the results page runs (type, query, filters, persona).' })
export class SaveSearchInput extends SearchDefinition {
  @Field(() => String, { description: `1 to ${SAVED_SEARCH_NAME_MAX} characters, trimmed; one name per user (case aside).` })
  @IsString({ message: SAVED_SEARCH_NAME_REQUIRED })
  @MaxLength(SAVED_SEARCH_NAME_MAX, { message: NAME_TOO_LONG })
  name: string;
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
