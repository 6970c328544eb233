import type { ApolloCache, Reference } from '@apollo/client';
import { useCallback } from 'react';
import { serverMessage } from '../common/errors';
import {
  type ListProfilesTableRowFragment,
  type ListsTableRowFragment,
  type ListStage,
  useAddProfilesToListMutation,
  useAddToListMutation,
  useCreateListMutation,
  useDeleteListMutation,
  useRemoveFromListMutation,
  useSetListSharedMutation,
  useUpdateListEntryMutation,
} from '../../graphql/generated';
import { countOneListMore } from './listCache';

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

/**
 * A teammate's list made private (by a team admin) is no longer the user's to see: it leaves the
 * cached `lists`. The list itself stays cached, so a page showing it can say so and move on.
 */
function dropFromLists(cache: ApolloCache, id: string) {
  cache.modify<{ lists: Reference[] }>({
    id: 'ROOT_QUERY',
    fields: {
      lists(existing = [], { readField }) {
        return existing.filter((r) => readField('id', r) !== id);
      },
    },
  });
}

/**
 * The cached pages of a list's profiles are dropped after people are added or taken out (a page
 * further on shifts): the list page, when open, reads its page again; nothing else is refetched.
 */
function dropProfilePages(cache: ApolloCache, listId: string) {
  cache.evict({ id: cache.identify({ __typename: 'ProfileList', id: listId }), fieldName: 'profiles' });
}

/**
 * The changed entry replaces its row in every cached page of the list (entries have no id of their
 * own, so Apollo keeps them inside their list), and every place that shows the list follows.
 */
function replaceEntry(cache: ApolloCache, listId: string, entry: ListProfilesTableRowFragment) {
  cache.modify<{ profiles: Array<{ linkedinUsername: string }> }>({
    id: cache.identify({ __typename: 'ProfileList', id: listId }),
    fields: {
      profiles(existing, { readField }) {
        if (!Array.isArray(existing)) return existing;
        return existing.map((row) =>
          readField('linkedinUsername', row as Reference) === entry.linkedinUsername ? { ...(row as object), ...entry } : row,
        );
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
  const [addManyMutation, addManyState] = useAddProfilesToListMutation();
  const [updateEntryMutation] = useUpdateListEntryMutation();
  const [sharedMutation, sharedState] = useSetListSharedMutation();

  /**
   * Creates a list from the form's values: the name must not be blank once trimmed (docs/product-spec.md §5);
   * `shared`: shared with the user's team at once. Answers the list, or the message to show (the spec's wording).
   */
  const createList = useCallback(
    async (
      name: string,
      description: string,
      shared = false,
    ): Promise<{ list: ListsTableRowFragment; error?: undefined } | { list?: undefined; error: string }> => {
      const trimmed = name.trim();
      if (!trimmed) return { error: 'Please enter a list name' };
      try {
        const { data } = await createMutation({
          variables: { input: { name: trimmed, description: description.trim() || null, ...(shared ? { shared: true } : {}) } },
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
      const { data } = await addMutation({
        variables: { listId, profileId },
        update(cache) {
          dropProfilePages(cache, listId);
        },
      });
      return data!.addProfileToList;
    },
    [addMutation],
  );

  /**
   * Adds one or many profiles (by id) to a list: how many were added and how many were already in it.
   * The people it added (the server says who) count one list more wherever they are shown.
   */
  const addProfilesToList = useCallback(
    async (listId: string, profileIds: readonly string[]) => {
      const { data } = await addManyMutation({
        variables: { listId, profileIds: [...profileIds] },
        update(cache, result) {
          if (!result.data) return;
          countOneListMore(cache, result.data.addProfilesToList.addedUsernames);
          dropProfilePages(cache, listId);
        },
      });
      return data!.addProfilesToList;
    },
    [addManyMutation],
  );

  /** Saves a person's stage and/or notes in a list; answers the entry. */
  const updateListEntry = useCallback(
    async (listId: string, linkedinUsername: string, change: { stage?: ListStage; notes?: string }) => {
      const { data } = await updateEntryMutation({
        variables: { listId, linkedinUsername, ...change },
        update(cache, result) {
          if (result.data) replaceEntry(cache, listId, result.data.updateListEntry);
        },
      });
      return data!.updateListEntry;
    },
    [updateEntryMutation],
  );

  /**
   * Shares a list with the team or makes it private to its owner; answers the list (its row follows
   * everywhere from the cache). A teammate's list made private leaves the user's lists.
   */
  const setListShared = useCallback(
    async (listId: string, shared: boolean) => {
      const { data } = await sharedMutation({
        variables: { listId, shared },
        update(cache, result) {
          const list = result.data?.setListShared;
          if (list && !list.shared && !list.ownedByYou) dropFromLists(cache, list.id);
        },
      });
      return data!.setListShared;
    },
    [sharedMutation],
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
      const { data } = await removeMutation({
        variables: { listId, linkedinUsername },
        update(cache) {
          dropProfilePages(cache, listId);
        },
      });
      return data!.removeFromList;
    },
    [removeMutation],
  );

  return {
    createList,
    addToList,
    addProfilesToList,
    updateListEntry,
    deleteList,
    removeFromList,
    setListShared,
    sharing: sharedState.loading,
    busy: createState.loading || addState.loading || addManyState.loading || deleteState.loading || removeState.loading,
  };
}
