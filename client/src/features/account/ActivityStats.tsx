import { theme } from 'antd';
import { type MyActivityQuery, useMyActivityQuery } from '../../graphql/generated';
import { RetryButton } from '../common/RetryButton';

type Activity = MyActivityQuery['myActivity'];

const FIGURES: Array<{ key: keyof Omit<Activity, '__typename'>; label: string }> = [
  { key: 'searchesRun', label: 'Searches run' },
  { key: 'lists', label: 'Lists' },
  { key: 'profilesSaved', label: 'Profiles saved' },
  { key: 'contactsRevealed', label: 'Contacts revealed' },
  { key: 'creditsLeft', label: 'Credits left' },
];

/**
 * The dashboard's figures: the signed-in user's own searches, lists, saved profiles, reveals and
 * credits, as the server counts them (asked again on every visit, so they follow what the user did
 * elsewhere). While they load, each figure reads '–'; a failed load says so with Retry.
 */
export function ActivityStats() {
  const { token } = theme.useToken();
  const { data, error, refetch } = useMyActivityQuery({ fetchPolicy: 'cache-and-network' });
  const activity = data?.myActivity;
  return (
    <section aria-label="Your activity" aria-busy={!activity && !error}>
      <ul
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          width: '100%',
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 120px), 1fr))',
          gap: token.margin,
        }}
      >
        {FIGURES.map(({ key, label }) => (
          <li
            key={key}
            style={{
              background: token.colorBgContainer,
              border: `1px solid ${token.colorBorderSecondary}`,
              borderRadius: token.borderRadiusLG,
              padding: token.padding,
              textAlign: 'center',
            }}
          >
            <div
              data-testid={`activity-${key}`}
              style={{ fontSize: token.fontSizeHeading2, fontWeight: 600, lineHeight: 1.2, color: token.colorPrimary }}
            >
              {activity ? activity[key].toLocaleString('en-US') : '–'}
            </div>
            <div style={{ color: token.colorTextSecondary }}>{label}</div>
          </li>
        ))}
      </ul>
      {error && !activity && (
        <div role="alert" style={{ marginTop: token.marginXS, color: token.colorTextSecondary, textAlign: 'center' }}>
          Your figures could not be loaded. <RetryButton onRetry={() => refetch()} />
        </div>
      )}
    </section>
  );
}
