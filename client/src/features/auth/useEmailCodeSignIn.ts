import { type FormEvent, useState } from 'react';
import { handled, useAppNavigate } from '../../lib/handled';
import { setStoredUser } from '../../lib/session';
import { TIMINGS } from '../../lib/timings';
import { requestCode, SignInFailure, type SignInMode, verifyCode } from './signInApi';
import { SOCIAL_TEXT } from './socialText';
import { useToasts } from './Toasts';
import { AUTH_MESSAGES, emailProblem, otpProblem } from './validation';

export type Step = 'email' | 'sending' | 'code' | 'verifying' | 'done';

export interface FieldErrors {
  email?: string;
  otp?: string;
}

/** The server's message when it answered with one, else the screen's words for "it said no" or "it did not answer". */
function failureText(error: unknown, refused: string, failed: string): string {
  if (error instanceof SignInFailure) return error.serverText ?? (error.answered ? refused : failed);
  return failed;
}

/**
 * The e-mail code state machine of sign-in and sign-up (docs/product-spec.md §4): email -> sending
 * ('Sending OTP...', overlay spinner) -> code (e-mail field disabled, code field shown) ->
 * verifying -> done (message, then /dashboard after 1.5 s). There is no way back to the e-mail
 * step but a reload, as the spec has it. A failure is a toast, and a field's message when it is
 * about a field.
 */
export function useEmailCodeSignIn(mode: SignInMode) {
  const toasts = useToasts();
  const navigate = useAppNavigate();
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState('');
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [newsUpdates, setNewsUpdates] = useState(false);
  const [fieldError, setFieldError] = useState<FieldErrors>({});
  const register = mode === 'register';

  const fail = (text: string, field?: 'email' | 'otp') => {
    if (field) setFieldError({ [field]: text });
    toasts.show('error', text, TIMINGS.snackbar);
  };

  const send = async () => {
    const problem = emailProblem(email);
    if (problem) return fail(problem, 'email');
    if (register && !termsAccepted) return fail(AUTH_MESSAGES.terms);
    setFieldError({});
    setStep('sending');
    try {
      const message = await requestCode({ userEmail: email.trim(), type: mode, ...(register ? { termsAccepted } : {}) });
      setStep('code');
      toasts.show('success', message ?? AUTH_MESSAGES.otpSent, TIMINGS.snackbar);
    } catch (error) {
      setStep('email');
      fail(failureText(error, AUTH_MESSAGES.sendFailed, AUTH_MESSAGES.sendErrored));
    }
  };

  const verify = async () => {
    const problem = otpProblem(otp);
    if (problem) return fail(problem, 'otp');
    setFieldError({});
    setStep('verifying');
    try {
      const { user, message } = await verifyCode({
        userEmail: email.trim(),
        otp: otp.trim(),
        type: mode,
        ...(register ? { termsAccepted, newsUpdates } : {}),
      });
      setStep('done');
      toasts.show('success', message ?? SOCIAL_TEXT.signedIn, TIMINGS.redirectAfterSignIn + 1000);
      window.setTimeout(() => {
        const { _id, ...rest } = user;
        setStoredUser({ ...rest, id: _id });
        navigate('/dashboard', { replace: true });
      }, TIMINGS.redirectAfterSignIn);
    } catch (error) {
      setStep('code');
      fail(failureText(error, AUTH_MESSAGES.verifyFailed, AUTH_MESSAGES.verifyErrored));
    }
  };

  const codeShown = step === 'code' || step === 'verifying' || step === 'done';

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (step === 'done') return;
    handled(codeShown ? verify() : send(), codeShown ? 'Verifying the code' : 'Sending the code');
  };

  return {
    step,
    register,
    codeShown,
    busy: step === 'sending' || step === 'verifying' || step === 'done',
    email,
    setEmail,
    otp,
    setOtp,
    termsAccepted,
    setTermsAccepted,
    newsUpdates,
    setNewsUpdates,
    fieldError,
    fail,
    onSubmit,
    toasts: toasts.view,
  };
}
