import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { clearStoredUser } from '../lib/session';
import { TYPE_POLICIES } from './cachePolicies';

/**
 * One Apollo Client for the app. The session travels in the httpOnly cookie (same origin).
 * When the server says the session is gone (UNAUTHENTICATED), the stored user is cleared, which
 * sends every protected page to /login.
 */
export function createApolloClient(): ApolloClient {
  const signOutOnUnauthenticated = new ErrorLink(({ error }) => {
    if (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) {
      clearStoredUser();
    }
  });
  return new ApolloClient({
    link: ApolloLink.from([signOutOnUnauthenticated, new HttpLink({ uri: '/graphql', credentials: 'same-origin' })]),
    cache: new InMemoryCache({ typePolicies: TYPE_POLICIES }),
  });
}
