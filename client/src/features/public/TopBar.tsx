import { Button, theme } from 'antd';
import { useLocation } from 'react-router';
import { useAppNavigate } from '../../lib/handled';
import { useStoredUser } from '../../lib/session';
import { Logo } from './Logo';
import { RouterButton } from '../common/RouterButton';
import { scrollToSection } from './scroll';
import styles from './public.module.css';

export const FEATURES_ID = 'features';

/**
 * The public top bar (spec section 2): logo, Features (scrolls to the features section, or goes to
 * the landing page's one), Pricing, and Dashboard or Login depending on the stored user.
 */
export function TopBar() {
  const user = useStoredUser();
  const navigate = useAppNavigate();
  const { pathname } = useLocation();
  const { token } = theme.useToken();
  const onPricing = pathname === '/pricing';

  const onFeatures = () => {
    if (pathname === '/' && scrollToSection(FEATURES_ID)) return;
    navigate({ pathname: '/', hash: `#${FEATURES_ID}` });
  };

  return (
    <header className={styles.header}>
      <div className={`${styles.container} ${styles.headerInner}`}>
        <Logo />
        <nav aria-label="Main" className={styles.nav}>
          <Button type="text" className={styles.navButton} onClick={onFeatures}>
            Features
          </Button>
          <RouterButton
            to="/pricing"
            type="text"
            className={styles.navButton}
            aria-current={onPricing ? 'page' : undefined}
            style={onPricing ? { color: token.colorPrimary } : undefined}
          >
            Pricing
          </RouterButton>
          {user ? (
            <RouterButton to="/dashboard" type="primary" className={styles.navButton}>
              Dashboard
            </RouterButton>
          ) : (
            <RouterButton to="/login" type="primary" className={styles.navButton}>
              Login
            </RouterButton>
          )}
        </nav>
      </div>
    </header>
  );
}
