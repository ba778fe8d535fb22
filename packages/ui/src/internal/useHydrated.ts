import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while React hydrates the server's HTML; true from then on, and at once in an
 * app rendered only in the browser. A control that needs scripts to work (a show-password button) or a
 * state only scripts keep true (a collapsed reveal's disabled fields) turns on when this does, so the
 * server's HTML and the first client render agree and the page still works with scripts off.
 * `useSyncExternalStore` is in React 18 and 19 alike.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
