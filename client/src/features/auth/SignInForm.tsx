import GoogleOutlined from '@ant-design/icons-svg/es/asn/GoogleOutlined';
import LinkedinFilled from '@ant-design/icons-svg/es/asn/LinkedinFilled';
import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import { type CSSProperties, type FormEvent, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { handled, useAppNavigate } from '../../lib/handled';
import { setStoredUser } from '../../lib/session';
import { TIMINGS } from '../../lib/timings';
import { usePendingRedirect } from '../common/usePendingRedirect';
import { Icon } from '../public/Icon';
import { buttonClass } from '../public/LinkButton';
import { loadProviders, requestCode, SignInFailure, type SignInMode, startProviderSignIn, verifyCode } from './signInApi';
import { continueLabel, SOCIAL_TEXT, type SocialProvider, socialFailureMessage, startFailedMessage, startProblem } from './socialText';
import { useToasts } from './Toasts';
import { AUTH_MESSAGES, emailProblem, otpProblem } from './validation';
import styles from './signIn.module.css';

type Step = 'email' | 'sending' | 'code' | 'verifying' | 'done';

const ICONS: Partial<Record<string, IconDefinition>> = { google: GoogleOutlined, linkedin: LinkedinFilled };

/** The server's message when it answered with one, else the screen's words for "it said no" or "it did not answer". */
function failureText(error: unknown, refused: string, failed: string): string {
  if (error instanceof SignInFailure) return error.serverText ?? (error.answered ? refused : failed);
  return failed;
}

/**
 * Sign-in or sign-up (spec section 4), with plain elements and plain fetch: the sign-in pages load
 * neither antd nor Apollo Client. The e-mail code state machine: email -> sending ('Sending
 * OTP...', overlay spinner) -> code (e-mail field disabled, code field shown) -> verifying -> done
 * (message, then /dashboard after 1.5 s). There is no way back to the e-mail step but a reload, as
 * the spec has it. Above it, one button per configured sign-in provider (SocialButtons).
 */
export function SignInForm({ mode }: { mode: SignInMode }) {
  const toasts = useToasts();
  const navigate = useAppNavigate();
  const ids = useId();
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState('');
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [newsUpdates, setNewsUpdates] = useState(false);
  const [fieldError, setFieldError] = useState<{ email?: string; otp?: string }>({});
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

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (step === 'done') return;
    handled(codeShown ? verify() : send(), codeShown ? 'Verifying the code' : 'Sending the code');
  };

  const codeShown = step === 'code' || step === 'verifying' || step === 'done';
  const busy = step === 'sending' || step === 'verifying' || step === 'done';
  const buttonText = step === 'sending' ? 'Sending OTP...' : codeShown ? (register ? 'Verify OTP & Register' : 'Verify OTP') : 'Send OTP';
  const emailHelp = `${ids}-email-help`;
  const otpHelp = `${ids}-otp-help`;

  return (
    <div className={styles.stack}>
      <SocialButtons mode={mode} termsAccepted={termsAccepted} newsUpdates={newsUpdates} disabled={busy} onFail={fail} />
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <div className={styles.field}>
          <label htmlFor="email" className={styles.label}>
            Work e-mail
          </label>
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            className={`${styles.input} ${fieldError.email ? styles.inputError : ''}`}
            value={email}
            disabled={codeShown || step === 'sending'}
            aria-invalid={fieldError.email ? true : undefined}
            aria-describedby={fieldError.email ? emailHelp : undefined}
            onChange={(e) => setEmail(e.target.value)}
          />
          {fieldError.email && (
            <div id={emailHelp} role="alert" className={styles.help}>
              {fieldError.email}
            </div>
          )}
        </div>
        {codeShown && (
          <div className={styles.field}>
            <label htmlFor="otp" className={styles.label}>
              6-digit code
            </label>
            <input
              id="otp"
              name="otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder="123456"
              // The code field appears after the code was sent: where the person types next.
              autoFocus
              className={`${styles.input} ${fieldError.otp ? styles.inputError : ''}`}
              value={otp}
              disabled={step === 'done'}
              aria-invalid={fieldError.otp ? true : undefined}
              aria-describedby={fieldError.otp ? otpHelp : undefined}
              onChange={(e) => setOtp(e.target.value.replace(/\s/g, ''))}
            />
            {fieldError.otp && (
              <div id={otpHelp} role="alert" className={styles.help}>
                {fieldError.otp}
              </div>
            )}
          </div>
        )}
        {register && (
          <div className={styles.checks}>
            <label className={styles.check}>
              <input type="checkbox" checked={newsUpdates} disabled={codeShown} onChange={(e) => setNewsUpdates(e.target.checked)} />
              <span>Send me news and product updates</span>
            </label>
            <label className={styles.check}>
              <input type="checkbox" checked={termsAccepted} disabled={codeShown} onChange={(e) => setTermsAccepted(e.target.checked)} />
              <span>
                I accept the{' '}
                <a href="/terms" target="_blank" rel="noopener noreferrer" className={styles.inTextLink}>
                  Terms &amp; Conditions
                </a>{' '}
                and{' '}
                <a href="/privacy" target="_blank" rel="noopener noreferrer" className={styles.inTextLink}>
                  Privacy Policy
                </a>
              </span>
            </label>
          </div>
        )}
        <button
          type="submit"
          className={buttonClass('primary', { large: true, block: true })}
          disabled={busy || (register && !termsAccepted)}
          aria-busy={step === 'verifying' || undefined}
        >
          {step === 'verifying' && <Icon icon={LoadingOutlined} className={styles.spin} />}
          {buttonText}
        </button>
      </form>
      <p className={styles.switch}>
        {register ? (
          <>
            Already have an account?{' '}
            <Link to="/login" className={styles.inTextLink}>
              Sign in
            </Link>
          </>
        ) : (
          <>
            New to TalentLens?{' '}
            <Link to="/register" className={styles.inTextLink}>
              Create an account
            </Link>
          </>
        )}
      </p>
      {step === 'sending' && (
        <div className={styles.overlay} role="status">
          <Icon icon={LoadingOutlined} className={`${styles.spin} ${styles.overlaySpin}`} />
          <span>Sending OTP...</span>
        </div>
      )}
      {toasts.view}
    </div>
  );
}

