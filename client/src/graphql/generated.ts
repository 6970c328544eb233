/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar.This scalar is serialized to a string in ISO 8601 format and parsed from a string in ISO 8601 format. */
  DateTimeISO: { input: string; output: string; }
};

/** A new session. Browsers also receive it as an httpOnly cookie. */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  message: Scalars['String']['output'];
  /** Bearer token for API clients. */
  token: Scalars['String']['output'];
  user: User;
};

export type MessagePayload = {
  __typename?: 'MessagePayload';
  message: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Ends the current session. */
  logout: MessagePayload;
  /** E-mails a 6-digit code for signing in or signing up. */
  requestOtp: MessagePayload;
  /** Saves the profile form; the e-mail cannot be changed. */
  updateProfile: User;
  /** Exchanges the code for a session (also set as an httpOnly cookie). */
  verifyOtp: AuthPayload;
};


export type MutationRequestOtpArgs = {
  input: RequestOtpInput;
};


export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


export type MutationVerifyOtpArgs = {
  input: VerifyOtpInput;
};

/** What the one-time code is for. */
export type OtpType =
  | 'login'
  | 'register';

export type Query = {
  __typename?: 'Query';
  /** The signed-in user, with credits and plan. */
  me: User;
};

/** Asks for a 6-digit code by e-mail (POST /api/users/email-otp). */
export type RequestOtpInput = {
  /** Required (true) when type is register. */
  termsAccepted?: InputMaybe<Scalars['Boolean']['input']>;
  type: OtpType;
  userEmail: Scalars['String']['input'];
};

export type UpdateProfileInput = {
  company: Scalars['String']['input'];
  designation?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  phone: Scalars['String']['input'];
};

/** The signed-in user: account details, credits and plan. */
export type User = {
  __typename?: 'User';
  /** The organization the user works for. */
  company?: Maybe<Scalars['String']['output']>;
  designation?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  /** starter, pro or enterprise. */
  plan: Scalars['String']['output'];
  planExpiry?: Maybe<Scalars['DateTimeISO']['output']>;
  profilePicture?: Maybe<Scalars['String']['output']>;
  remainingCredits: Scalars['Int']['output'];
  totalCredits: Scalars['Int']['output'];
};

/** Exchanges the e-mailed code for a session (POST /api/users/verify-otp). */
export type VerifyOtpInput = {
  /** Whether the new user wants news updates by e-mail. */
  newsUpdates?: InputMaybe<Scalars['Boolean']['input']>;
  otp: Scalars['String']['input'];
  /** Required (true) when type is register. */
  termsAccepted?: InputMaybe<Scalars['Boolean']['input']>;
  type: OtpType;
  userEmail: Scalars['String']['input'];
};
