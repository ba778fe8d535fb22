import { cva } from 'class-variance-authority';
import { forwardRef, type ForwardedRef, type HTMLAttributes, type ReactNode } from 'react';

export const detailListVariants = cva('ui-detail-list', {
  variants: {
    layout: {
      stacked: 'ui-detail-list--stacked',
      columns: 'ui-detail-list--columns',
    },
  },
  defaultVariants: { layout: 'stacked' },
});

export interface DetailListItem {
  /** The label, such as "Email" or "Date". */
  term: ReactNode;
  /** The value: text, a link, a `<time>` or an `<address>`. */
  details: ReactNode;
  /** In the `columns` layout, take a whole row (for a longer value). */
  wide?: boolean;
}

export interface DetailListProps extends HTMLAttributes<HTMLDListElement> {
  items: readonly DetailListItem[];
  /** `stacked` (the default): each label above its value. `columns`: the pairs side by side in a grid. */
  layout?: 'stacked' | 'columns';
}

/**
 * Labelled facts, such as contact details or the date and place of an event, as a description list: screen
 * readers announce each label with its value and can say how many there are. Links in the values keep a
 * 44px target.
 */
export const DetailList = /* @__PURE__ */ forwardRef(function DetailList(
  { items, layout, className, ...props }: DetailListProps,
  ref: ForwardedRef<HTMLDListElement>,
) {
  return (
    <dl ref={ref} className={detailListVariants({ layout, className })} {...props}>
      {items.map((item, index) => (
        <div
          key={index}
          className={item.wide ? 'ui-detail-list__item ui-detail-list__item--wide' : 'ui-detail-list__item'}
        >
          <dt className="ui-detail-list__term">{item.term}</dt>
          <dd className="ui-detail-list__details">{item.details}</dd>
        </div>
      ))}
    </dl>
  );
});
