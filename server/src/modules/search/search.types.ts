import {
  IsBoolean,
  IsDate,
  IsIn,
  MaxDate,
  MinDate,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
  ArrayMaxSize,
} from 'class-validator';
import { Type } from 'class-transformer';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Paginated } from '../../graphql/pagination';
import { ProfileCard, SeniorityLevel } from '../profiles/profile.types';
import { SENIORITY_LEVELS, type SeniorityKey } from '../vocabulary';
import type { InterpretationKind } from './query-reader/interpretation.types';

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

/** The kinds of InterpretationKind as a GraphQL enum (the compiler checks that both name the same kinds). */
export const InterpretationChipKind = {
  title: 'title',
  seniority: 'seniority',
  function: 'function',
  location: 'location',
  currentCompany: 'currentCompany',
  pastCompany: 'pastCompany',
  industry: 'industry',
  pastIndustry: 'pastIndustry',
  skill: 'skill',
  years: 'years',
  school: 'school',
  degree: 'degree',
  keywords: 'keywords',
} as const satisfies { readonly [K in InterpretationKind]: K };
registerEnumType(InterpretationChipKind, {
  name: 'InterpretationChipKind',
  description: 'What part of a query a chip stands for: a title, a seniority, a location, a skill, ...; keywords are the words left over.',
});

export const PAGE_SIZE = 10;
export const MAX_PAGE = 1000;
const LIST_MAX = 20;
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

  @Field(() => [String], { nullable: true, description: 'Cities or countries, any of them.' })
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
}

@InputType({ description: 'One search: its type, the text, the page, and for build the filters, for persona the preset.' })
export class SearchInput extends SearchDefinition {
  @Field(() => Int, { defaultValue: 1 })
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be 1 or more' })
  @Max(MAX_PAGE, { message: `page must be at most ${MAX_PAGE}` })
  page: number = 1;

  @Field(() => ID, {
    nullable: true,
    description:
      "Runs one of your saved searches (another id answers NOT_FOUND): its own search runs, and the input's type, query, filters and persona are ignored. Without `since` this is a new run: it is recorded, and its profiles added since the run before are new.",
  })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  savedSearchId?: string | null;

  @Field(() => Boolean, { defaultValue: false, description: 'With savedSearchId: list only the profiles new since the run before.' })
  @IsOptional()
  @IsBoolean({ message: 'onlyNew must be true or false' })
  onlyNew?: boolean = false;

  @Field(() => GraphQLDateTimeISO, {
    nullable: true,
    description: "With savedSearchId: the run's `savedRun.since`, for its later pages and its 'Show only new': nothing is recorded.",
  })
  @IsOptional()
  @Type(() => Date)
  @IsDate({ message: 'since must be a date and time (ISO 8601)' })
  @MinDate(new Date('2000-01-01T00:00:00Z'), { message: 'since must be a time of a run of this search' })
  @MaxDate(new Date('9999-12-31T00:00:00Z'), { message: 'since must be a time of a run of this search' })
  since?: Date | null;
}

@ObjectType({ description: 'One recognised part of an AI query; removing its text from the query widens the search.' })
export class InterpretationChip {
  @Field(() => InterpretationChipKind)
  kind: InterpretationKind;

  @Field(() => String)
  label: string;

  @Field(() => String, { description: 'The exact text of the query it came from.' })
  text: string;
}

@ObjectType()
export class SearchInterpretation {
  @Field(() => [InterpretationChip])
  chips: InterpretationChip[];

  @Field(() => [String])
  titles: string[];

  @Field(() => [SeniorityLevel])
  seniorities: SeniorityKey[];

  @Field(() => [String])
  locations: string[];

  @Field(() => [String])
  currentCompanies: string[];

  @Field(() => [String])
  pastCompanies: string[];

  @Field(() => [String])
  industries: string[];

  @Field(() => [String])
  pastIndustries: string[];

  @Field(() => [String])
  skills: string[];

  @Field(() => Int, { nullable: true })
  yearsMin: number | null;

  @Field(() => Int, { nullable: true })
  yearsMax: number | null;

  @Field(() => [String])
  schools: string[];

  @Field(() => [String])
  degrees: string[];

  @Field(() => String, { nullable: true, description: 'The remaining keywords as a boolean expression.' })
  keywords: string | null;
}

@ObjectType({ description: 'A named preset of filters for the persona search.' })
export class Persona {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  name: string;

  @Field(() => String)
  description: string;
}

@ObjectType({ description: 'The person a lookalike search starts from.' })
export class SimilarPerson {
  @Field(() => ID)
  id: string;

  @Field(() => String, { description: 'Their LinkedIn username, as a card gives it (what opens their profile).' })
  linkedinUsername: string;

  @Field(() => String)
  fullName: string;

  @Field(() => String, { description: 'Current title and company, as the card snippet says it.' })
  snippet: string;
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

  @Field(() => String, { description: 'How the search reads (as in the history).' })
  searchTerm: string;

  @Field(() => GraphQLDateTimeISO)
  createdAt: Date;

  @Field(() => GraphQLDateTimeISO, { description: 'The last run (saving counts as one).' })
  lastRunAt: Date;

  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'The run before the last.' })
  previousRunAt: Date | null;
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

@ObjectType()
export class SearchResult {
  @Field(() => [ProfileCard])
  profiles: ProfileCard[];

  @Field(() => Int, {
    description: 'exactTotal + closestTotal: what the pages list. Exact up to 10,000 matches; an estimate beyond (see totalIsApproximate).',
  })
  totalResults: number;

  @Field(() => Boolean)
  totalIsApproximate: boolean;

  @Field(() => Boolean, {
    description: 'True when no profile matches everything asked (exactTotal is 0): the profiles shown are closest matches.',
  })
  closestMatches: boolean;

  @Field(() => Int, {
    description: 'Profiles that meet every constraint (exact up to 10,000; see totalIsApproximate). Removing a constraint never lowers it.',
  })
  exactTotal: number;

  @Field(() => Int, {
    description:
      'Closest matches listed after the exact ones: profiles that keep the role and the place when any does, and miss some other constraint. 0 until the pages reach past the exact matches.',
  })
  closestTotal: number;

  @Field(() => SimilarPerson, {
    nullable: true,
    description: 'For a lookalike search ("people like ..."): the person the results resemble.',
  })
  similarTo: SimilarPerson | null;

  @Field(() => Int)
  page: number;

  @Field(() => Int)
  pageSize: number;

  @Field(() => SearchInterpretation, { nullable: true, description: 'How an ai query (or a persona query) was read.' })
  interpretation: SearchInterpretation | null;

  @Field(() => Persona, { nullable: true })
  persona: Persona | null;

  @Field(() => SavedSearchRun, {
    nullable: true,
    description: "A saved search's run: who is new since the run before. Null for other searches.",
  })
  savedRun?: SavedSearchRun | null;
}

@ObjectType({ description: 'A search the user ran.' })
export class SearchHistoryItem {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  searchTerm: string;

  @Field(() => SearchTypeEnum)
  type: SearchTypeEnum;

  @Field(() => SearchFilters, { nullable: true })
  filters: SearchFilters | null;

  @Field(() => String, { nullable: true })
  persona: string | null;

  @Field(() => String, { nullable: true, description: 'For a persona search, the text that went with the preset.' })
  query: string | null;

  @Field(() => GraphQLDateTimeISO)
  createdAt: Date;
}

@ObjectType({ description: "A page of the signed-in user's searches, newest first." })
export class SearchHistoryPage extends Paginated(SearchHistoryItem) {}
