import type { ApolloCache } from '@apollo/client';

/**
 * People who were not in a list before now count one list more ("In N lists") wherever they are
 * shown: each person is cached once (app/cachePolicies.ts), so one change per person updates every cached search.
 */
export function countOneListMore(cache: ApolloCache, usernames: readonly string[]): void {
  for (const linkedinUsername of usernames) {
    cache.modify<{ listCount: number }>({
      id: cache.identify({ __typename: 'ProfileCard', linkedinUsername }),
      fields: { listCount: (count) => count + 1 },
    });
  }
}
