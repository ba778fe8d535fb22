import * as Dialog from '@radix-ui/react-dialog';
import { cva } from 'class-variance-authority';
import { useCallback, useRef, useState, type ReactElement, type ReactNode, type RefObject } from 'react';
import { captureReturnChain, rememberReturnChain, returnFocus, revealInModal } from './returnFocus.js';
import { useUiSection } from '../locale/context.js';
import { enModal } from '../locale/en.js';

export const modalVariants = cva('ui-modal', {
  variants: {
    size: { sm: 'ui-modal--sm', md: 'ui-modal--md', lg: 'ui-modal--lg' },
  },
  defaultVariants: { size: 'md' },
});

export interface ModalProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Names the dialog; rendered as its `h2`. */
  title: ReactNode;
  /** Read with the title when the dialog opens. Without it the dialog has no `aria-describedby`. */
  description?: ReactNode;
  /** The body. */
  children: ReactNode;
  /** A row of actions after the body. Use `ModalClose` for a Cancel button. */
  footer?: ReactNode;
  /** The element that opens the modal, usually a Button. */
  trigger?: ReactElement;
  size?: 'sm' | 'md' | 'lg';
  /** Accessible name of the × button. */
  closeLabel?: string;
  /** Where focus goes on close, when that should not be the element that opened the modal. */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * A modal dialog on Radix Dialog: focus moves in and is trapped, Escape and the × button close it,
 * and focus goes back to whatever opened it, with or without a trigger, across nested modals.
 */
export function Modal({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  title,
  description,
  children,
  footer,
  trigger,
  size,
  closeLabel: closeLabelProp,
  returnFocusRef,
}: ModalProps) {
  const strings = useUiSection('modal', enModal);
  const closeLabel = closeLabelProp ?? strings.modal.close;
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = openProp ?? uncontrolledOpen;
  const triggerRef = useRef<HTMLButtonElement>(null);

  // Remember the opener during the render that opens the modal: Radix moves focus in afterwards, and a
  // modal closing in the same click may remove the focused button from the page before any effect runs.
  const [renderedOpen, setRenderedOpen] = useState(false);
  const [returnChain, setReturnChain] = useState<HTMLElement[]>([]);
  // Each opening draws a new dialog. A closing one stays in the page until its exit animation ends,
  // which in a background tab or on a busy phone can be long after; reopened then, Radix would reuse
  // it without moving focus in, leaving a keyboard or screen-reader user outside the dialog.
  const [openings, setOpenings] = useState(0);
  if (open !== renderedOpen) {
    setRenderedOpen(open);
    if (open) {
      setReturnChain(captureReturnChain());
      setOpenings((count) => count + 1);
    }
  }

  const handleOpenChange = (next: boolean) => {
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const contentRef = useCallback(
    (node: HTMLDivElement | null) => {
      if (node) rememberReturnChain(node, returnChain);
    },
    [returnChain],
  );

  return (
    <Dialog.Root open={open} onOpenChange={handleOpenChange}>
      {trigger ? (
        <Dialog.Trigger asChild ref={triggerRef}>
          {trigger}
        </Dialog.Trigger>
      ) : null}
      <Dialog.Portal key={openings}>
        <Dialog.Overlay className="ui-modal__overlay" />
        <Dialog.Content
          ref={contentRef}
          className={modalVariants({ size })}
          // Radix adds the description's id itself when there is one; undefined otherwise.
          aria-describedby={undefined}
          // Radix hides the page behind with aria-hidden but leaves its live regions and their ancestors
          // exposed; aria-modal tells browsers (and so NVDA, JAWS and VoiceOver) to leave out all of it.
          aria-modal="true"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus(event.target as Element, [
              returnFocusRef?.current,
              ...returnChain,
              triggerRef.current,
            ]);
          }}
          onFocus={(event) => {
            if (event.currentTarget.contains(event.target)) revealInModal(event.currentTarget, event.target);
          }}
        >
          <div className="ui-modal__header">
            <Dialog.Title className="ui-modal__title">{title}</Dialog.Title>
            <Dialog.Close className="ui-modal__close" aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description asChild>
              <div className="ui-modal__description">{description}</div>
            </Dialog.Description>
          ) : null}
          <div className="ui-modal__body">{children}</div>
          {footer ? <div className="ui-modal__footer">{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Closes the modal it is in when activated; wrap a Button ("Cancel", "Close"). */
export function ModalClose({ children }: { children: ReactElement }) {
  return <Dialog.Close asChild>{children}</Dialog.Close>;
}
