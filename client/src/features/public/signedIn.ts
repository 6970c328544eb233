import { useLayoutEffect } from 'react';
import { useStoredUser } from '../../lib/session';
import styles from './public.module.css';

/**
 * The attribute of <html> that says a user is signed in. The server sets it on a prerendered page
 * asked for with a session cookie (server/src/client-pages.ts); `useSignedInMark` keeps it in step
 * with the stored user once the page runs.
 */
export const SIGNED_IN_ATTRIBUTE = 'data-signed-in';

/** The classes of the two versions of what differs for a signed-in user: each shown only to its side. */
export const onlySignedIn: string = styles.onlySignedIn;
export const onlySignedOut: string = styles.onlySignedOut;

/**
 * Marks <html> signed in or out as the stored user says (public pages: PublicLayout), before the
 * page is painted: a user who just signed out inside the app never sees the Dashboard link.
 */
export function useSignedInMark(): void {
  const signedIn = useStoredUser() !== null;
  useLayoutEffect(() => {
    document.documentElement.toggleAttribute(SIGNED_IN_ATTRIBUTE, signedIn);
  }, [signedIn]);
}
