import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import { useId } from 'react';
import { Link } from 'react-router';
import { Icon } from '../public/Icon';
import { buttonClass } from '../public/LinkButton';
import { CodeStep } from './CodeStep';
import { EmailStep, SignUpConsent } from './EmailStep';
import type { SignInMode } from './signInApi';
import { SocialButtons } from './SocialButtons';
import { useEmailCodeSignIn } from './useEmailCodeSignIn';
import styles from './signIn.module.css';

/**
 * Sign-in or sign-up (docs/product-spec.md §4), with plain elements and plain fetch: the sign-in pages load
 * neither antd nor Apollo Client. The shell of the steps: one button per configured sign-in
 * provider (SocialButtons), then the e-mail code form: the e-mail step (EmailStep, and
 * SignUpConsent for a sign-up), the code step once the code is sent (CodeStep), one submit button
 * whose words follow the step. The state machine is useEmailCodeSignIn.
 */
export function SignInForm({ mode }: { mode: SignInMode }) {
  const ids = useId();
  const flow = useEmailCodeSignIn(mode);
  const { step, register, codeShown, busy, fieldError } = flow;
  const buttonText = step === 'sending' ? 'Sending OTP...' : codeShown ? (register ? 'Verify OTP & Register' : 'Verify OTP') : 'Send OTP';

  return (
    <div className={styles.stack}>
      <SocialButtons mode={mode} termsAccepted={flow.termsAccepted} newsUpdates={flow.newsUpdates} disabled={busy} onFail={flow.fail} />
      <form className={styles.form} onSubmit={flow.onSubmit} noValidate>
        <EmailStep
          email={flow.email}
          onEmail={flow.setEmail}
          error={fieldError.email}
          locked={codeShown || step === 'sending'}
          helpId={`${ids}-email-help`}
        />
        {codeShown && (
          <CodeStep otp={flow.otp} onOtp={flow.setOtp} error={fieldError.otp} done={step === 'done'} helpId={`${ids}-otp-help`} />
        )}
        {register && (
          <SignUpConsent
            newsUpdates={flow.newsUpdates}
            onNewsUpdates={flow.setNewsUpdates}
            termsAccepted={flow.termsAccepted}
            onTermsAccepted={flow.setTermsAccepted}
            locked={codeShown}
          />
        )}
        <button
          type="submit"
          className={buttonClass('primary', { large: true, block: true })}
          disabled={busy || (register && !flow.termsAccepted)}
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
      {flow.toasts}
    </div>
  );
}
