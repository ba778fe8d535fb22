import { flushSync } from 'react-dom';
import {
  forwardRef,
  type ForwardedRef,
  useCallback,
  useEffect,
  useReducer,
  useRef,
  useState,
  type DetailsHTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { buttonVariants } from '../button/Button.js';
import { assignRef } from '../internal/assignRef.js';
import { useUiSection } from '../locale/context.js';
import { enMenu } from '../locale/en.js';

export interface MenuDisclosureProps extends Omit<
  DetailsHTMLAttributes<HTMLDetailsElement>,
  'children' | 'open' | 'onToggle'
> {
  /** The toggle's visible text. */
  label?: ReactNode;
  /** What the toggle shows and hides: usually a list of navigation links. */
  children: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Close the panel when a link inside it is followed (not when it is opened in a new tab). */
  closeOnNavigate?: boolean;
  /** The native toggle event of the `<details>` (typed as React 18 and 19 both give it). */
  onToggle?: (event: SyntheticEvent<HTMLDetailsElement>) => void;
}

/**
 * A toggle that shows and hides a panel, for the header's menu on small screens: a native `<details>` whose
 * `<summary>` is drawn as the outline Button, so it opens and closes without scripts too. With scripts React
 * holds the state (`open`, `onOpenChange`), Escape closes it and following a link closes it. It is a
 * disclosure, not a dialog: focus is never trapped, and Tab leaves the panel open. `ref` and other props go
 * to the `<details>`.
 */
export const MenuDisclosure = /* @__PURE__ */ forwardRef(function MenuDisclosure(
  {
    label: labelProp,
    children,
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    closeOnNavigate = true,
    className,
    onKeyDown,
    onToggle,
    ...props
  }: MenuDisclosureProps,
  ref: ForwardedRef<HTMLDetailsElement>,
) {
  const strings = useUiSection('menu', enMenu);
  const label = labelProp ?? strings.menu.label;
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = openProp ?? uncontrolledOpen;
  const detailsRef = useRef<HTMLDetailsElement | null>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const hydrated = useRef(false);
  // Renders again when the browser changed `open` itself, so the effect below can put it back if the
  // owner of a controlled `open` kept it as it was.
  const [, rerender] = useReducer((count: number) => count + 1, 0);

  const setOpen = (next: boolean) => {
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const setRefs = useCallback(
    (node: HTMLDetailsElement | null) => {
      detailsRef.current = node;
      assignRef(ref, node);
    },
    [ref],
  );

  useEffect(() => {
    const details = detailsRef.current;
    if (!details) return;
    if (!hydrated.current) {
      hydrated.current = true;
      // Opened or closed natively before the script ran: keep what the visitor chose.
      if (details.open !== open) {
        setOpen(details.open);
        rerender();
        return;
      }
    }
    if (details.open !== open) details.open = open;
  });

  // With scripts, a click (or Enter or Space) on the summary goes through React, so a controlled `open`
  // that its owner keeps as it is stays so. Without scripts the browser toggles the details itself.
  const handleSummaryClick = (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    setOpen(!open);
  };

  // Any other change made by the browser (find-in-page opens a closed details to show a match).
  const handleToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    onToggle?.(event);
    // React passes a nested details' toggle up the tree, although the native event does not bubble.
    if (event.target !== event.currentTarget) return;
    const now = event.currentTarget.open;
    if (now === open) return;
    setOpen(now);
    rerender();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    // Closed before focus lands on the toggle, so a screen reader hears it collapsed, not expanded.
    flushSync(() => setOpen(false));
    summaryRef.current?.focus();
  };

  const handlePanelClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!closeOnNavigate || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (event.target instanceof Element && event.target.closest('a[href]')) setOpen(false);
  };

  return (
    // Escape is handled for the summary and the panel together; the details itself is not interactive.
    // The visitor may open or close it before the script runs: `open` then differs from the server's HTML,
    // and the effect above keeps the visitor's choice.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <details
      ref={setRefs}
      className={['ui-menu-disclosure', className].filter(Boolean).join(' ')}
      data-state={open ? 'open' : 'closed'}
      suppressHydrationWarning
      {...props}
      open={open}
      onToggle={handleToggle}
      onKeyDown={handleKeyDown}
    >
      {/* A summary is a button to the browser (Enter and Space, 'collapsed' and 'expanded'): no role and no
          aria-expanded of ours, which ARIA in HTML does not allow on it. The icons are switched by CSS on
          `details[open]`, so they are right before and without scripts. */}
      <summary
        ref={summaryRef}
        className={buttonVariants({ variant: 'outline', className: 'ui-menu-disclosure__toggle' })}
        onClick={handleSummaryClick}
      >
        <span className="ui-menu-disclosure__icon ui-menu-disclosure__icon--closed" aria-hidden="true">
          ☰
        </span>
        <span className="ui-menu-disclosure__icon ui-menu-disclosure__icon--open" aria-hidden="true">
          ×
        </span>
        {label}
      </summary>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div className="ui-menu-disclosure__panel" onClick={handlePanelClick}>
        {children}
      </div>
    </details>
  );
});
