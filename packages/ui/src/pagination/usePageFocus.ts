import { useCallback, useEffect, useRef, type Ref } from 'react';
import { assignRef } from '../internal/assignRef.js';

/**
 * With buttons, the page changes in place and the button pressed may disappear (Previous on reaching
 * page 1, Next on reaching the last). When the visitor changed the page from the pagination and focus
 * has been lost to `<body>`, it goes to the current page's button, so a keyboard or screen reader user
 * stays where they were instead of at the top of the document. A page change from elsewhere (a new
 * filter going back to page 1) leaves focus alone.
 */
export function usePageFocus(
  page: number,
  onPageChange: ((page: number) => void) | undefined,
  forwardedRef: Ref<HTMLElement> | undefined,
) {
  const nav = useRef<HTMLElement | null>(null);
  const changedHere = useRef(false);
  const setRef = useCallback(
    (node: HTMLElement | null) => {
      nav.current = node;
      assignRef(forwardedRef, node);
    },
    [forwardedRef],
  );

  const goTo = useCallback(
    (next: number) => {
      changedHere.current = true;
      onPageChange?.(next);
    },
    [onPageChange],
  );

  // An effect, not a layout effect, which React 18 warns about on the server. After a click or a key
  // press React runs it at once, before the browser paints.
  useEffect(() => {
    if (!changedHere.current || !nav.current) return;
    changedHere.current = false;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    nav.current.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  }, [page]);

  return { setRef, goTo };
}
