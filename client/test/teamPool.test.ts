/**
 * A member's reveals are paid from the team's pool: after a reveal the cached Team takes the pool's
 * new balance (whatever query cached it), nothing happens outside a team, and a bulk reveal's
 * dialog tells the pool's credits rather than the member's own.
 */
import { InMemoryCache } from '@apollo/client';
import { TYPE_POLICIES } from '../src/app/cachePolicies';
import { bulkConfirmDetail } from '../src/features/contacts/contactsText';
import { dropTeamPool, writeTeamPool } from '../src/features/contacts/teamPool';
import { TeamPoolCreditsDocument } from '../src/graphql/generated';

function cacheWithTeam(remainingCredits: number | null) {
  const cache = new InMemoryCache({ typePolicies: TYPE_POLICIES });
  cache.writeQuery({
    query: TeamPoolCreditsDocument,
    data: {
      __typename: 'Query',
      myTeam: remainingCredits === null ? null : { __typename: 'Team', id: 't1', remainingCredits },
    },
  });
  return cache;
}

const pool = (cache: InMemoryCache) => cache.readQuery({ query: TeamPoolCreditsDocument })?.myTeam?.remainingCredits;

describe("the team's pool after a reveal", () => {
  it('takes the balance the reveal answered', () => {
    const cache = cacheWithTeam(42);
    writeTeamPool(cache, 41);
    expect(pool(cache)).toBe(41);
  });

  it('is left alone when the answer has no pool (not in a team)', () => {
    const cache = cacheWithTeam(42);
    writeTeamPool(cache, null);
    expect(pool(cache)).toBe(42);
  });

  it('does nothing when no team is cached', () => {
    const cache = cacheWithTeam(null);
    expect(() => writeTeamPool(cache, 5)).not.toThrow();
    expect(cache.readQuery({ query: TeamPoolCreditsDocument })?.myTeam).toBeNull();
  });

  it('is dropped after a bulk reveal, so the screens showing it read it again', () => {
    const cache = cacheWithTeam(42);
    dropTeamPool(cache);
    expect(cache.readQuery({ query: TeamPoolCreditsDocument, returnPartialData: true })?.myTeam?.remainingCredits).toBeUndefined();
  });
});

describe("a bulk reveal's question for a team member", () => {
  it("tells the pool's credits, and that only what it pays for is revealed", () => {
    expect(bulkConfirmDetail({ totalCost: 3, free: 0, missing: 0 }, 2, 'team')).toBe(
      "Your team's pool has 2 credits. Only 2 credits will be spent; the other profiles stay unrevealed and cost nothing.",
    );
    expect(bulkConfirmDetail({ totalCost: 1, free: 1, missing: 0 }, 10)).toBe('1 profile is free. You have 10 credits.');
  });
});
