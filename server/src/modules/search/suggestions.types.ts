import { IsArray, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { ArgsType, Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { JOB_DESCRIPTION_MAX, type JobDescriptionReading as Reading } from './job-description';
import { FILTER_KINDS, SUGGESTION_KINDS, type CheckedFilter, type SuggestionKind } from './suggestions.service';

type JobDescriptionReadBy = Reading['readBy'];
export const JobDescriptionReader = { rules: 'rules', model: 'model' } as const satisfies Record<
  JobDescriptionReadBy,
  JobDescriptionReadBy
>;
registerEnumType(JobDescriptionReader, {
  name: 'JobDescriptionReader',
  description: 'Who read a job description: the rules alone, or the rules with what the configured model added.',
});

/** The longest text suggestions are asked for, and the most suggestions one answer holds. */
export const SUGGEST_TEXT_MAX = 100;
export const SUGGESTIONS_MAX = 20;

export const SuggestionKindEnum = Object.fromEntries(SUGGESTION_KINDS.map((k) => [k, k])) as { readonly [K in SuggestionKind]: K };
registerEnumType(SuggestionKindEnum, {
  name: 'SuggestionKind',
  description: 'What a suggestion names: a job title, a company, a skill, a school, a place (a city or a country) or an industry.',
});

export const SearchFilterNameEnum = Object.fromEntries(Object.keys(FILTER_KINDS).map((k) => [k, k])) as {
  readonly [K in CheckedFilter]: K;
};
registerEnumType(SearchFilterNameEnum, {
  name: 'SearchFilterName',
  description: 'A list filter of a build search whose values the index may not know.',
});

@ArgsType()
export class SuggestionsArgs {
  @Field(() => String, { description: `What was typed so far (two characters at least for an answer; at most ${SUGGEST_TEXT_MAX}).` })
  @IsString({ message: 'text is a text' })
  @MaxLength(SUGGEST_TEXT_MAX, { message: `text is at most ${SUGGEST_TEXT_MAX} characters` })
  text: string;

  @Field(() => [SuggestionKindEnum], { nullable: true, description: 'The kinds to suggest; every kind when unset (the AI box).' })
  @IsOptional()
  @IsArray({ message: 'kinds is a list' })
  @IsIn([...SUGGESTION_KINDS], { each: true, message: `Each kind is one of ${SUGGESTION_KINDS.join(', ')}` })
  kinds?: SuggestionKind[] | null;

  @Field(() => Int, { defaultValue: 8, description: `How many, 1 to ${SUGGESTIONS_MAX}.` })
  @IsInt({ message: 'first must be a whole number' })
  @Min(1, { message: 'first must be 1 or more' })
  @Max(SUGGESTIONS_MAX, { message: `first must be at most ${SUGGESTIONS_MAX}` })
  first: number = 8;
}

@ObjectType({ description: 'A value of the index that starts like what was typed, with how many people have it.' })
export class SearchSuggestion {
  @Field(() => SuggestionKindEnum)
  kind: SuggestionKind;

  @Field(() => String, { description: "What to put in the filter or the query: 'Recruiter', 'Berlin, Germany'." })
  value: string;

  @Field(() => String)
  label: string;

  @Field(() => Int, {
    description: 'How many people of the index have it, as last counted (every 10 minutes, and after loads and imports).',
  })
  people: number;

  @Field(() => Boolean, { description: 'Not what was typed but like it: what a typo probably meant ("did you mean").' })
  didYouMean: boolean;
}

@ObjectType({ description: 'A value of a build filter nobody in the index has: the search finds no one by it.' })
export class UnknownFilterValue {
  @Field(() => SearchFilterNameEnum)
  filter: CheckedFilter;

  @Field(() => String)
  value: string;

  @Field(() => String, { nullable: true, description: 'The likest value the index has, if any.' })
  didYouMean: string | null;
}

@ArgsType()
export class JobDescriptionArgs {
  @Field(() => String, { description: `The job description as text (at most ${JOB_DESCRIPTION_MAX.toLocaleString('en-US')} characters).` })
  @IsString({ message: 'text is a text' })
  @MinLength(1, { message: 'Paste a job description first.' })
  @MaxLength(JOB_DESCRIPTION_MAX, { message: `A job description is at most ${JOB_DESCRIPTION_MAX.toLocaleString('en-US')} characters` })
  text: string;
}

@ObjectType({
  description: 'A job description read into a search: an AI query and its must-haves, for the recruiter to adjust before searching.',
})
export class JobDescriptionReading {
  @Field(() => String, {
    description:
      "An AI query that reads back as what the description asks ('Senior Backend Engineer in Berlin who know Kubernetes, 5+ years').",
  })
  query: string;

  @Field(() => [String], {
    description: 'The must-haves to run it with (SearchInput.mustHave): the role, the place and the required skills.',
  })
  mustHave: string[];

  @Field(() => [String], { description: 'The skills read as required, as the vocabulary writes them.' })
  mustHaveSkills: string[];

  @Field(() => [String], { description: 'The skills read as nice-to-haves (under "nice to have", "bonus", "preferred", "a plus").' })
  niceToHave: string[];

  @Field(() => JobDescriptionReader, {
    description:
      "Who read it: 'rules' alone, or 'model' (the configured model answered and what it read was added where the rules found nothing; never worse than the rules).",
  })
  readBy: JobDescriptionReadBy;
}
