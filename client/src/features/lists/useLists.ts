import type { ApolloCache, Reference } from '@apollo/client';
import { useCallback } from 'react';
import { serverMessage } from '../common/errors';
import {
  type ListDetailFragment,
  useAddToListMutation,
  useCreateListMutation,
  useDeleteListMutation,
  useRemoveFromListMutation,
} from '../../graphql/generated';

/** A new list goes first in the cached `lists` (newest first), so /lists and the account page show it at once. */
function prependList(cache: ApolloCache, id: string) {
  cache.modify<{ lists: Reference[] }>({
    id: 'ROOT_QUERY',
    fields: {
      lists(existing = [], { readField, toReference }) {
        const ref = toReference({ __typename: 'ProfileList', id });
        if (!ref || existing.some((r) => readField('id', r) === id)) return existing;
        return [ref, ...existing];
      },
    },
  });
}

/** The list mutations with their cache updates: no refetch of all lists after any of them. */
export function useListMutations() {
  const [createMutation, createState] = useCreateListMutation();
  const [addMutation, addState] = useAddToListMutation();
  const [deleteMutation, deleteState] = useDeleteListMutation();
  const [removeMutation, removeState] = useRemoveFromListMutation();

  /**
   * Creates a list from the form's values: the name must not be blank once trimmed (spec section 5);
   * answers the list, or the message to show (the spec's wording).
   */
  const createList = useCallback(
    async (
      name: string,
      description: string,
    ): Promise<{ list: ListDetailFragment; error?: undefined } | { list?: undefined; error: string }> => {
      const trimmed = name.trim();
      if (!trimmed) return { error: 'Please enter a list name' };
      try {
        const { data } = await createMutation({
          variables: { input: { name: trimmed, description: description.trim() || null } },
          update(cache, result) {
            if (result.data) prependList(cache, result.data.createList.id);
          },
        });
        return { list: data!.createList };
      } catch (err) {
        return { error: `Error creating list: ${serverMessage(err, 'please try again.')}` };
      }
    },
    [createMutation],
  );

  const addToList = useCallback(
    async (listId: string, profileId: string) => {
      const { data } = await addMutation({ variables: { listId, profileId } });
      return data!.addToList;
    },
    [addMutation],
  );

  const deleteList = useCallback(
    async (id: string) => {
      await deleteMutation({
        variables: { id },
        update(cache) {
          cache.evict({ id: cache.identify({ __typename: 'ProfileList', id }) });
          cache.gc();
        },
      });
    },
    [deleteMutation],
  );

  const removeFromList = useCallback(
    async (listId: string, linkedinUsername: string) => {
      const { data } = await removeMutation({ variables: { listId, linkedinUsername } });
      return data!.removeFromList;
    },
    [removeMutation],
  );

  return {
    createList,
    addToList,
    deleteList,
    removeFromList,
    busy: createState.loading || addState.loading || deleteState.loading || removeState.loading,
  };
}
