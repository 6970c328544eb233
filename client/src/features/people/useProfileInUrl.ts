import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useAppNavigate } from '../../lib/handled';
import type { ProfileSummary } from './ProfileDialog';

/** The address's parameter naming the open profile: `/search?q=...&profile=jane-doe-3fa91c`. */
export const PROFILE_PARAM = 'profile';

/** Set in the history entry that opening a profile pushes, so closing it can go back instead of piling up entries. */
interface OpenedHere {
  profileOpenedHere?: boolean;
}

/**
 * The open profile lives in the address: opening one adds `?profile=<username>` as a new history
 * entry (so the address can be shared with signed-in colleagues or bookmarked, and Back closes
 * the dialog); closing it goes back to the entry it was opened from, or, when the page was loaded
 * with the profile in its address, drops the parameter in place. Everything else in the address
 * is kept.
 *
 * `person` stays set while the dialog closes, so its title does not vanish mid-animation.
 */
export function useProfileInUrl() {
  const location = useLocation();
  const navigate = useAppNavigate();
  const username = new URLSearchParams(location.search).get(PROFILE_PARAM)?.trim() || null;
  // What the cards it was opened from knew (name, picture), for the title before the profile loads.
  const known = useRef(new Map<string, ProfileSummary>());
  const [person, setPerson] = useState<ProfileSummary | null>(null);
  useEffect(() => {
    if (username) setPerson(known.current.get(username) ?? { linkedinUsername: username });
  }, [username]);

  const openProfile = useCallback(
    (summary: ProfileSummary) => {
      known.current.set(summary.linkedinUsername, summary);
      setPerson(summary);
      const params = new URLSearchParams(location.search);
      params.set(PROFILE_PARAM, summary.linkedinUsername);
      const openedHere: OpenedHere = { profileOpenedHere: true };
      navigate({ pathname: location.pathname, search: `?${params}` }, { state: openedHere, preventScrollReset: true });
    },
    [location.pathname, location.search, navigate],
  );

  const closeProfile = useCallback(() => {
    if ((location.state as OpenedHere | null)?.profileOpenedHere) {
      navigate(-1);
      return;
    }
    const params = new URLSearchParams(location.search);
    params.delete(PROFILE_PARAM);
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true, preventScrollReset: true });
  }, [location.pathname, location.search, location.state, navigate]);

  return { person, open: username !== null, openProfile, closeProfile };
}
