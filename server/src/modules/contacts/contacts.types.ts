import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsString, Matches, MaxLength } from 'class-validator';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { ArgsType, Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Required } from '../../common/validators';
import type { ContactSource, ContactType } from '../profiles/profile-contact.entity';
import { PROFILE_USERNAME } from '../profiles/profile-link';
import { UserView } from '../users/users.types';
import type { CostReason, RevealPreview } from './contact-facts';

export enum ContactStatusEnum {
  verified = 'verified',
  likely = 'likely',
  unverified = 'unverified',
  outdated = 'outdated',
}
registerEnumType(ContactStatusEnum, {
  name: 'ContactStatus',
  description:
    'How sure we are of an address or number: verified (checked by a data partner), likely (the domain or line accepts it), unverified (a guess from the usual patterns), or outdated (a work e-mail off the current employer’s domain: a former employer, or no current role).',
});

/** The types of ContactType as a GraphQL enum (the compiler checks both name the same values). */
export const ContactTypeEnum = { work: 'work', personal: 'personal' } as const satisfies { readonly [K in ContactType]: K };
registerEnumType(ContactTypeEnum, { name: 'ContactType', description: 'A work address or line (at an employer), or a personal one.' });

export const ContactSourceEnum = {
  company_pattern: 'company_pattern',
  public_profile: 'public_profile',
  data_partner: 'data_partner',
  sample: 'sample',
} as const satisfies { readonly [K in ContactSource]: K };
registerEnumType(ContactSourceEnum, {
  name: 'ContactSource',
  description:
    "Where a contact came from: built from the company's e-mail pattern, listed on the person's public profile, or delivered by a data partner; sample for every contact of a sample person (made up, on reserved domains and numbers).",
});

export const ContactCostReasonEnum = {
  charge: 'charge',
  already_revealed: 'already_revealed',
  nothing_usable: 'nothing_usable',
} as const satisfies { readonly [K in CostReason]: K };
registerEnumType(ContactCostReasonEnum, {
  name: 'ContactCostReason',
  description:
    'Why a reveal costs what it does: charge (1 credit: something verified or likely is there), already_revealed (free forever), nothing_usable (free: no verified or likely contact).',
});

export const NotRevealedReasonEnum = { no_credits: 'no_credits', not_found: 'not_found', unavailable: 'unavailable' } as const;
export type NotRevealedReason = keyof typeof NotRevealedReasonEnum;
registerEnumType(NotRevealedReasonEnum, {
  name: 'NotRevealedReason',
  description:
    'Why a profile of a bulk reveal was not revealed: no credits were left for it, there is no such profile, or the reveal was interrupted before it (unavailable: nothing was charged for it; reveal it again).',
});

export const CHOOSE_PROFILE_MESSAGE = 'Please choose a profile to reveal.';
export const INVALID_USERNAME_MESSAGE = 'That is not a valid profile username.';
/** The most profiles one bulk reveal (or cost) takes. */
export const BULK_MAX = 50;

/** A profile's username as both transports take it (PROFILE_USERNAME: a LinkedIn username, or '~<source>.<record id>'). */
@ArgsType()
export class RevealContactsArgs {
  @Field(() => String, { description: 'The linkedinUsername of the profile, as search results give it.' })
  @Matches(PROFILE_USERNAME, { message: INVALID_USERNAME_MESSAGE })
  @MaxLength(100, { message: 'A profile username is at most 100 characters.' })
  @Required(CHOOSE_PROFILE_MESSAGE) // applied first: decorators run bottom-up
  linkedinUsername: string;
}

/** 1 to 50 distinct usernames (compared case-insensitively), each as RevealContactsArgs takes one. */
@ArgsType()
export class BulkContactsArgs {
  @Field(() => [String], { description: `The linkedinUsernames of 1 to ${BULK_MAX} distinct profiles, in the order to reveal them.` })
  @Matches(PROFILE_USERNAME, { each: true, message: INVALID_USERNAME_MESSAGE })
  @MaxLength(100, { each: true, message: 'A profile username is at most 100 characters.' })
  @IsString({ each: true, message: INVALID_USERNAME_MESSAGE })
  @ArrayUnique((u: unknown) => String(u).toLowerCase(), { message: 'Each profile may be named only once.' })
  @ArrayMaxSize(BULK_MAX, { message: `Choose at most ${BULK_MAX} profiles at a time.` })
  @ArrayMinSize(1, { message: 'Please choose at least one profile to reveal.' })
  @IsArray({ message: 'Please choose at least one profile to reveal.' })
  linkedinUsernames: string[];
}

