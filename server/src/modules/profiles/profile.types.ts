import { IsOptional, IsString, MaxLength } from 'class-validator';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { ArgsType, Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DEPRECATED } from '../../graphql/deprecated';
import { ProfileAcademicCredential, ProfileAnalysis, ProfileWorkExperience } from '../analysis/profile-analysis.types';
import { ConstraintKind, type ConstraintKindName } from '../vocabulary/constraint-kind';
import type { FactName } from './profile.entity';

/**
 * The seniority enum lives with the vocabulary (vocabulary/seniority-level.ts); named here too
 * for search.types.ts, which imports it from this file.
 */
export { SeniorityLevel } from '../vocabulary/seniority-level';

/**
 * A profile as GraphQL types: its card (a search result) and its view (docs/product-spec.md §2 and
 * §3: the profile dialog) with its analysis (whose types are the analysis module's: analysis/profile-analysis.types.ts). The services return plain objects of these shapes; REST
 * sends the same objects.
 */

@ArgsType()
export class ProfileArgs {
  @Field(() => ID, { nullable: true, description: 'The profile id; give this or linkedinUsername.' })
  @IsOptional()
  @IsString()
  @MaxLength(40, { message: 'The profile id must be a number.' })
  id?: string | null;

  @Field(() => String, { nullable: true, description: "The person's LinkedIn username (the part after /in/ in the link)." })
  @IsOptional()
  @IsString()
  @MaxLength(300, { message: 'That is not a valid LinkedIn username.' })
  linkedinUsername?: string | null;
}

@ObjectType({ description: 'A social profile of the person, one per network.' })
export class SocialProfileLink {
  @Field(() => String)
  network: string;

  @Field(() => String)
  username: string;

  @Field(() => String, { nullable: true, description: 'The address of the profile, for the networks we know.' })
  url: string | null;
}

/** A profile in a list of results (search); the profile dialog's view extends it. Made by toProfileCard (profile-card.ts). */
@ObjectType({ description: 'One constraint of a search, and whether a result meets it.' })
export class ConstraintCheck {
  @Field(() => ConstraintKind, { description: 'What it constrains.' })
  kind: ConstraintKindName;

  @Field(() => String, { description: "What the constraint asks, as a chip says it: 'Berlin, Germany', 'TypeScript', 'ex-Paystream'." })
  label: string;

  @Field(() => Boolean)
  met: boolean;

  @Field(() => Boolean, {
    description:
      'Missed, but nearly (never when met): a title of the same family or function and level, a level away, a nearby city, a skill of the same family, an industry by role or a related one, years within two of those asked; detail says how. A near miss ranks a closest match above a plain miss.',
  })
  near: boolean;

  @Field(() => Boolean, {
    description:
      'A must-have of the search: every result keeps it, closest matches included. The others are nice-to-haves, which rank closest matches.',
  })
  required: boolean;

  @Field(() => String, {
    nullable: true,
    description:
      "How it is met, or how nearly, when that is not plain from the card: 'Past company, 2019–2022', 'Frontend Engineer: same title family', 'Potsdam, near Berlin'.",
  })
  detail: string | null;
}

@ObjectType({ description: 'Why a profile is in the results of a search.' })
export class ResultMatch {
  @Field(() => Boolean, {
    description:
      'True when the profile meets every constraint (an exact match); false for a closest match. Every result of a lookalike search is true.',
  })
  exact: boolean;

  @Field(() => [ConstraintCheck], { description: 'Each constraint of the search, met or missed, in the order of the query.' })
  constraints: ConstraintCheck[];

  @Field(() => [String], {
    description: 'Words and phrases of the search found on the card, to highlight in its title, snippet and summary (lower case).',
  })
  highlights: string[];
}

@ObjectType({ description: 'A profile as a search result card.' })
export class ProfileCard {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  linkedinUsername: string;

  @Field(() => String)
  linkedinLink: string;

  @Field(() => String)
  firstName: string;

  @Field(() => String)
  lastName: string;

  @Field(() => String)
  fullName: string;

  @Field(() => String, { nullable: true })
  profilePicture: string | null;

  @Field(() => String, { description: 'One line: current title and company.' })
  snippet: string;

  @Field(() => String)
  summary: string;

  @Field(() => String, { description: 'The current role and the one before, as one line.' })
  experience: string;

  @Field(() => String, { description: 'The highest degree and school, as one line.' })
  education: string;

  @Field(() => String)
  location: string;

  @Field(() => Float, { description: 'Total experience in years, one decimal (totalExperienceMonths / 12).' })
  totalExperience: number;

  @Field(() => Int, {
    description:
      "Total experience in months: the dated roles' union, overlapping roles counted once, a current role to this month; the same figure as the analysis's career metric.",
  })
  totalExperienceMonths: number;

  @Field(() => [String])
  skills: string[];

  @Field(() => String, { nullable: true })
  currentTitle: string | null;

  @Field(() => String, { nullable: true })
  currentCompany: string | null;

