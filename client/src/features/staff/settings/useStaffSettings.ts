import type { ApolloCache } from '@apollo/client';
import { useCallback } from 'react';
import {
  type CreditPackageInput,
  type StaffSettingsAllFragment,
  StaffSettingsDocument,
  useCreateCreditPackageMutation,
  useUpdateCreditPackageMutation,
  useUpdateProviderBudgetsMutation,
  useUpdateSignupBonusMutation,
} from '../../../graphql/generated';

/** Each settings mutation answers the whole settings: they replace the page's query in the cache. */
function keep(cache: ApolloCache, settings: StaffSettingsAllFragment | undefined) {
  if (settings) cache.writeQuery({ query: StaffSettingsDocument, data: { __typename: 'Query', staffSettings: settings } });
}

/** Saves a credit package: a new one when `id` is null. Throws the server's refusal. */
export function useSavePackage() {
  const [update, updating] = useUpdateCreditPackageMutation({ update: (cache, { data }) => keep(cache, data?.updateCreditPackage) });
  const [create, creating] = useCreateCreditPackageMutation({ update: (cache, { data }) => keep(cache, data?.createCreditPackage) });
  const save = useCallback(
    async (id: number | null, input: CreditPackageInput) => {
      if (id === null) await create({ variables: { input } });
      else await update({ variables: { id, input } });
    },
    [create, update],
  );
  return { save, loading: updating.loading || creating.loading };
}

/** Saves the sign-up bonus. Throws the server's refusal. */
export function useSaveSignupBonus() {
  const [mutate, { loading }] = useUpdateSignupBonusMutation({ update: (cache, { data }) => keep(cache, data?.updateSignupBonus) });
  const save = useCallback(
    async (credits: number, reason: string | null) => {
      await mutate({ variables: { credits, reason } });
    },
    [mutate],
  );
  return { save, loading };
}

/** Saves the live providers' budgets. Throws the server's refusal. */
export function useSaveProviderBudgets() {
  const [mutate, { loading }] = useUpdateProviderBudgetsMutation({ update: (cache, { data }) => keep(cache, data?.updateProviderBudgets) });
  const save = useCallback(
    async (userDailyBudget: number, monthlyBudget: number, reason: string | null) => {
      await mutate({ variables: { userDailyBudget, monthlyBudget, reason } });
    },
    [mutate],
  );
  return { save, loading };
}
