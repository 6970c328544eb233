/** Signing in with Google, LinkedIn or the company's provider: the buttons' words, their failures, and what a callback page does. */
import {
  CALLBACK_NEXT,
  callbackPlan,
  continueLabel,
  invalidDataMessage,
  MAX_CALLBACK_ERROR_LENGTH,
  noDataMessage,
  providerName,
  redirectNotice,
  socialFailureMessage,
  startFailedMessage,
  startInput,
  startProblem,
  verifiedUser,
} from '../src/features/auth/socialText';

const google = { id: 'google', name: 'Google' };
const linkedin = { id: 'linkedin', name: 'LinkedIn' };
const sso = { id: 'sso', name: 'Acme SSO' };

describe('the buttons', () => {
  it('read "Continue with" and the provider', () => {
    expect(continueLabel(google)).toBe('Continue with Google');
    expect(continueLabel(linkedin)).toBe('Continue with LinkedIn');
    expect(continueLabel(sso)).toBe('Continue with Acme SSO');
  });

  it('call Google and LinkedIn by the names of the spec, the company provider by its label', () => {
    expect(providerName({ id: 'linkedin', name: 'linkedin' })).toBe('LinkedIn');
    expect(providerName({ id: 'google', name: 'GOOGLE' })).toBe('Google');
    expect(providerName(sso)).toBe('Acme SSO');
  });
});

describe('starting a sign-in', () => {
  it('needs the terms accepted on sign-up, with the message of the e-mail flow', () => {
    expect(startProblem('register', false)).toBe('Please accept the Terms & Conditions and Privacy Policy');
    expect(startProblem('register', true)).toBeNull();
    expect(startProblem('login', false)).toBeNull();
  });

  it('asks for the page’s intent; sign-up carries its two checkboxes', () => {
    expect(startInput(google, 'login', false, true)).toEqual({ provider: 'google', intent: 'login' });
    expect(startInput(linkedin, 'register', true, true)).toEqual({
      provider: 'linkedin',
      intent: 'register',
      termsAccepted: true,
      newsUpdates: true,
    });
    expect(startInput(sso, 'register', true, false)).toEqual({
      provider: 'sso',
      intent: 'register',
      termsAccepted: true,
      newsUpdates: false,
    });
  });

  it('says the spec’s words when no address came back (section 8)', () => {
    expect(startFailedMessage(linkedin)).toBe('Failed to initiate LinkedIn authentication');
    expect(startFailedMessage(google)).toBe('Failed to initiate Google authentication');
    expect(startFailedMessage(sso)).toBe('Failed to initiate Acme SSO authentication');
  });

  it('says the spec’s words when the call failed without a message (section 8)', () => {
    expect(socialFailureMessage(linkedin)).toBe('LinkedIn authentication failed. Please try again.');
    expect(socialFailureMessage(google)).toBe('Google login failed');
    expect(socialFailureMessage(sso)).toBe('Acme SSO sign-in failed. Please try again.');
  });
});

describe('a callback page', () => {
  const plan = (query: string, provider = linkedin) => callbackPlan(new URLSearchParams(query), provider);

  it('checks the user the server named after a success', () => {
    expect(plan('success=true&userInfo=u-42')).toEqual({ kind: 'verify', userId: 'u-42' });
    expect(plan('?success=true&userInfo=%20u-42%20', google)).toEqual({ kind: 'verify', userId: 'u-42' });
  });

  it('shows the server’s refusal as it is', () => {
    expect(plan('error=Please+use+a+official+email+address', google)).toEqual({
      kind: 'fail',
      message: 'Please use a official email address',
    });
    expect(
      plan(`error=${encodeURIComponent('There is no TalentLens account for this LinkedIn account yet. Please sign up first.')}`),
    ).toEqual({
      kind: 'fail',
      message: 'There is no TalentLens account for this LinkedIn account yet. Please sign up first.',
    });
  });

  it('prefers the error to a success in the same address', () => {
    expect(plan('success=true&userInfo=u-1&error=Google+login+failed', google)).toEqual({ kind: 'fail', message: 'Google login failed' });
  });

  it('reads an empty error as the provider’s failure, and cuts a long one short', () => {
    expect(plan('error=', google)).toEqual({ kind: 'fail', message: 'Google login failed' });
    const long = plan(`error=${'x'.repeat(1000)}`);
    expect(long.kind === 'fail' && long.message.length).toBe(MAX_CALLBACK_ERROR_LENGTH);
  });

  it('says no data was received when the address holds neither (spec: No LinkedIn data received)', () => {
    expect(plan('')).toEqual({ kind: 'fail', message: 'No LinkedIn data received' });
    expect(plan('success=false&userInfo=u-1')).toEqual({ kind: 'fail', message: 'No LinkedIn data received' });
    expect(plan('', google)).toEqual({ kind: 'fail', message: 'No Google data received' });
    expect(noDataMessage(sso)).toBe('No Acme SSO data received');
  });

  it('calls a success without a user invalid data', () => {
    expect(plan('success=true')).toEqual({ kind: 'fail', message: 'Invalid LinkedIn data received' });
    expect(plan('success=true&userInfo=', sso)).toEqual({ kind: 'fail', message: 'Invalid Acme SSO data received' });
    expect(invalidDataMessage(google)).toBe('Invalid Google data received');
  });

  it('signs in only the user the address names', () => {
    const user = { id: 'u-42', email: 'nia@acme.io' };
    expect(verifiedUser('u-42', user)).toBe(user);
    expect(verifiedUser('u-41', user)).toBeNull();
    expect(verifiedUser('u-42', null)).toBeNull();
    expect(verifiedUser('u-42', undefined)).toBeNull();
  });

  it('goes to the dashboard after a sign-in and to sign-up after anything else, saying when', () => {
    expect(CALLBACK_NEXT.signedIn).toEqual({ to: '/dashboard', wait: 'redirectAfterSignIn' });
    expect(CALLBACK_NEXT.failed).toEqual({ to: '/register', wait: 'callbackErrorRedirect' });
    expect(redirectNotice(3000)).toBe('Taking you to sign-up in 3 seconds…');
    expect(redirectNotice(1000)).toBe('Taking you to sign-up in 1 second…');
  });
});
