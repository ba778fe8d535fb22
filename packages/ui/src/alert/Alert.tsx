import { cva, type VariantProps } from 'class-variance-authority';
import {
  forwardRef,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type ForwardedRef,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { assignRef } from '../internal/assignRef.js';
import { useUiSection } from '../locale/context.js';
import { enAlert } from '../locale/en.js';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden.js';

export const alertVariants = cva('ui-alert', {
  variants: {
    variant: {
      error: 'ui-alert--error',
      info: 'ui-alert--info',
      success: 'ui-alert--success',
    },
  },
  defaultVariants: { variant: 'error' },
});

type Variant = NonNullable<VariantProps<typeof alertVariants>['variant']>;

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  variant?: Variant;
  /** A short bold line before the message. */
  title?: ReactNode;
  /** The message, for example 'Failed to send message. Please try again.' */
  children: ReactNode;
  /**
   * Give it to move focus to the alert when it appears and again whenever the key changes (pass a
   * submit counter): for a failed send, reported where the visitor is, as the ErrorSummary is. The
   * alert is then a focusable group named by its words instead of a live region: focus already makes
   * screen readers read it, and a live region as well would make them read it twice.
   */
  focusKey?: unknown;
}

const icons: Record<Variant, ReactNode> = {
  error: <path d="M12 2 1 21h22L12 2Zm-1 7h2v6h-2V9Zm0 8h2v2h-2v-2Z" />,
  info: <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1 5h2v2h-2V7Zm0 4h2v6h-2v-6Z" />,
  success: (
    <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.5 14.1-4.2-4.2 1.4-1.4 2.8 2.8 5.8-5.8 1.4 1.4-7.2 7.2Z" />
  ),
};

/**
 * An alert that the page inserts while someone is using it is committed empty and its words filled in
 * a moment later, in one piece (one change, so it is announced once, not once per part): every screen
 * reader announces a change inside an existing `role="alert"`, but some miss one that arrives with its
 * text already inside (VoiceOver on iOS and macOS; NVDA, which needs a moment to register a new live
 * region). An alert that is in the server's HTML is not delayed: it is part of the page as it loads
 * (read with the page, also without scripts), and hydration must find the same content the server sent.
 */
const FILL_DELAY_MS = 100;
const noSubscription = () => () => {};
const isClient = () => true;
const isServer = () => false;

/**
 * A banner for a whole form or page, such as a failed send. Announced at once (`role="alert"`), or,
 * with `focusKey`, given focus and read as a named group.
 */
export const Alert = /* @__PURE__ */ forwardRef(function Alert(
  { variant, title, children, focusKey, className, ...props }: AlertProps,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const takesFocus = focusKey !== undefined;
  // False on the server and while hydrating its HTML; true when the client inserts the alert later.
  const insertedByClient = useSyncExternalStore(noSubscription, isClient, isServer);
  const [filled, setFilled] = useState(takesFocus || !insertedByClient);
  const element = useRef<HTMLDivElement | null>(null);
  const ids = useId();
  const nameId = `${ids}-name`;
  const messageId = `${ids}-message`;

  useEffect(() => {
    if (filled) return;
    const timer = setTimeout(() => setFilled(true), FILL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [filled]);

  useEffect(() => {
    if (takesFocus) element.current?.focus();
  }, [takesFocus, focusKey]);

  const setRef = useCallback(
    (node: HTMLDivElement | null) => {
      element.current = node;
      assignRef(ref, node);
    },
    [ref],
  );
  const kind = variant ?? 'error';
  // Read before the message, so the kind of alert never depends on colour or the icon.
  const prefix = useUiSection('alert', enAlert).alert[kind];
  const classes = alertVariants({ variant, className });
  const hasTitle = title !== undefined && title !== null && title !== false && title !== '';

  // Focused: named by its kind and title ('Error: Your message was not sent') and described by the
  // message, or named by the kind and message when it has no title; read once, on focus.
  const focusProps = takesFocus
    ? {
        role: 'group',
        tabIndex: -1,
        'aria-labelledby': hasTitle ? nameId : `${nameId} ${messageId}`,
        'aria-describedby': hasTitle ? messageId : undefined,
      }
    : { role: 'alert' };

  return (
    <div ref={setRef} className={classes} {...focusProps} {...props}>
      <svg className="ui-alert__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {icons[kind]}
      </svg>
      {filled ? (
        <div className="ui-alert__body">
          <span id={nameId}>
            <VisuallyHidden>{prefix} </VisuallyHidden>
            {hasTitle ? <span className="ui-alert__title">{title}</span> : null}
          </span>
          <div id={messageId} className="ui-alert__message">
            {children}
          </div>
        </div>
      ) : null}
    </div>
  );
});
