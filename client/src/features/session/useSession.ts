import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect } from 'react';
import { useAppNavigate } from '../../lib/handled';
import { clearStoredUser, setStoredUser } from '../../lib/session';
import { MeDocument, type SessionUserFragment, useLogoutMutation, useMeQuery } from '../../graphql/generated';

/**
 * The signed-in user, credits and plan included, from the one `me` query in Apollo's cache.
 * Every place that shows credits reads it here, so a mutation that returns the changed User
 * (with its id) updates all of them at once. The stored display copy follows along.
 */
export function useCurrentUser() {
  const { data, loading, error, refetch } = useMeQuery();
  const user = data?.me ?? null;
  useEffect(() => {
    if (user) setStoredUser(user);
  }, [user]);
  return { user, loading, error, refetch };
}

/** After a successful code check: the user is put in the cache and in storage (which signs in the router). */
export function useCompleteSignIn() {
  const client = useApolloClient();
  return useCallback(
    (user: SessionUserFragment) => {
      client.writeQuery({ query: MeDocument, data: { __typename: 'Query', me: user } });
      setStoredUser(user);
    },
    [client],
  );
}

/** Ends the session on the server, then forgets it in the browser, whatever the server said. */
export function useLogout() {
  const client = useApolloClient();
  const navigate = useAppNavigate();
  const [logout] = useLogoutMutation();
  return useCallback(
    async (to = '/login') => {
      try {
        await logout();
      } catch {
        // The session may already be gone on the server; the browser forgets it all the same.
      }
      clearStoredUser();
      await client.clearStore();
      navigate(to, { replace: true });
    },
    [client, logout, navigate],
  );
}
