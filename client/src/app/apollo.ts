import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { clearStoredUser } from '../lib/session';

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
    cache: new InMemoryCache({
      typePolicies: {
        // Credits and plan live on the one User object; every screen reads them from `me`.
        User: { keyFields: ['id'] },
        // A result card says why it is in one search (its match): each search keeps its own cards
        // instead of sharing one per person, so the same person in two searches keeps both answers.
        ProfileCard: { keyFields: false },
        // What revealing a profile costs this user: one per profile, so a reveal's answer turns it free everywhere.
        ContactPreview: { keyFields: ['profileId'] },
      },
    }),
  });
}
