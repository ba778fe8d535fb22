/**
 * Links that work without JavaScript (a real <a href>) and, once it runs, navigate within the page on
 * a plain left click. A click with a modifier key (new tab, new window, download), on a link with a
 * target or a download attribute, or to another origin is left to the browser.
 */
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { useRouter } from './context.js';
import { createPath, isAbsoluteUrl, resolvePath } from './paths.js';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path, with its search and hash ('/staff/volunteer?status=new'), or '?…' / '#…' for this page. */
  to: string;
  /** Replace the current history entry. By default only a link to the very address shown replaces it. */
  replace?: boolean;
  /** Given to the next page as `useLocation().state` (and kept in its history entry). */
  state?: unknown;
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, onClick, children, ...props },
  ref,
) {
  const { location, go } = useRouter();
  const href = isAbsoluteUrl(to) ? to : resolvePath(to, location.pathname);
  return (
    <a
      {...props}
      ref={ref}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        const link = event.currentTarget;
        if (
          event.defaultPrevented ||
          event.button !== 0 ||
          event.metaKey ||
          event.altKey ||
          event.ctrlKey ||
          event.shiftKey ||
          (props.target && props.target !== '_self') ||
          props.download != null ||
          link.origin !== window.location.origin
        ) {
          return;
        }
        event.preventDefault();
        // An absolute URL of this origin: its path, as the browser parsed it.
        const path = isAbsoluteUrl(to) ? link.pathname + link.search + link.hash : href;
        go(path, { replace: replace ?? path === createPath(location), state });
      }}
    >
      {children}
    </a>
  );
});

export interface NavLinkProps extends LinkProps {
  /** Active only on its own address, not on the addresses below it. */
  end?: boolean;
  caseSensitive?: boolean;
}

/**
 * A Link that knows whether it leads to the page shown: then `aria-current="page"` (or the value
 * given) and the class 'active' besides its own, as React Router's NavLink. The link's path, encoded
 * as the browser's address is, is compared with the address as it is (ignoring case by default):
 * '/events&campaigns' is not active at '/events%26campaigns', as with React Router.
 */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { end, caseSensitive, className = '', 'aria-current': current = 'page', ...props },
  ref,
) {
  const { location } = useRouter();
  let here = location.pathname;
  let target = new URL(resolvePath(props.to, here), 'http://localhost').pathname;
  if (!caseSensitive) {
    here = here.toLowerCase();
    target = target.toLowerCase();
  }
  const slash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const active = here === target || (!end && here.startsWith(target) && here.charAt(slash) === '/');
  return (
    <Link
      {...props}
      ref={ref}
      aria-current={active ? current : undefined}
      className={active ? `${className} active`.trim() : className}
    />
  );
});
