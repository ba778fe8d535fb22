import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { renderAnchor, type RenderLink } from '../internal/links.js';

export interface TabNavItem {
  label: ReactNode;
  href: string;
  /** The page the visitor is on: marked with `aria-current="page"` and drawn as the selected tab. */
  current?: boolean;
}

export interface TabNavProps extends HTMLAttributes<HTMLElement> {
  /** Names the `nav` landmark, such as 'Submissions'. */
  label: string;
  items: readonly TabNavItem[];
  /** Draws each link; pass your router's link to keep client-side navigation. */
  renderLink?: RenderLink;
}

/**
 * Tabs that are links: a sub-navigation between pages that looks like tabs. Use it when choosing a
 * tab changes the address (each tab is a page of its own, as in the staff inbox's kinds). It is a
 * `nav` landmark with a list of links, the current one marked with `aria-current="page"`; it takes the
 * keys of links (Tab and Enter), not those of the tabs pattern.
 */
export const TabNav = forwardRef<HTMLElement, TabNavProps>(function TabNav(
  { label, items, renderLink = renderAnchor, className, ...props },
  ref,
) {
  if (items.length === 0) return null;
  return (
    <nav
      ref={ref}
      aria-label={label}
      className={['ui-tabs', 'ui-tab-nav', className].filter(Boolean).join(' ')}
      {...props}
    >
      <ul className="ui-tabs__list">
        {items.map((item) => (
          <li key={item.href} className="ui-tab-nav__item">
            {renderLink({
              href: item.href,
              className: 'ui-tabs__tab',
              'aria-current': item.current ? 'page' : undefined,
              children: item.label,
            })}
          </li>
        ))}
      </ul>
    </nav>
  );
});
