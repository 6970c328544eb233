import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { Type } from 'class-transformer';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { SeniorityLevel } from '../profiles/profile.types';
import { SENIORITY_LEVELS, type SeniorityKey } from '../vocabulary';
import { MUST_HAVE_KINDS } from './structured-query';

/**
 * What a search is, whoever keeps it: its type, its text, the build search's filters and the
 * persona. A search runs one (search.types.ts), the history records one (search-history.types.ts),
 * a saved search keeps one under a name (saved-searches.types.ts).
 */

export enum SearchTypeEnum {
  ai = 'ai',
  build = 'build',
  persona = 'persona',
}
registerEnumType(SearchTypeEnum, {
  name: 'SearchType',
  description: 'ai: natural language; build: explicit filters; persona: a preset, optionally with a query.',
});

export enum SkillsMatch {
  all = 'all',
  any = 'any',
}
registerEnumType(SkillsMatch, { name: 'SkillsMatch' });

const LIST_MAX = 20;
const MUST_HAVE_PATTERN = new RegExp(`^(?:${MUST_HAVE_KINDS.join('|')}|skill:\\S.*)$`);
const ITEM_MAX = 100;

/** The filters of the build search; every one optional. Also how a past build search is kept. */
@ObjectType('SearchFilters')
@InputType('SearchFiltersInput')
export class SearchFilters {
  @Field(() => String, { nullable: true, description: 'Keywords with AND, OR, NOT, "phrases", (parentheses) and -exclusions.' })
  @IsOptional()
  @IsString()
  @MaxLength(500, { message: 'Keywords must be at most 500 characters' })
  keywords?: string | null;

  @Field(() => [String], { nullable: true, description: 'Current job titles, any of them.' })
  @IsOptional()
  @ArrayMaxSize(LIST_MAX)
  @MaxLength(ITEM_MAX, { each: true })
  titles?: string[] | null;

  // The enum checks GraphQL's values; IsIn checks the REST route's, with its own message.
  @Field(() => [SeniorityLevel], { nullable: true, description: 'Seniority levels, any of them.' })
  @IsOptional()
  @IsIn(SENIORITY_LEVELS, { each: true, message: `Seniority must be one of ${SENIORITY_LEVELS.join(', ')}` })
  seniorities?: SeniorityKey[] | null;

  @Field(() => [String], {
    nullable: true,
    description: 'Cities, countries or areas of several countries ("DACH", "EMEA", "Latin America"), any of them.',
  })
  @IsOptional()
  @ArrayMaxSize(LIST_MAX)
  @MaxLength(ITEM_MAX, { each: true })
  locations?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'Current companies, any of them.' })
  @IsOptional()
  @ArrayMaxSize(LIST_MAX)
  @MaxLength(ITEM_MAX, { each: true })
  currentCompanies?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'Past companies, any of them.' })
  @IsOptional()
  @ArrayMaxSize(LIST_MAX)
  @MaxLength(ITEM_MAX, { each: true })
  pastCompanies?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'Industries of the current company, any of them.' })
  @IsOptional()
  @ArrayMaxSize(LIST_MAX)
  @MaxLength(ITEM_MAX, { each: true })
  industries?: string[] | null;

  @Field(() => [String], { nullable: true })
  @IsOptional()
  @ArrayMaxSize(LIST_MAX)
  @MaxLength(ITEM_MAX, { each: true })
  skills?: string[] | null;

  @Field(() => SkillsMatch, { nullable: true, description: 'all (default) or any of the skills.' })
  @IsOptional()
  @IsIn(['all', 'any'])
  skillsMatch?: SkillsMatch | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: 'Years of experience must be a whole number' })
  @Min(0, { message: 'Years of experience cannot be negative' })
  @Max(60, { message: 'Years of experience must be at most 60' })
  yearsFrom?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: 'Years of experience must be a whole number' })
  @Min(0, { message: 'Years of experience cannot be negative' })
  @Max(60, { message: 'Years of experience must be at most 60' })
  yearsTo?: number | null;

  @Field(() => [String], { nullable: true })
  @IsOptional()
  @ArrayMaxSize(LIST_MAX)
  @MaxLength(ITEM_MAX, { each: true })
  schools?: string[] | null;

  @Field(() => Boolean, { nullable: true, description: 'Only people whose current role is remote.' })
  @IsOptional()
  @IsBoolean({ message: 'remote is true or false' })
  remote?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'People open to relocating: with locations, those living there or open to relocating; without, those open to relocating.',
  })
  @IsOptional()
  @IsBoolean({ message: 'openToRelocation is true or false' })
  openToRelocation?: boolean | null;
}

/**
 * What a search is, whatever runs it: its type, the text, and for build the filters, for persona
 * the preset. SearchInput runs one (a page of it); SaveSearchInput keeps one under a name.
 */
@InputType()
export abstract class SearchDefinition {
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

  @Field(() => [String], {
    nullable: true,
    description: `The must-haves: what every result keeps, closest matches included; every other part of the search is a nice-to-have, which ranks closest matches. Each names a kind (${MUST_HAVE_KINDS.join(', ')}) or one skill (skill:<key>, as a chip's key says it); a kind the search does not have is ignored. Unset: the role and the place (title, function, location) for ai and persona searches, every filter for build.`,
  })
  @IsOptional()
  @IsArray({ message: 'mustHave must be a list' })
  @ArrayMaxSize(LIST_MAX * 2, { message: `mustHave takes at most ${LIST_MAX * 2} entries` })
  @IsString({ each: true, message: 'Each must-have is a text' })
  @MaxLength(ITEM_MAX, { each: true, message: `Each must-have is at most ${ITEM_MAX} characters` })
  @Matches(MUST_HAVE_PATTERN, { each: true, message: `Each must-have is one of ${MUST_HAVE_KINDS.join(', ')}, or skill:<key>` })
  mustHave?: string[] | null;
}
