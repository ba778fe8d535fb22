import {
  forwardRef,
  type ForwardedRef,
  useId,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Button } from '../button/Button.js';

export interface MenuDisclosureProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The toggle button's visible text. */
  label?: ReactNode;
  /** What the button shows and hides: usually a list of navigation links. */
  children: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Close the panel when a link inside it is followed (not when it is opened in a new tab). */
  closeOnNavigate?: boolean;
}

/**
 * A button that shows and hides a panel, for the header's menu on small screens. It is a disclosure, not a
 * dialog: focus is never trapped, and Tab leaves the panel open.
 */
export const MenuDisclosure = /* @__PURE__ */ forwardRef(function MenuDisclosure(
  {
    label = 'Menu',
    children,
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    closeOnNavigate = true,
    className,
    onKeyDown,
    ...props
  }: MenuDisclosureProps,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = openProp ?? uncontrolledOpen;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = `menu${useId().replace(/:/g, '')}-panel`;

  const setOpen = (next: boolean) => {
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };

  const handlePanelClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!closeOnNavigate || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (event.target instanceof Element && event.target.closest('a[href]')) setOpen(false);
  };

  return (
    // Delegated handlers: Escape from the button or the panel, and clicks on the links inside. The div itself
    // is not interactive.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={ref}
      className={['ui-menu-disclosure', className].filter(Boolean).join(' ')}
      data-state={open ? 'open' : 'closed'}
      onKeyDown={handleKeyDown}
      {...props}
    >
      <Button
        ref={buttonRef}
        variant="outline"
        className="ui-menu-disclosure__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <span className="ui-menu-disclosure__icon" aria-hidden="true">
          {open ? '×' : '☰'}
        </span>
        {label}
      </Button>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div id={panelId} className="ui-menu-disclosure__panel" hidden={!open} onClick={handlePanelClick}>
        {children}
      </div>
    </div>
  );
});
