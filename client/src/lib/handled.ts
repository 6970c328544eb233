import { useCallback } from 'react';
import { type NavigateOptions, type To, useNavigate } from 'react-router';

/**
 * Every promise the client starts is awaited or handled where it starts (ESLint's
 * no-floating-promises). Event handlers and effects cannot await, so they hand the promise here.
 * The actions started this way show their own failures (the mutation hooks surface them on
 * screen); whatever still escapes is logged with what was being done, instead of becoming an
 * unhandled rejection.
 */
export function handled(promise: PromiseLike<unknown> | void, doing: string): void {
  if (promise) Promise.resolve(promise).catch((err: unknown) => console.error(`${doing} failed`, err));
}

/**
 * `useNavigate()` for event handlers and effects. Under the data router a navigation is a
 * promise; it is handled here (a navigation that fails is logged; the router shows its own error
 * page), so callers get a plain function.
 */
export function useAppNavigate() {
  const navigate = useNavigate();
  return useCallback(
    (to: To | number, options?: NavigateOptions): void =>
      handled(typeof to === 'number' ? navigate(to) : navigate(to, options), 'Navigating'),
    [navigate],
  );
}
