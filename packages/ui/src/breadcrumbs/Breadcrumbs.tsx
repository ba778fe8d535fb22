import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { renderAnchor, type RenderLink } from '../internal/links.js';
import { useUiSection } from '../locale/context.js';
import { enBreadcrumbs } from '../locale/en.js';

export interface BreadcrumbItem {
  label: ReactNode;
  href: string;
}

export interface BreadcrumbsProps extends HTMLAttributes<HTMLElement> {
  /** The pages above this one, from the top of the site down: each a link. */
  items: readonly BreadcrumbItem[];
  /**
   * The page the visitor is on, drawn last as plain text with `aria-current="page"`. Leave it out, as
   * GOV.UK does, when the page's `h1` follows and says the same: screen reader users then hear it once.
   */
  currentPage?: ReactNode;
  /** Names the `nav` landmark: 'Breadcrumb' by default. */
  label?: string;
  /** Draws each link; pass your router's link to keep client-side navigation. */
  renderLink?: RenderLink;
}

/**
 * Where the page sits in the site: a `nav` landmark named 'Breadcrumb' holding an ordered list of links
 * to the pages above it (GOV.UK Frontend's breadcrumbs, the WAI-ARIA breadcrumb pattern). The
 * separators are drawn with CSS and never read.
 */
export const Breadcrumbs = forwardRef<HTMLElement, BreadcrumbsProps>(function Breadcrumbs(
  { items, currentPage, label: labelProp, renderLink = renderAnchor, className, ...props },
  ref,
) {
  const strings = useUiSection('breadcrumbs', enBreadcrumbs);
  const label = labelProp ?? strings.breadcrumbs.label;
  // A landmark with nothing in it would be announced and lead nowhere.
  if (items.length === 0 && !currentPage) return null;
  return (
    <nav
      ref={ref}
      aria-label={label}
      className={['ui-breadcrumbs', className].filter(Boolean).join(' ')}
      {...props}
    >
      <ol className="ui-breadcrumbs__list">
        {items.map((item) => (
          <li key={item.href} className="ui-breadcrumbs__item">
            {renderLink({ href: item.href, className: 'ui-breadcrumbs__link', children: item.label })}
          </li>
        ))}
        {currentPage ? (
          <li className="ui-breadcrumbs__item ui-breadcrumbs__item--current" aria-current="page">
            {currentPage}
          </li>
        ) : null}
      </ol>
    </nav>
  );
});
