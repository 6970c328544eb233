import { theme } from 'antd';
import { useLocation } from 'react-router';
import { PublicLayout } from '../../features/public/PublicLayout';
import { RouterButton } from '../../features/common/RouterButton';
import styles from '../../features/public/legal.module.css';
import publicStyles from '../../features/public/public.module.css';

/** Any unknown address (route `*`): a friendly 404 with a way home. */
export function Component() {
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  return (
    <PublicLayout title="Page not found · TalentLens">
      <div className={publicStyles.container}>
        <section className={styles.notFound} aria-labelledby="not-found-title">
          <p className={styles.code} style={{ color: token.colorPrimary }} aria-hidden="true">
            404
          </p>
          <h1 id="not-found-title" className={styles.title}>
            Page not found
          </h1>
          <p style={{ color: token.colorTextSecondary, overflowWrap: 'anywhere' }}>
            We searched the open web and still could not find <code>{pathname}</code>. The link may be old, or the address may have a typo.
          </p>
          <div className={styles.actions}>
            <RouterButton to="/" type="primary" size="large">
              Back to home
            </RouterButton>
            <RouterButton to="/pricing" size="large">
              See pricing
            </RouterButton>
          </div>
        </section>
      </div>
    </PublicLayout>
  );
}
