import { Link } from 'react-router';
import { PUBLIC_THEME } from './publicTheme';
import styles from './public.module.css';

/** The TalentLens wordmark: a small lens mark and the name, linking to the landing page. */
export function Logo() {
  const accent = PUBLIC_THEME.colorPrimary;
  return (
    <Link to="/" className={styles.logo} style={{ color: PUBLIC_THEME.colorText }} aria-label="TalentLens home">
      <svg width="26" height="26" viewBox="0 0 26 26" aria-hidden="true" focusable="false">
        <circle cx="11" cy="11" r="8" fill="none" stroke={accent} strokeWidth="2.5" />
        <circle cx="11" cy="11" r="3" fill={accent} />
        <path d="M17 17l6 6" stroke={accent} strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span>
        Talent<span style={{ color: accent }}>Lens</span>
      </span>
    </Link>
  );
}