/** What every revealed contact says of itself, e-mail or phone (the fields of both types). */
@ObjectType()
abstract class RevealedContactFacts {
  @Field(() => ContactStatusEnum)
  status: ContactStatusEnum;

  @Field(() => ContactTypeEnum)
  type: ContactType;

  @Field(() => ContactSourceEnum)
  source: ContactSource;

  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When it was last checked; null when it never was.' })
  lastVerifiedAt: Date | null;

  @Field(() => GraphQLDateTimeISO, {
    nullable: true,
    description:
      'When the index got it: when its source (origin) was read; for a contact that does not record it (sample people, older contacts), when the profile was added. Null when not known.',
  })
  fetchedAt: Date | null;

  @Field(() => String, {
    nullable: true,
    description: "The day (YYYY-MM-DD) a live verifier last saw the address on the web (Hunter's sources); null when none said.",
  })
  lastSeenOn: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The import or provider it came from (an import's source name, such as pdl); null for sample people and contacts from before origins were kept.",
  })
  origin: string | null;
}

@ObjectType({ description: 'A revealed e-mail address.' })
export class ContactEmail extends RevealedContactFacts {
  @Field(() => String)
  address: string;
}

@ObjectType({ description: 'A revealed phone number.' })
export class ContactPhone extends RevealedContactFacts {
  @Field(() => String, { description: 'In international format.' })
  number: string;
}

/** The contacts of one profile as a reveal lists them (best first, outdated last). */
export interface RevealedContacts {
  emails: ContactEmail[];
  phoneNumbers: ContactPhone[];
}

/** What a reveal answers on every transport; GraphQL adds the refreshed `User`. */
export interface ContactsRevealResult extends RevealedContacts {
  linkedinUsername: string;
  /** True only for the reveal that spent a credit; a reveal with nothing verified or likely, and every later one, is free. */
  charged: boolean;
  /** Credits this reveal spent: 0 or 1. */
  creditsCharged: number;
  /** Said when a first reveal was free because nothing verified or likely was there. */
  message: string | null;
  /** What was checked with a live verifier just before this reveal, in a sentence; null when nothing was. */
  verification?: string | null;
  /** The profile's preview after the reveal (revealed, free from now on). */
  contactPreview: RevealPreview;
  userId: string;
  remainingCredits: number;
  totalCredits: number;
  /** The team pool's credits left, for a member of a team; null otherwise. */
  teamCredits: number | null;
}

@ObjectType({ description: "A profile's contacts, revealed for the signed-in user." })
export class ContactsReveal {
  @Field(() => String)
  linkedinUsername: string;

  @Field(() => [ContactEmail], { description: 'Best first: verified, likely, unverified, then outdated.' })
  emails: ContactEmail[];

  @Field(() => [ContactPhone], { description: 'Best first: verified, likely, unverified.' })
  phoneNumbers: ContactPhone[];

  @Field(() => Boolean, {
    description: 'Whether this reveal cost a credit: only the first reveal of a profile with a verified or likely contact does.',
  })
  charged: boolean;

  @Field(() => Int, { description: 'Credits this reveal spent: 0 or 1.' })
  creditsCharged: number;

  @Field(() => String, {
    nullable: true,
    description: 'Why a first reveal cost nothing (no verified or likely contact); null otherwise.',
  })
  message: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "What was checked with a live e-mail verifier (Hunter) just before this reveal charged ('Checked 2 e-mail addresses with Hunter just now: 1 removed as undeliverable.'); null when nothing was.",
  })
  verification?: string | null;

  @Field(() => ContactPreview, { description: "The profile's preview after this reveal: revealed, free from now on." })
  contactPreview: RevealPreview;

  @Field(() => UserView, { description: 'The signed-in user after the reveal, with the credits left.' })
  user: UserView;

  @Field(() => Int, {
    nullable: true,
    description: "Your team pool's credits left after this reveal (a member's reveals are paid from it); null when you are in no team.",
  })
  teamCredits: number | null;
}

@ObjectType({ description: 'How many contacts of one kind a profile has, by status (outdated decided as a reveal shows them).' })
export class ContactStatusCounts {
  @Field(() => Int)
  total: number;

  @Field(() => Int)
  verified: number;

  @Field(() => Int)
  likely: number;

  @Field(() => Int)
  unverified: number;

  @Field(() => Int)
  outdated: number;
}

@ObjectType({ description: "What revealing a profile's contacts would show and cost the signed-in user now." })
export class ContactPreview {
  @Field(() => ID, { description: 'The profile it is about: one preview per profile for the signed-in user.' })
  profileId: string;

  @Field(() => ContactStatusCounts)
  emails: ContactStatusCounts;