interface SocialButtonsProps {
  mode: SignInMode;
  /** The sign-up form's two checkboxes: the terms must be accepted before a provider's sign-up starts. */
  termsAccepted: boolean;
  newsUpdates: boolean;
  /** The e-mail code flow is busy. */
  disabled: boolean;
  onFail: (text: string) => void;
}

/**
 * One button per provider the server has configured (Google, LinkedIn, the company's sign-in), and
 * the divider before the e-mail form. While the list loads they keep their room (signIn.module.css:
 * the server puts their number into the prerendered page), and nothing when it is empty. A click
 * asks the server to start the sign-in (it sets the state cookie and answers the provider's
 * address) and sends the browser there; the clicked button reads 'Connecting...' meanwhile and the
 * others wait. A failure shows the server's message, else the spec's (section 8).
 */
function SocialButtons({ mode, termsAccepted, newsUpdates, disabled, onFail }: SocialButtonsProps) {
  const [providers, setProviders] = useState<SocialProvider[] | null>(null);
  const { pendingId, begin, end } = usePendingRedirect<string>();

  useEffect(() => {
    let live = true;
    handled(
      loadProviders().then(
        (list) => live && setProviders(list),
        () => live && setProviders([]),
      ),
      'Loading the sign-in providers',
    );
    return () => {
      live = false;
    };
  }, []);

  const start = async (provider: SocialProvider) => {
    if (pendingId !== null) return;
    const problem = startProblem(mode, termsAccepted);
    if (problem) return onFail(problem);
    if (!begin(provider.id)) return;
    try {
      const authUrl = await startProviderSignIn(provider, mode, termsAccepted, newsUpdates);
      if (!authUrl) {
        end();
        return onFail(startFailedMessage(provider));
      }
      // The button keeps 'Connecting...' while the browser leaves for the provider.
      window.location.assign(authUrl);
    } catch (error) {
      end();
      onFail(error instanceof SignInFailure && error.serverText ? error.serverText : socialFailureMessage(provider));
    }
  };

  // Once the list is here, it decides the room; until then the number the server put in the page does.
  const room = providers ? ({ '--sign-in-providers': providers.length } as CSSProperties) : undefined;
  return (
    <div className={styles.social} style={room}>
      {providers && providers.length > 0 && (
        <>
          <div className={styles.providerList}>
            {providers.map((provider) => {
              const pending = pendingId === provider.id;
              return (
                <button
                  key={provider.id}
                  type="button"
                  className={buttonClass('default', { large: true, block: true })}
                  disabled={disabled || (pendingId !== null && !pending)}
                  aria-busy={pending || undefined}
                  onClick={() => handled(start(provider), `Starting ${provider.name} sign-in`)}
                >
                  <Icon
                    icon={pending ? LoadingOutlined : (ICONS[provider.id] ?? SafetyCertificateOutlined)}
                    className={pending ? styles.spin : ''}
                  />
                  {pending ? SOCIAL_TEXT.connecting : continueLabel(provider)}
                </button>
              );
            })}
          </div>
          <p className={styles.divider}>or with your work e-mail</p>
        </>
      )}
    </div>
  );
}
