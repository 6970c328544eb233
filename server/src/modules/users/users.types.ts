import { IsOptional, IsString, MaxLength } from 'class-validator';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Required } from '../../common/validators';

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';

/** A user as every transport shows it (GraphQL `User`; REST adds `_id` and, after sign-in, `token`). */
@ObjectType('User', { description: 'The signed-in user: account details, credits and plan.' })
export class UserView {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  email: string;

  @Field(() => String, { nullable: true })
  firstName: string | null;

  @Field(() => String, { nullable: true })
  lastName: string | null;

  @Field(() => String, { nullable: true, description: 'The organization the user works for.' })
  company: string | null;

  @Field(() => String, { nullable: true })
  phone: string | null;

  @Field(() => String, { nullable: true })
  designation: string | null;

  @Field(() => String, { nullable: true })
  profilePicture: string | null;

  @Field(() => Int)
  remainingCredits: number;

  @Field(() => Int)
  totalCredits: number;

  @Field(() => String, { description: 'starter, pro or enterprise.' })
  plan: string;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  planExpiry: Date | null;
}

/**
 * The account form of docs/product-spec.md §4 (updateAccount's input; updateProfile, its deprecated alias, takes UpdateProfileInput):
 * e-mail, first and last name, company and phone are required (trimmed); designation is optional.
 * The e-mail is echoed back and must not change.
 */
@InputType('UpdateAccountInput')
export class UpdateAccountInput {
  @Field(() => String)
  @MaxLength(254)
  @Required(REQUIRED_FIELDS_MESSAGE) // applied first: decorators run bottom-up
  email: string;

  @Field(() => String)
  @MaxLength(100, { message: 'First name must be at most 100 characters' })
  @Required(REQUIRED_FIELDS_MESSAGE)
  firstName: string;

  @Field(() => String)
  @MaxLength(100, { message: 'Last name must be at most 100 characters' })
  @Required(REQUIRED_FIELDS_MESSAGE)
  lastName: string;

  @Field(() => String)
  @MaxLength(200, { message: 'Organization must be at most 200 characters' })
  @Required(REQUIRED_FIELDS_MESSAGE)
  company: string;

  @Field(() => String)
  @MaxLength(40, { message: 'Phone must be at most 40 characters' })
  @Required(REQUIRED_FIELDS_MESSAGE)
  phone: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'Designation must be at most 200 characters' })
  designation?: string | null;
}

/** updateProfile's input (deprecated with it; removed in the next release): the same fields as UpdateAccountInput. */
@InputType('UpdateProfileInput', { description: 'Deprecated with updateProfile: use updateAccount and UpdateAccountInput.' })
export class UpdateProfileInput extends UpdateAccountInput {}
