import { useCallback } from 'react';
import { useAdjustUserCreditsMutation } from '../../../graphql/generated';

/**
 * 'Adjust credits': the answer (a Customer with its id) updates the user's row in the users list;
 * the detail, its counts and its ledger cannot be computed from it, so they are fetched again.
 */
export function useAdjustCredits() {
  const [adjust, { loading }] = useAdjustUserCreditsMutation({
    refetchQueries: ['CustomerDetail', 'CustomerLedger'],
    awaitRefetchQueries: true,
  });
  const run = useCallback(
    async (userId: string, amount: number, reason: string) => {
      const { data } = await adjust({ variables: { userId, amount, reason } });
      if (!data) throw new Error('The adjustment had no answer');
      return data.adjustUserCredits;
    },
    [adjust],
  );
  return { adjust: run, loading };
}
