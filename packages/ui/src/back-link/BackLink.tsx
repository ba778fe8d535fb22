import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useUiSection } from '../locale/context.js';
import { enBackLink } from '../locale/en.js';

export interface BackLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Where 'Back' goes: the previous page of the journey, always a real address. */
  href?: string;
  /** Render the child element (a router link, say) with the back link's look instead of an `<a>`. */
  asChild?: boolean;
  /**
   * Go back in the browser's history instead of following `href`, when this tab has history to go
   * back to. Off by default: history may lead outside the site or to a page the visitor did not mean.
   * `href` stays the destination without scripts or history.
   */
  historyBack?: boolean;
}

/**
 * A link to the previous page of a journey (GOV.UK Frontend's back link), with a visible 'Back' or
 * the text given, a decorative chevron, and a 44px target. It is an ordinary link to `href`.
 */
export const BackLink = forwardRef<HTMLAnchorElement, BackLinkProps>(function BackLink(
  { asChild = false, historyBack = false, className, children: childrenProp, onClick, ...props },
  ref,
) {
  const strings = useUiSection('backLink', enBackLink);
  const children = childrenProp ?? strings.backLink.text;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!historyBack || event.defaultPrevented) return;
    // A new tab's first page has length 1: then the link's own href is the way back.
    if (window.history.length > 1) {
      event.preventDefault();
      window.history.back();
    }
  };
  const Component = asChild ? Slot : 'a';
  return (
    <Component
      ref={ref}
      className={['ui-back-link', className].filter(Boolean).join(' ')}
      onClick={handleClick}
      {...props}
    >
      {children}
    </Component>
  );
});
