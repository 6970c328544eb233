import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import styles from './public.module.css';

const noSubscription = () => () => {};

/**
 * This year. A prerendered page says the year it was built, so while it hydrates this is that
 * year (the HTML is matched as it is), then this year: a page built last year is corrected at once.
 */
function useYear(): number {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}

/**
 * The public footer (docs/product-spec.md §2): copyright with the current year; shown from md
 * (900 px) up, and below only its two privacy links, so the notice for the people in the index is
 * reachable from a phone.
 */
export function Footer() {
  const year = useYear();
  return (
    <footer className={styles.footer}>
      <div className={`${styles.container} ${styles.footerInner}`}>
        <p className={styles.copyright}>© {year} TalentLens. All rights reserved.</p>
        <nav aria-label="Legal" className={styles.footerNav}>
          <Link to="/pricing">Pricing</Link>
          <Link to="/terms">Terms of Service</Link>
          <Link to="/privacy" className={styles.keepOnPhones}>
            Privacy Policy
          </Link>
          <Link to="/people-privacy" className={styles.keepOnPhones}>
            If you are in our index
          </Link>
          <a href="mailto:support@talentlens.example">Contact</a>
        </nav>
      </div>
    </footer>
  );
}
