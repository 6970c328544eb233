import { useCallback, useState } from 'react';
import {
  type ContactCostQuery,
  type RevealContactsBulkMutation,
  useContactCostLazyQuery,
  useRevealContactsBulkMutation,
} from '../../graphql/generated';
import { serverMessage } from '../common/errors';
import { dropTeamPool } from './teamPool';

export type BulkCost = ContactCostQuery['contactCost'];
export type BulkOutcome = RevealContactsBulkMutation['revealContactsBulk'];

/**
 * Revealing a selection of profiles: first what it costs now (`price`, read fresh from the server,
 * charging nothing), then the reveal itself (`reveal`), which charges only for what it delivers.
 * The answer carries the changed User and each revealed profile's preview (keyed by the profile),
 * so credits and 'Free: already revealed' update everywhere; opened profiles are marked fetched
 * and the cached credit history is dropped, and so is a team's pool when the reveal spent credits
 * (a member's reveals are paid from it; the answer does not carry it, so it is read again).
 */
export function useBulkReveal() {
  const [loadCost, { loading: pricing }] = useContactCostLazyQuery({ fetchPolicy: 'network-only' });
  const [mutate, { loading: revealing }] = useRevealContactsBulkMutation();
  const [error, setError] = useState<string | null>(null);

  const price = useCallback(
    async (usernames: readonly string[]): Promise<BulkCost | null> => {
      setError(null);
      try {
        const { data } = await loadCost({ variables: { linkedinUsernames: [...usernames] } });
        return data?.contactCost ?? null;
      } catch (err) {
        setError(serverMessage(err, 'The cost could not be worked out. Please try again.'));
        return null;
      }
    },
    [loadCost],
  );

  const reveal = useCallback(
    async (usernames: readonly string[]): Promise<BulkOutcome | null> => {
      setError(null);
      try {
        const { data } = await mutate({
          variables: { linkedinUsernames: [...usernames] },
          update(cache, result) {
            const outcome = result.data?.revealContactsBulk;
            if (!outcome) return;
            for (const item of outcome.results) {
              if (!item.revealed || !item.contactPreview) continue;
              cache.modify({
                id: cache.identify({ __typename: 'ProfileDetail', id: item.contactPreview.profileId }),
                fields: { revealed: () => true },
              });
            }
            // A first reveal writes a ledger row (a credit, or 0 with its message).
            if (outcome.charged > 0) dropTeamPool(cache);
            if (outcome.charged > 0 || outcome.results.some((r) => r.message && r.revealed)) {
              cache.evict({ id: 'ROOT_QUERY', fieldName: 'creditLedger' });
              cache.gc();
            }
          },
        });
        return data?.revealContactsBulk ?? null;
      } catch (err) {
        setError(serverMessage(err, 'The contacts could not be revealed. Please try again.'));
        return null;
      }
    },
    [mutate],
  );

  return { price, reveal, pricing, revealing, error, clearError: useCallback(() => setError(null), []) };
}
