import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect } from 'react';
import { useAppNavigate } from '../../../lib/handled';
import { clearStoredAdmin, getStoredAdmin, setStoredAdmin, toStoredAdmin } from '../../../lib/staffSession';
import {
  AdminMeDocument,
  StaffAccountsDocument,
  type CreateAdminInput,
  useAdminLoginMutation,
  useAdminLogoutMutation,
  useAdminMeQuery,
  useCreateStaffAccountMutation,
  useSetStaffAccountActiveMutation,
} from '../../../graphql/generated';

/**
 * The guard of the staff area (the staff layout): asks the server who is signed in each time the
 * staff area is entered, showing what the cache already knows meanwhile (the staff member just
 * signed in). The stored display copy (`admin-user-data`) follows along.
 */
export function useStaffCheck() {
  const { data, error, refetch } = useAdminMeQuery({ fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const staff = data?.adminMe ?? null;
  useEffect(() => {
    if (staff) setStoredAdmin(toStoredAdmin({ admin: staff, expiresAt: getStoredAdmin()?.expiresAt ?? null }));
  }, [staff]);
  return { staff, error, refetch };
}

/** The signed-in staff member, from the one `adminMe` in the staff client's cache (the staff layout has loaded it). */
export function useCurrentStaff() {
  const { data } = useAdminMeQuery();
  return data?.adminMe ?? null;
}

/**
 * Staff sign-in (docs/product-spec.md §4, "Admin login"): the server sets the httpOnly staff cookie; the
 * browser keeps the display data (never the token) and puts the staff member in the cache, so the
 * staff layout shows at once.
 */
export function useStaffLogin() {
  const client = useApolloClient();
  const [login, { loading }] = useAdminLoginMutation();
  const signIn = useCallback(
    async (identifier: string, password: string) => {
      const { data } = await login({ variables: { input: { email: identifier.trim(), password } } });
      if (!data) throw new Error('The sign-in had no answer');
      const { admin, expiresAt } = data.adminLogin;
      client.writeQuery({ query: AdminMeDocument, data: { __typename: 'Query', adminMe: admin } });
      setStoredAdmin(toStoredAdmin({ admin, expiresAt }));
      return admin;
    },
    [client, login],
  );
  return { signIn, loading };
}

/** Ends the staff session on the server, then forgets it in the browser whatever the server said, and goes to /admin. */
export function useStaffLogout() {
  const client = useApolloClient();
  const navigate = useAppNavigate();
  const [logout] = useAdminLogoutMutation();
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // The session may already be gone on the server; the browser forgets it all the same.
    }
    clearStoredAdmin();
    await client.clearStore();
    navigate('/admin', { replace: true });
  }, [client, logout, navigate]);
}

/**
 * 'Add Admin User' (docs/product-spec.md §4): create, then re-fetch the admin list, as the spec has it (the
 * new row takes its place in the server's order). Throws the server's refusal for the dialog to show.
 */
export function useCreateStaffAccount() {
  const [create, { loading }] = useCreateStaffAccountMutation({ refetchQueries: [StaffAccountsDocument], awaitRefetchQueries: true });
  const createStaffAccount = useCallback(
    async (input: CreateAdminInput) => {
      const { data } = await create({ variables: { input } });
      if (!data) throw new Error('The new admin user had no answer');
      return data.createStaffAccount;
    },
    [create],
  );
  return { createStaffAccount, loading };
}

/** Deactivate or reactivate a staff account; the answer (with its id) updates its row in the cache. */
export function useSetStaffAccountActive() {
  const [setActive, { loading }] = useSetStaffAccountActiveMutation();
  const change = useCallback(
    async (id: string, isActive: boolean) => {
      const { data } = await setActive({ variables: { id, isActive } });
      if (!data) throw new Error('The change had no answer');
      return data.setStaffAccountActive;
    },
    [setActive],
  );
  return { setActive: change, loading };
}
