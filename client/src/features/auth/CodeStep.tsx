import styles from './signIn.module.css';

interface CodeStepProps {
  otp: string;
  onOtp: (otp: string) => void;
  error?: string;
  /** Signed in: the code can no longer change. */
  done: boolean;
  /** The id of the field's message (for aria-describedby). */
  helpId: string;
}

/** The second step of the e-mail code sign-in: the 6-digit code the e-mail brought (spaces dropped as typed). */
export function CodeStep({ otp, onOtp, error, done, helpId }: CodeStepProps) {
  return (
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
        className={`${styles.input} ${error ? styles.inputError : ''}`}
        value={otp}
        disabled={done}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? helpId : undefined}
        onChange={(e) => onOtp(e.target.value.replace(/\s/g, ''))}
      />
      {error && (
        <div id={helpId} role="alert" className={styles.help}>
          {error}
        </div>
      )}
    </div>
  );
}
