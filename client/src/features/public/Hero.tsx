import { theme } from 'antd';
import { useStoredUser } from '../../lib/session';
import { RouterButton } from '../common/RouterButton';
import { SignalVideo } from './SignalVideo';
import styles from './landing.module.css';

/** Landing headline, tagline, calls to action and the clip (spec sections 1 and 2). */
export function Hero() {
  const { token } = theme.useToken();
  const user = useStoredUser();
  return (
    <section aria-labelledby="hero-title" className={styles.hero}>
      <div className={styles.heroText}>
        <p className={styles.eyebrow} style={{ color: token.colorPrimary }}>
          People discovery for recruiters and sales teams
        </p>
        <h1 id="hero-title" className={styles.headline}>
          Your gateway to the open web, where <span style={{ color: token.colorPrimary }}>professionals</span> converge
        </h1>
        <p className={styles.tagline} style={{ color: token.colorTextSecondary }}>
          Find anyone, from anywhere: search with keywords, boolean operators or plain natural language. TalentLens finds a prospect&apos;s
          contact information and online footprint, then writes profile summaries and decision-ready insights.
        </p>
        <div className={styles.ctas}>
          {user ? (
            <RouterButton to="/dashboard" type="primary" size="large">
              Go to your dashboard
            </RouterButton>
          ) : (
            <RouterButton to="/register" type="primary" size="large">
              Start for free
            </RouterButton>
          )}
          <RouterButton to="/pricing" size="large">
            See plans
          </RouterButton>
        </div>
      </div>
      <div className={styles.heroMedia}>
        <SignalVideo />
      </div>
    </section>
  );
}
