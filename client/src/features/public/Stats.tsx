import { useEffect, useState } from 'react';
import { handled } from '../../lib/handled';
import styles from './landing.module.css';

/** GET /api/stats: counts of the index and its use (public; the server counts them, at most every 10 minutes). */
export interface IndexFigures {
  profiles: number;
  searches: number;
  contactsRevealed: number;
  analyses: number;
}

/** The landing page's figures, each a real count (the spec's fixed counters were made up). */
export const LANDING_STATS: Array<{ key: keyof IndexFigures; label: string }> = [
  { key: 'profiles', label: 'Professionals indexed' },
  { key: 'searches', label: 'Searches done' },
  { key: 'contactsRevealed', label: 'Contacts found' },
  { key: 'analyses', label: 'Insights' },
];

/** One request per page load, shared by whoever asks (plain fetch: public pages load no Apollo Client). */
let figures: Promise<IndexFigures> | null = null;
function loadFigures(): Promise<IndexFigures> {
  figures ??= fetch('/api/stats', { headers: { accept: 'application/json' } }).then(async (res) => {
    if (!res.ok) throw new Error(`GET /api/stats answered ${res.status}`);
    return ((await res.json()) as { data: IndexFigures }).data;
  });
  figures.catch(() => {
    figures = null; // the next visit asks again
  });
  return figures;
}

/**
 * The figures under the hero. Each tile keeps its size while the count loads ('–', also in the
 * prerendered page), so nothing moves when it arrives; when the count cannot be had, the tiles stay at '–' rather than guess.
 */
export function Stats() {
  const [counts, setCounts] = useState<IndexFigures | null>(null);
  useEffect(() => {
    let live = true;
    handled(
      loadFigures().then((f) => {
        if (live) setCounts(f);
      }),
      'Loading the landing figures',
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <section aria-label="TalentLens in numbers" className={styles.statsSection}>
      <dl className={styles.stats} aria-busy={!counts}>
        {LANDING_STATS.map((s) => (
          <div key={s.key} className={styles.stat}>
            <dt className={styles.statLabel}>{s.label}</dt>
            <dd className={styles.statValue} data-testid={`stat-${s.key}`}>
              {counts ? counts[s.key].toLocaleString('en-US') : '–'}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
