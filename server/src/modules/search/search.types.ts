import { IsBoolean, IsDate, IsInt, IsOptional, IsString, Max, MaxDate, MaxLength, Min, MinDate } from 'class-validator';
import { Type } from 'class-transformer';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DEPRECATED } from '../../graphql/deprecated';
import { ProfileCard, ResultMatch, SeniorityLevel } from '../profiles/profile.types';
import { ConstraintKind, type ConstraintKindName } from '../vocabulary/constraint-kind';
import type { SeniorityKey } from '../vocabulary';
import type { InterpretationKind } from './query-reader/interpretation.types';
import { SavedSearchRun } from './saved-searches.types';
import { SearchDefinition } from './search-definition.types';
import { UnknownFilterValue } from './suggestions.types';

/** A search run: its input (a page of one), how a query was read, and a page of results. */

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
  remote: 'remote',
  relocation: 'relocation',
  keywords: 'keywords',
} as const satisfies { readonly [K in InterpretationKind]: K };
registerEnumType(InterpretationChipKind, {
  name: 'InterpretationChipKind',
  description: 'What part of a query a chip stands for: a title, a seniority, a location, a skill, ...; keywords are the words left over.',
});

export const PAGE_SIZE = 10;
export const MAX_PAGE = 1000;

@InputType({ description: 'One search: its type, the text, the page, and for build the filters, for persona the preset.' })
export class SearchInput extends SearchDefinition {
  @Field(() => Int, { defaultValue: 1 })
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be 1 or more' })
  @Max(MAX_PAGE, { message: `page must be at most ${MAX_PAGE}` })
  page: number = 1;

  @Field(() => Boolean, {
    defaultValue: false,
    description:
      "ai and persona: read the query's words as typed. Otherwise a word nothing can read that is a typo of a known word is read corrected, and interpretation.correctedQuery says so.",
  })
  @IsOptional()
  @IsBoolean({ message: 'asTyped is true or false' })
  asTyped?: boolean = false;

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

  @Field(() => String, { description: "The constraint it stands for, as SearchInput.mustHave names it: its kind, or 'skill:<key>'." })
  key: string;

  @Field(() => Boolean, {
    description: 'A must-have of this search: kept by every result, closest matches included. Otherwise a nice-to-have, which ranks them.',
  })
  required: boolean;

  @Field(() => Boolean, {
    description:
      "A negation ('NOT junior', '-angular', 'not at Acme'): what it names is left out of every result, exact or closest. Always required; its key (not:<kind>:<value>) is never a must-have to send.",
  })
  excludes: boolean;
}

@ObjectType({ description: "A nice-to-have the page's closest matches relax: how many of them miss it." })
export class RelaxedWish {
  @Field(() => ConstraintKind)
  kind: ConstraintKindName;

  @Field(() => String, { description: 'What it asks, as the cards label it.' })
  label: string;

  @Field(() => Int, { description: "How many of the page's closest matches miss it." })
  missedBy: number;

  @Field(() => Int, { description: 'How many closest matches the page shows.' })
  shown: number;
}

@ObjectType()
export class SearchInterpretation {
  @Field(() => [InterpretationChip])
  chips: InterpretationChip[];

  @Field(() => String, {
    nullable: true,
    description:
      "The query as read when some of its words were read as the known words they are a typo of ('sofware enginer in londn' as 'software engineer in london'); null when every word was read as typed. SearchInput.asTyped turns it off.",
  })
  correctedQuery: string | null;

  @Field(() => [String], {
    description:
      "Words of the query that asked for a personal trait, as typed ('female', 'young', 'under 30'): gender, age, ethnicity, religion, family, health and sexual orientation are no search criteria, so they were left out of the search. Empty when there were none.",
  })
  leftOutTraits: string[];

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

/**
 * One result of a search: the person, and why they are in this search. The person is the same in
 * every search (a client caches it once, by id); the match and isNew belong to this search only.
 */
@ObjectType({
  description: 'One result of a search: the person, why they are in this search, and whether they are new in a saved search run.',
})
export class SearchHit {
  @Field(() => ProfileCard, { description: 'The person, as a result card shows them.' })
  person: ProfileCard;

  @Field(() => ResultMatch, { nullable: true, description: 'Why this person is in the results of this search.' })
  match: ResultMatch | null;

  @Field(() => Boolean, {
    nullable: true,
    description: "In a saved search's run: true when the person was added to the index since the run before. Null outside such a run.",
  })
  isNew: boolean | null;
}

@ObjectType()
export class SearchResult {
  @Field(() => [ProfileCard], { description: 'The page of results as cards.', deprecationReason: DEPRECATED.searchProfiles })
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
      'Closest matches listed after the exact ones: profiles that keep every must-have and miss some nice-to-have, those that meet the most first. 0 until the pages reach past the exact matches.',
  })
  closestTotal: number;

  @Field(() => Boolean, {
    description:
      'True when closestTotal counts only the candidates ranked (the first 10,000, or 3,000 with keywords, of a larger pool): there are more.',
  })
  closestTotalIsApproximate: boolean;

  @Field(() => [RelaxedWish], {
    description: "The nice-to-haves this page's closest matches relax, and how many of them miss each; empty on a page of exact matches.",
  })
  relaxed: RelaxedWish[];

  @Field(() => [UnknownFilterValue], {
    description:
      'When a build search has no exact match: the values of its filters nobody in the index has (a company, a skill, a place, ...), each with the likest value it has. Empty otherwise, and for other searches.',
  })
  unknownFilters: UnknownFilterValue[];

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
