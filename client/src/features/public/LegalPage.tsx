import type { ReactNode } from 'react';
import { PublicLayout } from './PublicLayout';
import styles from './legal.module.css';
import publicStyles from './public.module.css';

export const LEGAL_UPDATED = '1 January 2026';

/** Frame of the Terms of Service and Privacy Policy pages: one readable column under one <h1>. */
export function LegalPage({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <PublicLayout title={`${title} · TalentLens`}>
      <div className={publicStyles.container}>
        <article className={styles.article} aria-labelledby="legal-title">
          <h1 id="legal-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.meta}>Last updated: {LEGAL_UPDATED}</p>
          <p>{intro}</p>
          {children}
        </article>
      </div>
    </PublicLayout>
  );
}

/** An e-mail link inside running text (underlined, not colour alone). */
export function MailLink({ address }: { address: string }) {
  return (
    <a href={`mailto:${address}`} className={publicStyles.inlineLink}>
      {address}
    </a>
  );
}
