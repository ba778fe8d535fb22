import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { renderAnchor, type RenderLink } from '../internal/links.js';
import { fill, plural } from '../locale/format.js';
import type { UiSection } from '../locale/context.js';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden.js';
import { clampPage, pageItems } from './pageItems.js';
import { usePageFocus } from './usePageFocus.js';
import { useUiSection } from '../locale/context.js';
import { enPagination, enFormat } from '../locale/en.js';

export interface PaginationLabels {
  /** 'Previous'; followed by the hidden `page` word, so it is read 'Previous page'. */
  previous: string;
  /** 'Next'. */
  next: string;
  /** 'page': read after Previous and Next, and (capitalised by `pageNumber`) before each number. */
  page: string;
  /** The hidden words before a page number: 'Page ' makes a link read 'Page 3'. */
  pageNumber: string;
  /** Where the visitor is: 'Page 3 of 12'. */
  where: (page: number, pageCount: number) => string;
  /** The results on this page: 'Showing 41 to 60 of 231 results'. */
  results: (first: number, last: number, total: number) => string;
}

/** The labels of a language's table: its words, its numbers and its plural rules. */
export function paginationLabels(strings: UiSection<'pagination'>): PaginationLabels {
  const words = strings.pagination;
  return {
    previous: words.previous,
    next: words.next,
    page: words.page,
    pageNumber: words.pageNumber,
    where: (page, pageCount) => fill(strings, words.where, { page, pageCount }),
    results: (first, last, total) => plural(strings, words.results, total, { first, last, total }),
  };
}

/** The English labels, as every Pagination without a `UiLocaleProvider` says them. */
export const defaultPaginationLabels: PaginationLabels = paginationLabels({
  ...enFormat,
  pagination: enPagination,
});

export interface PaginationProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'results'> {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  /** The address of a page: makes every item a link (the page is in the address, and works without scripts). */
  getHref?: (page: number) => string;
  /** Without `getHref`: every item is a button, and this changes the page in place. */
  onPageChange?: (page: number) => void;
  /** The number of results across all pages and per page, to say which ones this page shows. */
  results?: { total: number; pageSize: number };
  /** Names the `nav` landmark: 'Pagination' by default. Say what is paged on a page with several. */
  label?: string;
  labels?: Partial<PaginationLabels>;
  /** Draws each link; pass your router's link to keep client-side navigation. */
  renderLink?: RenderLink;
}

function Arrow({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg
      className={`ui-pagination__icon ui-pagination__icon--${direction}`}
      viewBox="0 0 15 13"
      aria-hidden="true"
      focusable="false"
    >
      {direction === 'previous' ? (
        <path d="m6.5938-0.0078125-6.7266 6.7266 6.7441 6.4062 1.377-1.449-4.1856-3.9768h12.896v-2h-12.984l4.2931-4.293-1.414-1.414z" />
      ) : (
        <path d="m8.107-0.0078125-1.4136 1.414 4.2926 4.293h-12.986v2h12.896l-4.1855 3.9766 1.377 1.4492 6.7441-6.4062-6.7246-6.7266z" />
      )}
    </svg>
  );
}

/**
 * GOV.UK Frontend's pagination: a `nav` landmark saying where the visitor is ('Page 3 of 12', and which
 * results), Previous and Next in words, and page numbers with ellipses, the current one marked with
 * `aria-current="page"`. Items are links when the page is in the address (`getHref`), buttons otherwise
 * (`onPageChange`). With fewer than two pages it renders nothing.
 */
export const Pagination = forwardRef<HTMLElement, PaginationProps>(function Pagination(
  {
    page: pageProp,
    pageCount,
    getHref,
    onPageChange,
    results,
    label: labelProp,
    labels: labelOverrides,
    renderLink = renderAnchor,
    className,
    ...props
  },
  ref,
) {
  const strings = useUiSection('pagination', enPagination);
  const label = labelProp ?? strings.pagination.label;
  const page = clampPage(pageProp, pageCount);
  const asButtons = !getHref;
  const { setRef, goTo } = usePageFocus(page, asButtons ? onPageChange : undefined, ref);
  if (pageCount < 2) return null;

  const labels = { ...paginationLabels(strings), ...labelOverrides };
  const first = results ? (page - 1) * results.pageSize + 1 : 0;
  const last = results ? Math.min(page * results.pageSize, results.total) : 0;

  const control = (target: number, content: ReactNode, className: string, extra: object = {}) =>
    getHref ? (
      renderLink({ href: getHref(target), className, children: content, ...extra })
    ) : (
      <button
        type="button"
        className={className}
        onClick={() => {
          if (target !== page) goTo(target);
        }}
        {...extra}
      >
        {content}
      </button>
    );

  return (
    <nav
      ref={setRef}
      aria-label={label}
      className={['ui-pagination', className].filter(Boolean).join(' ')}
      {...props}
    >
      {/*
       * With buttons the page changes in place, and this status reads the new position out. It is one
       * text node, the results on a second line (`white-space: pre-line`): a live region whose text
       * changes in two nodes is announced twice. The position ends in a full stop, so a screen reader
       * pauses before the results instead of running the two together.
       */}
      <p className="ui-pagination__summary" role={asButtons ? 'status' : undefined}>
        {results && results.total > 0
          ? `${labels.where(page, pageCount)}\n${labels.results(first, last, results.total)}`
          : labels.where(page, pageCount)}
      </p>
      <div className="ui-pagination__bar">
        {page > 1 ? (
          <div className="ui-pagination__prev">
            {control(
              page - 1,
              <>
                <Arrow direction="previous" />
                <span className="ui-pagination__link-title">
                  {labels.previous}
                  <VisuallyHidden> {labels.page}</VisuallyHidden>
                </span>
              </>,
              'ui-pagination__link',
              getHref ? { rel: 'prev' } : {},
            )}
          </div>
        ) : null}
        <ul className="ui-pagination__list">
          {pageItems(page, pageCount).map((item) =>
            item.kind === 'ellipsis' ? (
              <li key={item.key} className="ui-pagination__item ui-pagination__item--ellipsis">
                …
              </li>
            ) : (
              <li
                key={item.page}
                className={
                  item.current ? 'ui-pagination__item ui-pagination__item--current' : 'ui-pagination__item'
                }
              >
                {control(
                  item.page,
                  <>
                    <VisuallyHidden>{labels.pageNumber}</VisuallyHidden>
                    {item.page}
                  </>,
                  'ui-pagination__link ui-pagination__link--number',
                  item.current ? { 'aria-current': 'page' } : {},
                )}
              </li>
            ),
          )}
        </ul>
        {page < pageCount ? (
          <div className="ui-pagination__next">
            {control(
              page + 1,
              <>
                <span className="ui-pagination__link-title">
                  {labels.next}
                  <VisuallyHidden> {labels.page}</VisuallyHidden>
                </span>
                <Arrow direction="next" />
              </>,
              'ui-pagination__link',
              getHref ? { rel: 'next' } : {},
            )}
          </div>
        ) : null}
      </div>
    </nav>
  );
});
