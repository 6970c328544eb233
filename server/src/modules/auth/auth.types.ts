import { Equals, IsBoolean, IsIn, IsOptional, Matches, ValidateIf } from 'class-validator';
import { Field, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { UserView } from '../users/users.types';
import type { OtpPurpose } from './otp-code.entity';
import { IsWorkEmail } from './work-email';

export enum OtpType {
  login = 'login',
  register = 'register',
}
registerEnumType(OtpType, { name: 'OtpType', description: 'What the one-time code is for.' });

export const OTP_TYPES: OtpPurpose[] = ['login', 'register'];
export const MESSAGES = {
  otpFormat: 'Please enter a valid 6-digit OTP',
  terms: 'Please accept the Terms & Conditions and Privacy Policy',
  type: "type must be 'login' or 'register'",
  otpSent: 'OTP sent successfully! Please check your email.',
  loggedIn: 'Login successful! Redirecting to dashboard...',
  registered: 'Registration successful! Redirecting to dashboard...',
  registeredWithoutBonus:
    'Registration successful! This mailbox already received its free Starter credits with another account, so this account starts with 0 credits. Redirecting to dashboard...',
  loggedOut: 'You have been signed out.',
} as const;

@InputType({ description: 'Asks for a 6-digit code by e-mail (POST /api/users/email-otp).' })
export class RequestOtpInput {
  @Field(() => String)
  @IsWorkEmail()
  userEmail: string;

  @Field(() => OtpType)
  @IsIn(OTP_TYPES, { message: MESSAGES.type })
  type: OtpPurpose;

  @Field(() => Boolean, { nullable: true, description: 'Required (true) when type is register.' })
  @ValidateIf((o: RequestOtpInput) => o.type === 'register')
  @Equals(true, { message: MESSAGES.terms })
  termsAccepted?: boolean;
}

@InputType({ description: 'Exchanges the e-mailed code for a session (POST /api/users/verify-otp).' })
export class VerifyOtpInput extends RequestOtpInput {
  @Field(() => String)
  @Matches(/^\d{6}$/, { message: MESSAGES.otpFormat })
  otp: string;

  @Field(() => Boolean, { nullable: true, description: 'Whether the new user wants news updates by e-mail.' })
  @IsOptional()
  @IsBoolean({ message: 'newsUpdates must be true or false' })
  newsUpdates?: boolean;
}

@ObjectType()
export class MessagePayload {
  @Field(() => String)
  message: string;
}

@ObjectType({ description: 'A new session. Browsers also receive it as an httpOnly cookie.' })
export class AuthPayload {
  @Field(() => String)
  message: string;

  @Field(() => String, { description: 'Bearer token for API clients.' })
  token: string;

  @Field(() => UserView)
  user: UserView;
}
