import type { ApolloCache } from '@apollo/client';
import { TeamPoolCreditsDocument } from '../../graphql/generated';

/** The cached Team the user is in (by the `myTeam` field, whatever else was read of it); null when none is cached. */
function cachedTeamId(cache: ApolloCache): string | null {
  const team = cache.readQuery({ query: TeamPoolCreditsDocument, returnPartialData: true })?.myTeam;
  return team?.id ? (cache.identify({ __typename: 'Team', id: team.id }) ?? null) : null;
}

/**
 * A member's reveal is paid from the team's pool: its answer's `teamCredits` (null outside a team)
 * becomes the cached Team's `remainingCredits`, so the Team page and whatever shows the pool follow.
 */
export function writeTeamPool(cache: ApolloCache, teamCredits: number | null | undefined): void {
  if (teamCredits == null) return;
  const id = cachedTeamId(cache);
  if (id) cache.modify({ id, fields: { remainingCredits: () => teamCredits } });
}

/**
 * After a bulk reveal (its answer does not carry the pool): the cached pool is dropped, so the
 * screens showing it read it again.
 */
export function dropTeamPool(cache: ApolloCache): void {
  const id = cachedTeamId(cache);
  if (id) cache.evict({ id, fieldName: 'remainingCredits' });
}
