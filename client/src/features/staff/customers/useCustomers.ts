import { useCallback } from 'react';
import { useAdjustUserCreditsMutation, useSetCustomerPlanMutation } from '../../../graphql/generated';
import type { PlanChoice } from './customerText';

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

/**
 * 'Set plan': Enterprise until a moment with credits added, or Starter now. The answer (a Customer)
 * updates the user's row in the users list; the detail (plan, expiry, balances) and the ledger (the
 * credits added) are fetched again.
 */
export function useSetPlan() {
  const [setPlan, { loading }] = useSetCustomerPlanMutation({
    refetchQueries: ['CustomerDetail', 'CustomerLedger'],
    awaitRefetchQueries: true,
  });
  const run = useCallback(
    async (input: { userId: string; plan: PlanChoice; expiresAt: string | null; credits: number; reason: string }) => {
      const { data } = await setPlan({ variables: input });
      if (!data) throw new Error('Setting the plan had no answer');
      return data.setCustomerPlan;
    },
    [setPlan],
  );
  return { setPlan: run, loading };
}
