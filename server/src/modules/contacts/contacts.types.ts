import { Matches, MaxLength } from 'class-validator';
import { ArgsType, Field, ObjectType, registerEnumType } from 'type-graphql';
import { Required } from '../../common/validators';
import { UserView } from '../users/users.types';

export enum ContactStatusEnum {
  verified = 'verified',
  likely = 'likely',
  unverified = 'unverified',
}
registerEnumType(ContactStatusEnum, {
  name: 'ContactStatus',
  description: 'How sure we are of an address or number: verified, likely, or unverified (a guess from the usual patterns).',
});

export const CHOOSE_PROFILE_MESSAGE = 'Please choose a profile to reveal.';

/** A profile's username as both transports take it: letters, digits, '-', '_' and '.', up to 100. */
@ArgsType()
export class RevealContactsArgs {
  @Field(() => String, { description: 'The linkedinUsername of the profile, as search results give it.' })
  @Matches(/^[\p{L}\p{M}\p{N}_.-]+$/u, { message: 'That is not a valid profile username.' })
  @MaxLength(100, { message: 'A profile username is at most 100 characters.' })
  @Required(CHOOSE_PROFILE_MESSAGE) // applied first: decorators run bottom-up
  linkedinUsername: string;
}

@ObjectType({ description: 'A revealed e-mail address.' })
export class ContactEmail {
  @Field(() => String)
  address: string;

  @Field(() => ContactStatusEnum)
  status: ContactStatusEnum;
}

@ObjectType({ description: 'A revealed phone number.' })
export class ContactPhone {
  @Field(() => String, { description: 'In international format.' })
  number: string;

  @Field(() => ContactStatusEnum)
  status: ContactStatusEnum;
}

/** What a reveal answers on every transport; GraphQL adds the refreshed `User`. */
export interface ContactsRevealResult {
  linkedinUsername: string;
  emails: ContactEmail[];
  phoneNumbers: ContactPhone[];
  /** True only for the reveal that spent the credit; every later reveal of the profile is free. */
  charged: boolean;
  userId: string;
  remainingCredits: number;
  totalCredits: number;
}

@ObjectType({ description: "A profile's contacts, revealed for the signed-in user." })
export class ContactsReveal {
  @Field(() => String)
  linkedinUsername: string;

  @Field(() => [ContactEmail], { description: 'Best first: verified, then likely, then unverified.' })
  emails: ContactEmail[];

  @Field(() => [ContactPhone], { description: 'Best first: verified, then likely, then unverified.' })
  phoneNumbers: ContactPhone[];

  @Field(() => Boolean, { description: 'Whether this reveal cost a credit: only the first reveal of a profile does.' })
  charged: boolean;

  @Field(() => UserView, { description: 'The signed-in user after the reveal, with the credits left.' })
  user: UserView;
}
