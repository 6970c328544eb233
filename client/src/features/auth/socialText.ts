/** Which of the two pages: signing in to an account, or creating one. */
export type SignInMode = 'login' | 'register';
import { AUTH_MESSAGES } from './validation';

/**
 * The words and decisions of signing in with Google, LinkedIn or the company's identity provider
 * (docs/product-spec.md §2 and §8), kept apart from React so that they are tested on their own
 * (client/test/socialText.test.ts).
 */

/** A configured provider, as the server lists it: google, linkedin or sso, and its button label. */
export interface SocialProvider {
  id: string;
  name: string;
}

/** The spec's names of the two it names; the company provider is called what the server calls it. */
const KNOWN_NAMES: Partial<Record<string, string>> = { google: 'Google', linkedin: 'LinkedIn' };

export function providerName(provider: SocialProvider): string {
  return KNOWN_NAMES[provider.id] ?? provider.name;
}

export const SOCIAL_TEXT = {
  connecting: 'Connecting...',
  signedIn: 'Login successful! Redirecting to dashboard...',
} as const;

/** The button's label: 'Continue with Google'. */
export function continueLabel(provider: SocialProvider): string {
  return `Continue with ${providerName(provider)}`;
}

/** The server answered without an address to go to (docs/product-spec.md §8: 'Failed to initiate LinkedIn authentication'). */
export function startFailedMessage(provider: SocialProvider): string {
  return `Failed to initiate ${providerName(provider)} authentication`;
}

/** The call failed and the server said nothing (docs/product-spec.md §8), in the server's own words for each provider. */
export function socialFailureMessage(provider: SocialProvider): string {
  if (provider.id === 'linkedin') return 'LinkedIn authentication failed. Please try again.';
  if (provider.id === 'google') return 'Google login failed';
  return `${providerName(provider)} sign-in failed. Please try again.`;
}

/** Why a provider's sign-in cannot start yet, or null: sign-up needs the terms accepted first, as the e-mail flow does. */
export function startProblem(mode: SignInMode, termsAccepted: boolean): string | null {
  return mode === 'register' && !termsAccepted ? AUTH_MESSAGES.terms : null;
}

/** The mutation's input: the intent is the page's (login or register); sign-up carries its two checkboxes. */
export function startInput(provider: SocialProvider, mode: SignInMode, termsAccepted: boolean, newsUpdates: boolean) {
  return {
    provider: provider.id,
    intent: mode,
    ...(mode === 'register' ? { termsAccepted, newsUpdates } : {}),
  };
}

/** The callback page's messages when there is nothing usable in its address, or the user does not check out. */
export function noDataMessage(provider: SocialProvider): string {
  return `No ${providerName(provider)} data received`;
}

export function invalidDataMessage(provider: SocialProvider): string {
  return `Invalid ${providerName(provider)} data received`;
}

/** The longest error text the callback page shows from its address (the server's messages are far shorter). */
export const MAX_CALLBACK_ERROR_LENGTH = 300;

/**
 * What a callback page does with its address (the server sends the browser to
 * `/{provider}-callback?success=true&userInfo={userId}` or `?error={message}`):
 * - fail: show the message, then go to sign-up;
 * - verify: fetch the signed-in user and check it is the one named (see `verifiedUser`).
 */
export type CallbackPlan = { kind: 'fail'; message: string } | { kind: 'verify'; userId: string };

export function callbackPlan(params: URLSearchParams, provider: SocialProvider): CallbackPlan {
  const error = params.get('error');
  if (error !== null) {
    const text = error.trim().slice(0, MAX_CALLBACK_ERROR_LENGTH);
    return { kind: 'fail', message: text || socialFailureMessage(provider) };
  }
  if (params.get('success') === 'true') {
    const userId = params.get('userInfo')?.trim() ?? '';
    return userId ? { kind: 'verify', userId } : { kind: 'fail', message: invalidDataMessage(provider) };
  }
  return { kind: 'fail', message: noDataMessage(provider) };
}

/**
 * The user the callback signs in: the one the session belongs to, when it is the one the address
 * names; null (the page shows `invalidDataMessage`) when the fetch failed or it is someone else.
 */
export function verifiedUser<U extends { id: string }>(userId: string, fetched: U | null | undefined): U | null {
  return fetched && fetched.id === userId ? fetched : null;
}

/** Where the callback page goes next, and after which of the two waits. */
export const CALLBACK_NEXT = {
  failed: { to: '/register', wait: 'callbackErrorRedirect' },
  signedIn: { to: '/dashboard', wait: 'redirectAfterSignIn' },
} as const;

/** The line under a failure: 'Taking you to sign-up in 3 seconds…'. */
export function redirectNotice(milliseconds: number): string {
  const seconds = Math.round(milliseconds / 1000);
  return `Taking you to sign-up in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}…`;
}
