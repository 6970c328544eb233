import { theme } from 'antd';
import styles from './landing.module.css';

/** Spec section 2 and 9: three fixed counters. */
export const LANDING_STATS = [
  { label: 'Searches done', value: 19471 },
  { label: 'Contacts found', value: 12762 },
  { label: 'Insights', value: 12229 },
] as const;

export function Stats() {
  const { token } = theme.useToken();
  return (
    <section aria-label="TalentLens in numbers" className={styles.statsSection}>
      <dl className={styles.stats}>
        {LANDING_STATS.map((s) => (
          <div
            key={s.label}
            className={styles.stat}
            style={{ borderColor: token.colorBorderSecondary, background: token.colorBgContainer }}
          >
            <dt className={styles.statLabel} style={{ color: token.colorTextSecondary }}>
              {s.label}
            </dt>
            <dd className={styles.statValue} style={{ color: token.colorPrimary }}>
              {s.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
