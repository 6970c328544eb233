import styles from './signIn.module.css';

interface EmailStepProps {
  email: string;
  onEmail: (email: string) => void;
  error?: string;
  /** The code is being sent, or was sent: the e-mail can no longer change. */
  locked: boolean;
  /** The id of the field's message (for aria-describedby). */
  helpId: string;
}

/** The first step of the e-mail code sign-in: the work e-mail the code goes to. */
export function EmailStep({ email, onEmail, error, locked, helpId }: EmailStepProps) {
  return (
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
        className={`${styles.input} ${error ? styles.inputError : ''}`}
        value={email}
        disabled={locked}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? helpId : undefined}
        onChange={(e) => onEmail(e.target.value)}
      />
      {error && (
        <div id={helpId} role="alert" className={styles.help}>
          {error}
        </div>
      )}
    </div>
  );
}

interface SignUpConsentProps {
  newsUpdates: boolean;
  onNewsUpdates: (value: boolean) => void;
  termsAccepted: boolean;
  onTermsAccepted: (value: boolean) => void;
  /** The code was sent: the answers can no longer change. */
  locked: boolean;
}

/** Sign-up's part of the e-mail step: news and product updates, and the terms (to accept before a code is sent). */
export function SignUpConsent({ newsUpdates, onNewsUpdates, termsAccepted, onTermsAccepted, locked }: SignUpConsentProps) {
  return (
    <div className={styles.checks}>
      <label className={styles.check}>
        <input type="checkbox" checked={newsUpdates} disabled={locked} onChange={(e) => onNewsUpdates(e.target.checked)} />
        <span>Send me news and product updates</span>
      </label>
      <label className={styles.check}>
        <input type="checkbox" checked={termsAccepted} disabled={locked} onChange={(e) => onTermsAccepted(e.target.checked)} />
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
  );
}
