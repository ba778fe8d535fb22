import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the server renders and while the client hydrates that HTML, true from then on (and at
 * once in an app rendered on the client only). A component can so serve markup that works without
 * scripts, then enhance it after hydration without a mismatch. React 18 and 19 both have the hook.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
