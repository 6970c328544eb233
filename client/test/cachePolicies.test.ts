import { gql, InMemoryCache } from '@apollo/client';
import { TYPE_POLICIES } from '../src/app/cachePolicies';
import { countOneListMore } from '../src/features/lists/listCache';

/**
 * The person in the client cache (app/cachePolicies.ts): a search result is a hit { person, match,
 * isNew }, the person cached once, so a list add or a reveal shows on every cached search that lists
 * them, while each search keeps its own match and isNew.
 */
const SEARCH = gql`
  query Search($q: String!) {
    searchProfiles(input: { type: ai, query: $q }) {
      __typename
      hits {
        __typename
        person {
          __typename
          id
          linkedinUsername
          fullName
          listCount
          contactPreview {
            __typename
            profileId
            revealed
          }
        }
        isNew
        match {
          __typename
          exact
        }
      }
    }
  }
`;

type Answer = {
  searchProfiles: {
    hits: Array<{
      person: { linkedinUsername: string; listCount: number; contactPreview: { revealed: boolean } };
      isNew: boolean | null;
      match: { exact: boolean };
    }>;
  };
};

const person = (username: string, id: string) => ({
  __typename: 'ProfileCard',
  id,
  linkedinUsername: username,
  fullName: `Person ${id}`,
  listCount: 0,
  contactPreview: { __typename: 'ContactPreview', profileId: id, revealed: false },
});

const hit = (p: ReturnType<typeof person>, exact: boolean, isNew: boolean | null) => ({
  __typename: 'SearchHit',
  person: p,
  isNew,
  match: { __typename: 'ResultMatch', exact },
});

function twoSearches(): InMemoryCache {
  const cache = new InMemoryCache({ typePolicies: TYPE_POLICIES });
  const ada = person('ada-l', '1');
  const bob = person('bob-k', '2');
  cache.writeQuery({
    query: SEARCH,
    variables: { q: 'engineers' },
    data: { searchProfiles: { __typename: 'SearchResult', hits: [hit(ada, true, null), hit(bob, true, null)] } },
  });
  cache.writeQuery({
    query: SEARCH,
    variables: { q: 'managers' },
    data: { searchProfiles: { __typename: 'SearchResult', hits: [hit(ada, false, true)] } },
  });
  return cache;
}

const read = (cache: InMemoryCache, q: string) => cache.readQuery<Answer>({ query: SEARCH, variables: { q } })!.searchProfiles.hits;

describe('a person in the cache', () => {
  it('is one object for every search that lists them, while each search keeps its own match and isNew', () => {
    const cache = twoSearches();
    expect(cache.identify({ __typename: 'ProfileCard', linkedinUsername: 'ada-l' })).toBe('ProfileCard:{"linkedinUsername":"ada-l"}');
    expect(read(cache, 'engineers')[0]).toMatchObject({ match: { exact: true }, isNew: null });
    expect(read(cache, 'managers')[0]).toMatchObject({ match: { exact: false }, isNew: true });
  });

  it('counts one list more in every cached search after a list add, and only for the people added', () => {
    const cache = twoSearches();
    countOneListMore(cache, ['ada-l']);
    expect(read(cache, 'engineers').map((h) => h.person.listCount)).toEqual([1, 0]);
    expect(read(cache, 'managers').map((h) => h.person.listCount)).toEqual([1]);
  });

  it('shows a reveal in every cached search once the reveal answers the preview', () => {
    const cache = twoSearches();
    cache.writeFragment({
      id: cache.identify({ __typename: 'ContactPreview', profileId: '1' }),
      fragment: gql`
        fragment Revealed on ContactPreview {
          revealed
        }
      `,
      data: { __typename: 'ContactPreview', revealed: true },
    });
    expect(read(cache, 'engineers').map((h) => h.person.contactPreview.revealed)).toEqual([true, false]);
    expect(read(cache, 'managers')[0].person.contactPreview.revealed).toBe(true);
  });
});
