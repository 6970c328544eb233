import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { useAppNavigate } from '../../lib/handled';
import { buttonClass, LinkButton } from './LinkButton';
import { Logo } from './Logo';
import { scrollToSection } from './scroll';
import { onlySignedIn, onlySignedOut } from './signedIn';
import styles from './public.module.css';

export const FEATURES_ID = 'features';

/**
 * The public top bar (docs/product-spec.md §2): logo, Features (scrolls to the features section, or goes to
 * the landing page's one), Pricing, and Dashboard or Login depending on whether a user is signed
 * in (both are in the page, one shown: signedIn.ts). Each is a link, so the bar works before the
 * page's script has run.
 */
export function TopBar() {
  const navigate = useAppNavigate();
  const { pathname } = useLocation();
  const onPricing = pathname === '/pricing';
  const navButton = `${styles.navButton} ${buttonClass('text')}`;

  const onFeatures = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    if (pathname === '/' && scrollToSection(FEATURES_ID)) return;
    navigate({ pathname: '/', hash: `#${FEATURES_ID}` });
  };

  return (
    <header className={styles.header}>
      <div className={`${styles.container} ${styles.headerInner}`}>
        <Logo />
        <nav aria-label="Main" className={styles.nav}>
          <a href={`/#${FEATURES_ID}`} className={navButton} onClick={onFeatures}>
            Features
          </a>
          <LinkButton
            to="/pricing"
            look="text"
            className={`${styles.navButton} ${onPricing ? styles.navCurrent : ''}`}
            aria-current={onPricing ? 'page' : undefined}
          >
            Pricing
          </LinkButton>
          <LinkButton to="/dashboard" look="primary" className={`${styles.navButton} ${styles.navPrimary} ${onlySignedIn}`}>
            Dashboard
          </LinkButton>
          <LinkButton to="/login" look="primary" className={`${styles.navButton} ${styles.navPrimary} ${onlySignedOut}`}>
            Login
          </LinkButton>
        </nav>
      </div>
    </header>
  );
}
