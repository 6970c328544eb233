import { type RefCallback, useCallback, useEffect, useRef } from 'react';

/**
 * A ref that puts the cursor in its element once it is on screen, for the first field of a dialog.
 * React's `autoFocus` focuses at mount; an antd dialog opening without motion (for a user who asks
 * their system for reduced motion) mounts its fields before it is shown and then gives the focus to
 * its first button. Focusing a frame later lands in the field either way; a dialog keeps the focus
 * inside it from then on. Once per opening (`open`, for a hook kept while its dialog closes and opens
 * again): antd's inputs hand their ref a new handle on every render, and focusing again would pull
 * the cursor out of the field being typed in.
 */
export function useAutoFocus<T extends { focus(): void }>(open = true): RefCallback<T> {
  const done = useRef(false);
  useEffect(() => {
    if (!open) done.current = false;
  }, [open]);
  return useCallback((element: T | null) => {
    if (!element || done.current) return;
    const frame = requestAnimationFrame(() => {
      done.current = true;
      element.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, []);
}
