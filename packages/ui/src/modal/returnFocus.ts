/**
 * Where focus goes when a modal closes. Each open modal remembers the element that had focus when it
 * opened, followed by the return chain of the modal that element sat in, so a modal opened from a
 * modal that has since closed can fall back to that modal's opener instead of leaving focus on `<body>`.
 */
const returnChains = new WeakMap<Element, HTMLElement[]>();

/** The element that has focus now, then the fallbacks of the modal it is in. Call before focus moves. */
export function captureReturnChain(): HTMLElement[] {
  if (typeof document === 'undefined') return [];
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return [];
  const parentModal = active.closest('[role="dialog"]');
  return [active, ...((parentModal && returnChains.get(parentModal)) ?? [])];
}

export function rememberReturnChain(content: Element, chain: HTMLElement[]) {
  returnChains.set(content, chain);
}

function canTakeFocus(element: HTMLElement | null | undefined): element is HTMLElement {
  return (
    !!element &&
    element.isConnected &&
    !element.matches(':disabled') &&
    !element.closest('[role="dialog"][data-state="closed"], [inert]')
  );
}

/** Focuses the first candidate that still exists, unless a modal opened in the same click holds focus. */
export function returnFocus(closedContent: Element, candidates: (HTMLElement | null | undefined)[]) {
  const active = document.activeElement;
  if (active && !closedContent.contains(active) && active.closest('[role="dialog"][data-state="open"]')) {
    return;
  }
  candidates.find(canTakeFocus)?.focus();
}

/**
 * Scrolls the modal so a focused element is fully visible. Radix moves focus with `preventScroll`
 * when Tab wraps around, which would leave the focused control out of sight in a short viewport.
 */
export function revealInModal(modal: HTMLElement, target: HTMLElement) {
  // The × shares the header with the title: show both.
  if (target.closest('.ui-modal__header')) {
    modal.scrollTop = 0;
    return;
  }
  const box = modal.getBoundingClientRect();
  const rect = target.getBoundingClientRect();
  const ring = 8; // room for the focus outline and its offset
  if (rect.top - ring < box.top) modal.scrollTop -= box.top - rect.top + ring;
  else if (rect.bottom + ring > box.bottom) modal.scrollTop += rect.bottom - box.bottom + ring;
}
