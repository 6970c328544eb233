import { LinkButton } from './LinkButton';
import { onlySignedIn, onlySignedOut } from './signedIn';
import { SignalVideo } from './SignalVideo';
import styles from './landing.module.css';

/** Landing headline, tagline, calls to action and the clip (docs/product-spec.md §1 and §2). */
export function Hero() {
  return (
    <section aria-labelledby="hero-title" className={styles.hero}>
      <div className={styles.heroText}>
        <p className={styles.eyebrow}>People discovery for recruiters and sales teams</p>
        <h1 id="hero-title" className={styles.headline}>
          Your gateway to the open web, where <span className={styles.accent}>professionals</span> converge
        </h1>
        <p className={styles.tagline}>
          Find anyone, from anywhere: search with keywords, boolean operators or plain natural language. TalentLens finds a prospect&apos;s
          contact information and online footprint, then writes profile summaries and decision-ready insights.
        </p>
        <div className={styles.ctas}>
          <LinkButton to="/dashboard" look="primary" large className={onlySignedIn}>
            Go to your dashboard
          </LinkButton>
          <LinkButton to="/register" look="primary" large className={onlySignedOut}>
            Start for free
          </LinkButton>
          <LinkButton to="/pricing" large>
            See plans
          </LinkButton>
        </div>
      </div>
      <div className={styles.heroMedia}>
        <SignalVideo />
      </div>
    </section>
  );
}
