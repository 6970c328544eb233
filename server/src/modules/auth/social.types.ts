import { Equals, IsBoolean, IsIn, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { MESSAGES, OtpType } from './auth.types';
import type { OtpPurpose } from './otp-code.entity';
import { IDENTITY_PROVIDER_IDS, type IdentityProviderId } from './identity-provider';

const PROVIDER_MESSAGE = `provider must be one of ${IDENTITY_PROVIDER_IDS.join(', ')}`;
const INTENT_MESSAGE = "intent must be 'login' or 'register'";
/** Longer than any ID or access token a provider issues. */
export const MAX_TOKEN_LENGTH = 8192;

/**
 * The sign-in providers as a GraphQL enum, for the answers (docs/decisions.md, "Schema hygiene");
 * the inputs keep `provider: String`, as an enum there would refuse a quoted literal.
 */
export const SignInProviderEnum = { google: 'google', linkedin: 'linkedin', sso: 'sso' } as const satisfies {
  readonly [K in IdentityProviderId]: K;
};
registerEnumType(SignInProviderEnum, { name: 'SignInProvider', description: 'google, linkedin or sso (the company identity provider).' });

@ObjectType({ description: 'A sign-in provider this server is configured for (only configured ones are listed).' })
export class AuthProviderInfo {
  @Field(() => SignInProviderEnum, { description: 'google, linkedin or sso (the company identity provider).' })
  id: IdentityProviderId;

  @Field(() => String, { description: "The button's label: Google, LinkedIn, or the company provider's (OIDC_BUTTON_LABEL)." })
  name: string;
}

@InputType({ description: 'Starts signing in or up with a provider (GET /api/users/auth/{provider}).' })
export class StartSocialSignInInput {
  @Field(() => String, { description: 'google, linkedin or sso.' })
  @IsIn(IDENTITY_PROVIDER_IDS, { message: PROVIDER_MESSAGE })
  provider: IdentityProviderId;

  @Field(() => OtpType, {
    description: 'login: only an existing account (or one the provider links by its verified e-mail); register: may create one.',
  })
  @IsIn(['login', 'register'], { message: INTENT_MESSAGE })
  intent: OtpPurpose;

  @Field(() => Boolean, { nullable: true, description: 'Required (true) when intent is register.' })
  @ValidateIf((o: StartSocialSignInInput) => o.intent === 'register')
  @Equals(true, { message: MESSAGES.terms })
  termsAccepted?: boolean;

  @Field(() => Boolean, { nullable: true, description: 'Whether a new user wants news updates by e-mail.' })
  @IsOptional()
  @IsBoolean({ message: 'newsUpdates must be true or false' })
  newsUpdates?: boolean;
}

@ObjectType({ description: 'Where to send the browser to sign in at the provider.' })
export class SocialSignInStart {
  @Field(() => String)
  authUrl: string;
}

@InputType({
  description:
    'Signs in or up with a token the client got from the provider (POST /api/users/login and /register): its ID token, or an access token the server checks at the provider. A profile without a token is never accepted.',
})
export class SocialTokenSignInInput extends StartSocialSignInInput {
  @Field(() => String, { nullable: true, description: "The provider's ID token (a JWT it signed for this server's client id)." })
  @IsOptional()
  @IsString({ message: 'idToken must be a string' })
  @MaxLength(MAX_TOKEN_LENGTH, { message: 'idToken is too long' })
  idToken?: string;

  @Field(() => String, {
    nullable: true,
    description: "An access token the provider issued to this server's client id (checked by introspection).",
  })
  @IsOptional()
  @IsString({ message: 'accessToken must be a string' })
  @MaxLength(MAX_TOKEN_LENGTH, { message: 'accessToken is too long' })
  accessToken?: string;
}

@ObjectType({ description: 'A way the signed-in user can sign in: e-mail codes, or a linked provider.' })
export class SignInMethod {
  @Field(() => String, { description: 'email, google, linkedin or sso.' })
  method: string;

  @Field(() => String, { description: "E-mail code, or the provider's name." })
  name: string;

  @Field(() => String, { nullable: true, description: 'The address it signs in with (what the provider vouched for when last used).' })
  email: string | null;

  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When the provider was linked (null for e-mail codes).' })
  linkedAt: Date | null;
}
