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
        // A person in the results, once per person (by their LinkedIn username, the id every people
        // operation takes): a reveal or a list add shows on every search that lists them. Why they are
        // in one search (match, isNew) is on that search's hit, not on the person.
        ProfileCard: { keyFields: ['linkedinUsername'] },
        // What revealing a profile costs this user: one per profile, so a reveal's answer turns it free everywhere.
        ContactPreview: { keyFields: ['profileId'] },
      },
    }),
  });
}
