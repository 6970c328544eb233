import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A button that sends the browser to another site (a checkout, a sign-in provider): one at a time,
 * `pendingId` names it while the server answers and while the browser leaves. `begin(id)` is false
 * when another is already under way; `end()` after a failure lets the user try again. Coming back
 * from the other site, a browser may show this page from its back-forward cache, as it was when it
 * left, with the button still spinning: it starts over instead.
 */
export function usePendingRedirect<Id>() {
  const [pendingId, setPendingId] = useState<Id | null>(null);
  const busy = useRef(false);

  useEffect(() => {
    const onPageShow = (e: PageTransitionEvent) => {
      if (!e.persisted) return;
      busy.current = false;
      setPendingId(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const begin = useCallback((id: Id) => {
    if (busy.current) return false;
    busy.current = true;
    setPendingId(id);
    return true;
  }, []);

  const end = useCallback(() => {
    busy.current = false;
    setPendingId(null);
  }, []);

  return { pendingId, begin, end };
}
