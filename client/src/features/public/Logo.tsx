import { theme } from 'antd';
import { Link } from 'react-router';
import styles from './public.module.css';

/** The TalentLens wordmark: a small lens mark and the name, linking to the landing page. */
export function Logo() {
  const { token } = theme.useToken();
  return (
    <Link to="/" className={styles.logo} style={{ color: token.colorText }} aria-label="TalentLens home">
      <svg width="26" height="26" viewBox="0 0 26 26" aria-hidden="true" focusable="false">
        <circle cx="11" cy="11" r="8" fill="none" stroke={token.colorPrimary} strokeWidth="2.5" />
        <circle cx="11" cy="11" r="3" fill={token.colorPrimary} />
        <path d="M17 17l6 6" stroke={token.colorPrimary} strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span>
        Talent<span style={{ color: token.colorPrimary }}>Lens</span>
      </span>
    </Link>
  );
}
