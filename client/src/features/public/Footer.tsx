import { theme } from 'antd';
import { Link } from 'react-router';
import styles from './public.module.css';

/** The public footer (spec section 2): copyright with the current year; shown from md (900 px) up. */
export function Footer() {
  const { token } = theme.useToken();
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer} style={{ borderTopColor: token.colorBorderSecondary, color: token.colorTextSecondary }}>
      <div className={`${styles.container} ${styles.footerInner}`}>
        <p className={styles.copyright}>© {year} TalentLens. All rights reserved.</p>
        <nav aria-label="Legal" className={styles.footerNav}>
          <Link to="/pricing" style={{ color: token.colorTextSecondary }}>
            Pricing
          </Link>
          <Link to="/terms" style={{ color: token.colorTextSecondary }}>
            Terms of Service
          </Link>
          <Link to="/privacy" style={{ color: token.colorTextSecondary }}>
            Privacy Policy
          </Link>
          <a href="mailto:support@talentlens.example" style={{ color: token.colorTextSecondary }}>
            Contact
          </a>
        </nav>
      </div>
    </footer>
  );
}
