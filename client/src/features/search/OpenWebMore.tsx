import { GlobalOutlined } from '@ant-design/icons';
import { App, Button, Card, Flex, Typography, theme } from 'antd';
import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { type SearchInput, useOpenWebAvailableQuery, useSearchOpenWebMutation } from '../../graphql/generated';
import { serverMessage } from '../common/errors';
import { handled } from '../../lib/handled';
import { TIMINGS } from '../../lib/timings';

/**
 * What the last run said, by the search it was run for (its input as JSON), for this tab's life:
 * the card is unmounted while the search runs again, and shows it when it comes back.
 */
const LAST_RUN = new Map<string, { message: string; exhausted: boolean }>();

interface OpenWebMoreProps {
  /** The search on screen, asked of the provider as it is. */
  input: SearchInput;
  /** Its exact matches in the index. */
  exactTotal: number;
  /** Runs the search again once new people are in the index. */
  onAdded: () => void;
}

/**
 * "Search the open web for more": shown under a search with few exact matches when a live provider
 * is configured. The provider's people arrive as their own step (the results on screen stay while
 * it runs); once they are in the index the search runs again and shows them, marked with their source.
 * Each run brings the next people the provider has; what the last run did stays in the card, and
 * once the provider has no one else for the search the button goes.
 */
export function OpenWebMore({ input, exactTotal, onAdded }: OpenWebMoreProps) {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const apollo = useApolloClient();
  const available = useOpenWebAvailableQuery({ fetchPolicy: 'cache-first' });
  const [searchOpenWeb, { loading }] = useSearchOpenWebMutation();
  const searchKey = JSON.stringify({ ...input, page: 1 });
  const [, rerender] = useState(0);
  if (!available.data?.openWebAvailable) return null;
  const said = LAST_RUN.get(searchKey) ?? null;

  const run = async () => {
    try {
      const { data } = await searchOpenWeb({ variables: { input: { ...input, page: 1 } } });
      const result = data?.searchOpenWeb;
      if (!result) return;
      LAST_RUN.set(searchKey, { message: result.message, exhausted: result.exhausted });
      rerender((n) => n + 1);
      (result.returned > 0 ? message.success : message.info)({ content: result.message, duration: TIMINGS.snackbar / 1000 });
      if (result.returned > 0) {
        // Every page of every search may hold them now.
        apollo.cache.evict({ fieldName: 'searchProfiles' });
        apollo.cache.gc();
        onAdded();
      }
    } catch (err) {
      message.error({
        content: serverMessage(err, 'The open web could not be searched. Please try again.'),
        duration: TIMINGS.snackbar / 1000,
      });
    }
  };

  return (
    <Card size="small" style={{ marginBottom: token.margin }}>
      <Flex gap={token.margin} align="center" wrap justify="space-between">
        <Typography.Text>
          {exactTotal === 0
            ? 'No exact matches in the index.'
            : `Only ${exactTotal} exact ${exactTotal === 1 ? 'match' : 'matches'} in the index.`}{' '}
          <Typography.Text type="secondary">People Data Labs may know more people who fit.</Typography.Text>
        </Typography.Text>
        {!said?.exhausted && (
          <Button icon={<GlobalOutlined aria-hidden />} loading={loading} onClick={() => handled(run(), 'Searching the open web')}>
            {said ? 'Search the open web again' : 'Search the open web for more'}
          </Button>
        )}
      </Flex>
      <div role="status" aria-live="polite" style={{ marginTop: loading || said ? token.marginXS : 0 }}>
        {loading ? (
          <Typography.Text type="secondary">Asking People Data Labs for more people and adding them to the index…</Typography.Text>
        ) : (
          said && <Typography.Text type="secondary">{said.message}</Typography.Text>
        )}
      </div>
    </Card>
  );
}
