import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { endStaffSession } from '../lib/staffSession';

/**
 * The staff area's own Apollo Client, apart from the users' (apollo.ts): its own cache, so staff
 * data and a user's data never share one, and its own reaction to UNAUTHENTICATED. The staff
 * session travels in the httpOnly `tl_staff` cookie (same origin). When the server says it is gone,
 * the stored staff data is forgotten and the staff pages send the browser to /admin; a user who is
 * signed in in the same browser stays signed in (the users' client would clear `userInfo`).
 */
export function createStaffApolloClient(): ApolloClient {
  const endOnUnauthenticated = new ErrorLink(({ error, operation }) => {
    // A refused sign-in is answered UNAUTHENTICATED too; the form shows it.
    if (operation.operationName === 'AdminLogin') return;
    if (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) endStaffSession();
  });
  return new ApolloClient({
    link: ApolloLink.from([endOnUnauthenticated, new HttpLink({ uri: '/graphql', credentials: 'same-origin' })]),
    cache: new InMemoryCache({
      typePolicies: {
        // A staff account is one object: deactivating it in the table updates every place that shows it.
        StaffAccount: { keyFields: ['id'] },
      },
    }),
  });
}
