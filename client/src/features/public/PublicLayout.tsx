import type { CSSProperties, ReactNode } from 'react';
import { Footer } from './Footer';
import { PUBLIC_CSS_VARS, PUBLIC_THEME } from './publicTheme';
import { useSignedInMark } from './signedIn';
import { TopBar } from './TopBar';
import { usePageTitle } from './usePageTitle';
import styles from './public.module.css';

/**
 * The frame of every public page: skip link, top bar, <main> and footer. The theme's values are
 * handed to the CSS modules as custom properties, so no colour is written twice. The page's title
 * (and description, canonical link, Open Graph tags) are in the prerendered HTML's head
 * (src/prerender/); here the title follows navigation inside the app.
 */
export function PublicLayout({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  useSignedInMark();

  const vars = {
    ...PUBLIC_CSS_VARS,
    fontFamily: PUBLIC_THEME.fontFamily,
    color: PUBLIC_THEME.colorText,
    background: PUBLIC_THEME.colorBgLayout,
  } as CSSProperties;

  return (
    <div className={styles.page} style={vars}>
      <a href="#main" className={styles.skipLink}>
        Skip to main content
      </a>
      <TopBar />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
