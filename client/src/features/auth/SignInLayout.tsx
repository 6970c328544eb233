import type { CSSProperties, ReactNode } from 'react';
import { Logo } from '../public/Logo';
import { PUBLIC_CSS_VARS, PUBLIC_THEME } from '../public/publicTheme';
import { usePageTitle } from '../public/usePageTitle';
import styles from './signIn.module.css';

/**
 * The frame of /login and /register: the logo, a heading and one card, centred at every width (as
 * AuthLayout draws it with antd, which the sign-in pages do not load), in the theme's values.
 */
export function SignInLayout({
  title,
  pageTitle,
  subtitle,
  children,
}: {
  title: string;
  pageTitle: string;
  subtitle: string;
  children: ReactNode;
}) {
  usePageTitle(pageTitle);
  const vars = { ...PUBLIC_CSS_VARS, fontFamily: PUBLIC_THEME.fontFamily, color: PUBLIC_THEME.colorText } as CSSProperties;
  return (
    <div className={styles.page} style={vars}>
      <header className={styles.column}>
        <Logo />
      </header>
      <main className={styles.column}>
        <div className={styles.card}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.subtitle}>{subtitle}</p>
          {children}
        </div>
      </main>
    </div>
  );
}
