import type { ApolloCache, Reference } from '@apollo/client';
import { useCallback } from 'react';
import { useCreateApiKeyMutation, useRevokeApiKeyMutation } from '../../graphql/generated';

/** A new key goes first in the cached `apiKeys`, so the list shows it at once, without a refetch. */
function prependKey(cache: ApolloCache, id: string) {
  cache.modify<{ apiKeys: Reference[] }>({
    id: 'ROOT_QUERY',
    fields: {
      apiKeys(existing = [], { readField, toReference }) {
        const ref = toReference({ __typename: 'ApiKey', id });
        if (!ref || existing.some((r) => readField('id', r) === id)) return existing;
        return [ref, ...existing];
      },
    },
  });
}

/**
 * Creating and revoking API keys with their cache updates. A revoke answers the key itself, so its
 * row updates in the cache by its id.
 */
export function useApiKeyMutations() {
  const [createMutation, createState] = useCreateApiKeyMutation();
  const [revokeMutation, revokeState] = useRevokeApiKeyMutation();

  /** Creates a key; answers the key itself, which is never shown again. */
  const createApiKey = useCallback(
    async (name: string): Promise<string> => {
      const { data } = await createMutation({
        variables: { input: { name: name.trim() } },
        update(cache, result) {
          if (result.data) prependKey(cache, result.data.createApiKey.apiKey.id);
        },
      });
      return data!.createApiKey.key;
    },
    [createMutation],
  );

  const revokeApiKey = useCallback(
    async (id: string) => {
      await revokeMutation({ variables: { id } });
    },
    [revokeMutation],
  );

  return { createApiKey, revokeApiKey, creating: createState.loading, revoking: revokeState.loading };
}