  @Field(() => ResultMatch, {
    nullable: true,
    description: 'Why this profile is in the search results; null outside a search.',
    deprecationReason: DEPRECATED.cardMatch,
  })
  match?: ResultMatch | null;

  @Field(() => Boolean, {
    nullable: true,
    description: "In a saved search's run: true when the profile was added to the index since the run before. Null outside such a run.",
    deprecationReason: DEPRECATED.cardIsNew,
  })
  isNew?: boolean | null;

  @Field(() => Boolean, {
    description:
      'True for a generated sample person (not a real one): reserved e-mail domains and phone ranges, no LinkedIn link. Marked Sample wherever shown.',
  })
  sample: boolean;

  @Field(() => String, {
    description:
      "Where the person came from: an import's source name, a live provider ('pdl': People Data Labs, as the open web brings them), or 'sample'. Their facts' own sources are on ProfileDetail.factSources.",
  })
  source: string;

  @Field(() => GraphQLDateTimeISO, {
    description:
      'When the profile was last read from a source: the later of its last refresh and the newest reading of its facts (an import or a provider), else when it was added to the index.',
  })
  lastUpdatedAt: Date;

  @Field(() => Boolean, {
    description:
      'True when lastUpdatedAt is more than PROFILE_STALE_DAYS ago (365 by default): the profile may be out of date. Marked on cards and in exports.',
  })
  stale: boolean;
}

export const ProfileFactEnum = {
  name: 'name',
  linkedin: 'linkedin',
  headline: 'headline',
  summary: 'summary',
  location: 'location',
  role: 'role',
  industry: 'industry',
  experience: 'experience',
  education: 'education',
  skills: 'skills',
} as const satisfies { readonly [K in FactName]: K };
registerEnumType(ProfileFactEnum, {
  name: 'ProfileFact',
  description: 'A fact of a profile whose origin is kept: role is the current title and company, experience the work history.',
});

@ObjectType({ description: 'Where some facts of a profile came from: the source, when it was read, and which facts.' })
export class FactSource {
  @Field(() => String, {
    description: "The source's name: an import's (pdl, or the operator's), a provider's, or sample for generated people.",
  })
  source: string;

  @Field(() => GraphQLDateTimeISO, { description: 'When that source was read for these facts.' })
  fetchedAt: Date;

  @Field(() => [ProfileFactEnum])
  facts: FactName[];
}

@ObjectType({ description: 'What a refresh found: a sentence to show, and each change on its own.' })
export class RefreshNote {
  @Field(() => String, {
    description: 'What happened: what changed, that nothing did, or why there was nothing to re-read (no provider, a sample person).',
  })
  message: string;

  @Field(() => [String], {
    description: "Each change a recruiter would notice ('New role since Mar 2025: Head of Data at Acme.'); empty when none.",
  })
  changes: string[];
}

/** The search card's fields (name, headline, summary, one-line experience and education, location, skills) and more. */
@ObjectType({ description: 'A profile as the profile dialog shows it, with its analysis.' })
export class ProfileDetail extends ProfileCard {
  @Field(() => [SocialProfileLink], { description: 'One per network (compared case-insensitively).' })
  socialProfiles: SocialProfileLink[];

  @Field(() => [ProfileWorkExperience], { description: 'Newest first.' })
  workExperiences: ProfileWorkExperience[];

  @Field(() => [ProfileAcademicCredential])
  academicCredentials: ProfileAcademicCredential[];

  @Field(() => Boolean, { description: "True when the signed-in user has revealed this profile's contacts." })
  revealed: boolean;

  @Field(() => [FactSource], { description: 'Where the facts of this profile came from and how fresh they are, newest first.' })
  factSources: FactSource[];

  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When the profile was last re-read from its source.' })
  refreshedAt: Date | null;

  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When the profile can be refreshed again; null when it can be now.' })
  nextRefreshAt: Date | null;

  @Field(() => RefreshNote, {
    nullable: true,
    description: 'Set on the answer of refreshProfile: what the refresh found. Null when opening.',
  })
  refreshNote?: RefreshNote | null;

  @Field(() => ProfileAnalysis, { nullable: true, description: 'Null when analysisUnavailable says why.' })
  analysis: ProfileAnalysis | null;

  @Field(() => String, { nullable: true, description: 'Why there is no analysis (an expired plan), as a message to show in its place.' })
  analysisUnavailable: string | null;
}

// The card's search-only fields are always null on a profile opened on its own: deprecated on this
// type only (docs/api.md, "Deprecated names and fields"). Declared here, as a property of the
// parent cannot be redeclared in the class body.
Field(() => ResultMatch, {
  nullable: true,
  description: 'Always null: a profile opened on its own is not a search result.',
  deprecationReason: DEPRECATED.detailMatch,
})(ProfileDetail.prototype, 'match');
Field(() => Boolean, {
  nullable: true,
  description: 'Always null: a profile opened on its own is not in a saved search run.',
  deprecationReason: DEPRECATED.detailIsNew,
})(ProfileDetail.prototype, 'isNew');
