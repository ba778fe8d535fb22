const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Scrolls to the element with this id and moves focus into it: its first field, else its heading,
 * else the element itself. Smooth only when the visitor has not asked for reduced motion.
 */
export function scrollToTarget(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  const focusable =
    target.querySelector<HTMLElement>(
      'input:not([type="hidden"]), textarea, select, button[role="combobox"]',
    ) ??
    target.querySelector<HTMLElement>('h2, h3') ??
    target;
  if (!focusable.matches('input, textarea, select, button') && !focusable.hasAttribute('tabindex')) {
    focusable.tabIndex = -1;
  }
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  focusable.focus({ preventScroll: true });
  history.replaceState(history.state, '', `#${id}`);
}

/** An in-page link's click handler: follows the link with focus and motion handled as above. */
export function followInPageLink(event: { preventDefault(): void; currentTarget: HTMLAnchorElement }) {
  const hash = event.currentTarget.hash;
  if (!hash) return;
  event.preventDefault();
  scrollToTarget(decodeURIComponent(hash.slice(1)));
}
