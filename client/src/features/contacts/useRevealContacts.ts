import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { handled } from '../../lib/handled';
import { useRevealContactsMutation, useTeamPoolCreditsQuery } from '../../graphql/generated';
import { errorCode, serverMessage } from '../common/errors';
import type { RevealedContacts } from './ContactsPanel';
import { writeTeamPool } from './teamPool';

export interface ContactsState {
  loading: boolean;
  error: string | null;
  /** The error is INSUFFICIENT_CREDITS: the panel offers to buy credits, or a member the Team page. */
  outOfCredits: boolean;
  contacts: RevealedContacts | null;
  /**
   * The user is in a team: their reveals are paid from its pool, so out of credits the server's
   * message says why (the pool is empty, or their monthly limit is reached) and buying credits of
   * their own would not reveal anything.
   */
  inTeam?: boolean;
}

const NOT_REQUESTED: ContactsState = { loading: false, error: null, outOfCredits: false, contacts: null };

/**
 * Revealing the contacts of the profile on screen. The answer carries the changed User, which
 * Apollo merges into the cached `me`, so the credits in the header and the sidebar drop at once;
 * the profile itself is marked fetched in the cache, its preview (keyed by the profile) turns
 * free on every card and dialog showing it, and the cached credit history is dropped so the
 * account page reads it again. A profile this user revealed before shows its contacts
 * straight away (free). A team member's reveal is paid from the team's pool: the cached Team
 * takes the pool's new balance (`teamCredits`), and out of credits the server's message says
 * whether the pool is empty or the member's monthly limit is reached.
 */
export function useRevealContacts(profile: { id: string; linkedinUsername: string; revealed: boolean } | null) {
  const [mutate] = useRevealContactsMutation();
  // Whether the user is in a team (read once, then from the cache).
  const inTeam = Boolean(useTeamPoolCreditsQuery({ fetchPolicy: 'cache-first' }).data?.myTeam);
  const [state, setState] = useState<ContactsState>(NOT_REQUESTED);
  const busy = useRef(false);

  const reveal = useCallback(async () => {
    if (!profile || busy.current) return;
    busy.current = true;
    setState({ ...NOT_REQUESTED, loading: true });
    try {
      const { data } = await mutate({
        variables: { linkedinUsername: profile.linkedinUsername },
        update(cache, result) {
          if (!result.data) return;
          cache.modify({ id: cache.identify({ __typename: 'ProfileDetail', id: profile.id }), fields: { revealed: () => true } });
          writeTeamPool(cache, result.data.revealContacts.teamCredits);
          // A first reveal wrote a ledger row: a credit, or 0 when nothing verified or likely was there (its message).
          if (result.data.revealContacts.charged || result.data.revealContacts.message) {
            cache.evict({ id: 'ROOT_QUERY', fieldName: 'creditLedger' });
            cache.gc();
          }
        },
      });
      setState({ ...NOT_REQUESTED, contacts: data?.revealContacts ?? null });
    } catch (err) {
      setState({
        ...NOT_REQUESTED,
        error: serverMessage(err, 'The contacts could not be loaded. Please try again.'),
        outOfCredits: errorCode(err) === 'INSUFFICIENT_CREDITS',
      });
    } finally {
      busy.current = false;
    }
  }, [mutate, profile]);

  // A new profile on screen starts from "not requested".
  const profileId = profile?.id;
  useEffect(() => {
    setState(NOT_REQUESTED);
  }, [profileId]);

  // Revealed before: show them (revealing again costs nothing). Only when the profile or its
  // fetched state changes: the effect event reads the current `reveal` without depending on it.
  const revealed = profile?.revealed ?? false;
  const revealAgain = useEffectEvent(() => {
    if (!busy.current) handled(reveal(), 'Revealing the contacts');
  });
  useEffect(() => {
    if (revealed) revealAgain();
  }, [profileId, revealed]);

  return { ...state, inTeam, reveal };
}
