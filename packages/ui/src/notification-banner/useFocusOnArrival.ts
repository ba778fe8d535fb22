import { useCallback, useEffect, useRef, type Ref } from 'react';
import { assignRef } from '../internal/assignRef.js';

/**
 * Focuses an element when it first appears and again whenever `focusKey` changes, while `enabled`.
 * Returns the ref to put on it, which also hands the node to the caller's `ref`.
 */
export function useFocusOnArrival<T extends HTMLElement>(
  enabled: boolean,
  focusKey: unknown,
  forwardedRef: Ref<T> | undefined,
) {
  const node = useRef<T | null>(null);
  const setRef = useCallback(
    (element: T | null) => {
      node.current = element;
      assignRef(forwardedRef, element);
    },
    [forwardedRef],
  );
  useEffect(() => {
    // preventScroll is not used: a keyboard or magnifier user must also see what is now focused.
    if (enabled) node.current?.focus();
  }, [enabled, focusKey]);
  return setRef;
}
