import { Button, ButtonLink, type ButtonLinkProps } from '@inclusion/ui';
import {
  forwardRef,
  useEffect,
  useState,
  useSyncExternalStore,
  type ForwardedRef,
  type MouseEvent,
} from 'react';
import { useHref } from 'react-router-dom';

export interface DialogLinkProps extends ButtonLinkProps {
  /**
   * The page that holds the same content, as the route table writes it (`/gallery-page/photos`): where
   * the link goes without JavaScript, or in a new tab, in the page's language (`/hi/gallery-page/photos`).
   */
  href: string;
  /** Opens the dialog: on a plain click (or Enter) once the page's script runs. */
  onOpen: (link: HTMLAnchorElement) => void;
}

/** A plain left click or Enter: not one that opens a new tab or window, or saves the link. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A link, styled as a button, to a page of its own (an event's details, a gallery, the sign-in help)
 * that opens the same content in a dialog when scripts run: without JavaScript, or if the page's
 * script never arrives, it is an ordinary link, and a Ctrl- or middle-click still opens the page in a
 * new tab. It says it opens a dialog (`aria-haspopup`) only once the script that opens it is running.
 */
export const DialogLink = forwardRef<HTMLAnchorElement, DialogLinkProps>(function DialogLink(
  { onOpen, onClick, href, ...props },
  ref,
) {
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  const pageHref = useHref(href);
  return (
    <ButtonLink
      ref={ref}
      aria-haspopup={scripted ? 'dialog' : undefined}
      href={pageHref}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event)) return;
        event.preventDefault();
        // Nothing was followed: a menu around the link (the header's, on a narrow screen) must not close
        // as if it had been, or focus could not come back to the link when the dialog closes.
        event.stopPropagation();
        onOpen(event.currentTarget);
      }}
    />
  );
});

export interface DialogOpenerProps extends Omit<ButtonLinkProps, 'onClick'> {
  /**
   * The page that holds the same content, as the route table writes it: where the link goes, in the
   * page's language, while the page's script is not running.
   */
  href: string;
  /** Opens the dialog, given the control that opened it (where focus returns when it closes). */
  onOpen: (opener: HTMLElement) => void;
}

/**
 * A control that only opens a dialog, with no page of its own worth a new tab (the header's Sign In
 * and Register): a plain link to its page while the page's script is not running, and a button that
 * says it opens a dialog (`aria-haspopup`) once the script runs. It switches after hydration, so the
 * server's HTML and the first client render agree.
 */
const noSubscription = () => () => undefined;

export const DialogOpener = forwardRef<HTMLElement, DialogOpenerProps>(function DialogOpener(
  { href, onOpen, variant, size, className, children, ...props },
  ref,
) {
  // False while the server's HTML is hydrated, then true; and true at once for an opener drawn later
  // (Sign In after Sign Out), so the element that takes focus is the button, not a link replaced
  // under the focus a moment later.
  const scripted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const pageHref = useHref(href);
  if (!scripted)
    return (
      <ButtonLink
        ref={ref as ForwardedRef<HTMLAnchorElement>}
        href={pageHref}
        variant={variant}
        size={size}
        className={className}
        {...props}
      >
        {children}
      </ButtonLink>
    );
  return (
    <Button
      ref={ref as ForwardedRef<HTMLButtonElement>}
      variant={variant}
      size={size}
      className={className}
      aria-haspopup="dialog"
      onClick={(event) => onOpen(event.currentTarget)}
    >
      {children}
    </Button>
  );
});
