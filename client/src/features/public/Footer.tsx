import { Link } from 'react-router';
import styles from './public.module.css';

/** The year the page was built, or this year: a prerendered page keeps it until the next build. */
const YEAR = new Date().getFullYear();

/** The public footer (spec section 2): copyright with the current year; shown from md (900 px) up. */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={`${styles.container} ${styles.footerInner}`}>
        <p className={styles.copyright} suppressHydrationWarning>
          © {YEAR} TalentLens. All rights reserved.
        </p>
        <nav aria-label="Legal" className={styles.footerNav}>
          <Link to="/pricing">Pricing</Link>
          <Link to="/terms">Terms of Service</Link>
          <Link to="/privacy">Privacy Policy</Link>
          <a href="mailto:support@talentlens.example">Contact</a>
        </nav>
      </div>
    </footer>
  );
}
