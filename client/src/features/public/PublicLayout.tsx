import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { Footer } from './Footer';
import { TopBar } from './TopBar';
import styles from './public.module.css';

/**
 * The frame of every public page: skip link, top bar, <main> and footer. Theme tokens are handed to
 * the CSS modules as custom properties, so no colour is written twice.
 */
export function PublicLayout({ title, children }: { title: string; children: ReactNode }) {
  const { token } = theme.useToken();
  const vars = {
    '--pl-primary': token.colorPrimary,
    '--pl-primary-bg': token.colorPrimaryBg,
    '--pl-primary-border': token.colorPrimaryBorder,
    '--pl-text': token.colorText,
    '--pl-text-2': token.colorTextSecondary,
    '--pl-border': token.colorBorderSecondary,
    '--pl-bg': token.colorBgLayout,
    '--pl-bg-elevated': token.colorBgContainer,
    '--pl-radius': `${token.borderRadiusLG}px`,
    '--pl-focus': token.colorPrimary,
    fontFamily: token.fontFamily,
    color: token.colorText,
    background: token.colorBgLayout,
  } as CSSProperties;

  return (
    <div className={styles.page} style={vars}>
      <title>{title}</title>
      <a href="#main" className={styles.skipLink} style={{ background: token.colorPrimary, color: token.colorTextLightSolid }}>
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