  @Field(() => ContactStatusCounts)
  phones: ContactStatusCounts;

  @Field(() => Boolean, { description: 'Whether the signed-in user already revealed this profile (every later reveal is free).' })
  revealed: boolean;

  @Field(() => Int, {
    description: 'Credits the reveal costs now: 1, or 0 when already revealed or when nothing verified or likely is there.',
  })
  cost: number;

  @Field(() => ContactCostReasonEnum)
  costReason: CostReason;

  @Field(() => String, { description: "A ready line: '2 e-mails · 1 verified, 1 outdated; 1 phone · likely', or 'No contacts found'." })
  label: string;

  @Field(() => Int, {
    description:
      'E-mail addresses a live verifier (Hunter) will check just before this reveal charges: never checked or not recently, at most 3; 0 without a verifier or once revealed.',
  })
  toCheck: number;

  @Field(() => Boolean, {
    description:
      "Whether the verifier (Hunter's Email Finder) will first look for a work address: the person has a name and a current employer's domain, and no address there. What it finds is stored with its source, and charged only if verified or likely.",
  })
  findsEmail: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Who of your team revealed it (their name, or e-mail): free for every member since. Null when your team has not.',
  })
  revealedBy: string | null;

  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When your team revealed it; null when it has not.' })
  revealedAt: Date | null;

  @Field(() => String, { nullable: true, description: "The verifier that will check or look ('hunter'); null when none will." })
  checkedBy: string | null;
}

@ObjectType({ description: 'The cost of revealing one profile of a selection.' })
export class ContactCostItem {
  @Field(() => String)
  linkedinUsername: string;

  @Field(() => ContactPreview, { nullable: true, description: 'Null when there is no such profile.' })
  preview: ContactPreview | null;
}

@ObjectType({ description: 'What revealing a selection of profiles would cost the signed-in user now.' })
export class ContactCost {
  @Field(() => Int, { description: 'Credits the whole selection costs (each profile 0 or 1).' })
  totalCost: number;

  @Field(() => Int, { description: 'Profiles of the selection that cost a credit.' })
  charged: number;

  @Field(() => [ContactCostItem], { description: 'In the order asked.' })
  profiles: ContactCostItem[];
}

@ObjectType({ description: 'One profile of a bulk reveal.' })
export class BulkRevealItem {
  @Field(() => String)
  linkedinUsername: string;

  @Field(() => Boolean)
  revealed: boolean;

  @Field(() => Int, { description: 'Credits spent on this profile: 0 or 1.' })
  creditsCharged: number;

  @Field(() => NotRevealedReasonEnum, { nullable: true, description: 'Why it was not revealed; null when it was.' })
  notRevealedReason: NotRevealedReason | null;

  @Field(() => String, { nullable: true, description: 'Why it cost nothing, or why it was not revealed, in words.' })
  message: string | null;

  @Field(() => [ContactEmail], { description: 'Empty when not revealed.' })
  emails: ContactEmail[];

  @Field(() => [ContactPhone], { description: 'Empty when not revealed.' })
  phoneNumbers: ContactPhone[];

  @Field(() => ContactPreview, { nullable: true, description: "The profile's preview after this reveal; null when it was not revealed." })
  contactPreview: RevealPreview | null;
}

/** What a bulk reveal answers on every transport; GraphQL adds the refreshed `User`. */
export interface BulkRevealResult {
  results: BulkRevealItem[];
  charged: number;
  revealed: number;
  skipped: number;
  /** The database failed in the middle: the profiles from there on were not revealed ('unavailable'). */
  interrupted: boolean;
  remainingCredits: number;
  totalCredits: number;
}

@ObjectType({ description: 'The outcome of revealing several profiles at once.' })
export class ContactsBulkReveal {
  @Field(() => [BulkRevealItem], { description: 'In the order asked.' })
  results: BulkRevealItem[];

  @Field(() => Int, { description: 'Credits spent in all.' })
  charged: number;

  @Field(() => Int, { description: 'Profiles revealed.' })
  revealed: number;

  @Field(() => Int, { description: 'Profiles not revealed (no credits left, no such profile, or interrupted before them).' })
  skipped: number;

  @Field(() => Boolean, {
    description:
      'True when the reveal was interrupted (the database failed in the middle): what is marked revealed was revealed and charged; the rest was not (reason unavailable) and can be revealed again.',
  })
  interrupted: boolean;

  @Field(() => UserView, {
    nullable: true,
    description:
      'The signed-in user afterwards, with the credits left; null only when an interrupted reveal could not read the account again (the results still hold).',
  })
  user: UserView | null;
}
