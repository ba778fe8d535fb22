import { forwardRef, type ForwardedRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useUiSection } from '../locale/context.js';
import { enSkipLink } from '../locale/en.js';

export interface SkipLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** The in-page target, `#` and the id of the main content. */
  href?: string;
}

/** Moves focus to the element `href` points at, making it focusable (tabindex -1) if it is not already. */
export function focusTarget(href: string): HTMLElement | null {
  if (!href.startsWith('#') || href.length < 2) return null;
  const target = document.getElementById(decodeURIComponent(href.slice(1)));
  if (!target) return null;
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus();
  return target;
}

/**
 * The first focusable element of a page: hidden until it has focus, then drawn at the top left.
 * Following it moves keyboard focus, not only the scroll position, to the main content.
 */
export const SkipLink = /* @__PURE__ */ forwardRef(function SkipLink(
  { href = '#main', children: childrenProp, className, onClick, ...props }: SkipLinkProps,
  ref: ForwardedRef<HTMLAnchorElement>,
) {
  const strings = useUiSection('skipLink', enSkipLink);
  const children = childrenProp ?? strings.skipLink.text;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) focusTarget(href);
  };
  return (
    <a
      ref={ref}
      href={href}
      className={['ui-skip-link', className].filter(Boolean).join(' ')}
      onClick={handleClick}
      {...props}
    >
      {children}
    </a>
  );
});
