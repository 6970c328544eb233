import { Type } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { SearchFilters, SearchTypeEnum } from './search.types';

export const SAVED_SEARCH_NAME_MAX = 100;
export const SAVED_SEARCH_NAME_REQUIRED = 'Please enter a name for the search';
const NAME_TOO_LONG = `The name must be at most ${SAVED_SEARCH_NAME_MAX} characters`;

@InputType({ description: 'A search to save under a name: what the results page runs (type, query, filters, persona).' })
export class SaveSearchInput {
  @Field(() => String, { description: `1 to ${SAVED_SEARCH_NAME_MAX} characters, trimmed; one name per user (case aside).` })
  @IsString({ message: SAVED_SEARCH_NAME_REQUIRED })
  @MaxLength(SAVED_SEARCH_NAME_MAX, { message: NAME_TOO_LONG })
  name: string;

  @Field(() => SearchTypeEnum)
  @IsIn(['ai', 'build', 'persona'], { message: "type must be 'ai', 'build' or 'persona'" })
  type: SearchTypeEnum;

  @Field(() => String, { nullable: true, description: 'ai: the question; persona: an optional query combined with the preset.' })
  @IsOptional()
  @IsString()
  @MaxLength(500, { message: 'The search must be at most 500 characters' })
  query?: string | null;

  @Field(() => SearchFilters, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => SearchFilters)
  filters?: SearchFilters | null;

  @Field(() => String, { nullable: true, description: 'The persona id, for type persona.' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  persona?: string | null;
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
