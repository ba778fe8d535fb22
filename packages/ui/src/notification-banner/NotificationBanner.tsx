import { cva } from 'class-variance-authority';
import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { useFocusOnArrival } from './useFocusOnArrival.js';
import { useUiSection } from '../locale/context.js';
import { enNotificationBanner } from '../locale/en.js';

export type NotificationBannerType = 'neutral' | 'success';

export const notificationBannerVariants = cva('ui-notification-banner', {
  variants: {
    type: {
      neutral: 'ui-notification-banner--neutral',
      success: 'ui-notification-banner--success',
    } satisfies Record<NotificationBannerType, string>,
  },
  defaultVariants: { type: 'neutral' },
});

export interface NotificationBannerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /**
   * `neutral` (the default): news that is not about the visitor's last action, a region named by its
   * title. `success`: the result of what the visitor just did, an alert that takes focus.
   */
  type?: NotificationBannerType;
  /** The banner's title and accessible name: 'Important' or 'Success' by default. */
  title?: ReactNode;
  /** The level of the title's heading: 2 by default. */
  headingLevel?: 2 | 3 | 4;
  /** The message, in bold: 'Status changed to In progress'. `children` may add more below it. */
  heading?: ReactNode;
  children?: ReactNode;
  /**
   * Move focus to the banner when it appears, so screen readers read it and keyboard users continue
   * from it. On by default for `success`, off for `neutral`. Turn it off for a success banner that is
   * already on the page when it loads for another reason.
   */
  autoFocus?: boolean;
  /** The banner takes focus again whenever this changes (the id of the last change, say). */
  focusKey?: unknown;
}

/**
 * GOV.UK Frontend's notification banner. Its whole text is in the first render, so it is there in
 * server-rendered HTML and without scripts. A neutral banner is a region named by its title; a success
 * banner is an alert named by its title, and takes focus when it appears, as GOV.UK's does, because an
 * alert that is already in the page when it loads is announced by no screen reader.
 */
export const NotificationBanner = forwardRef<HTMLDivElement, NotificationBannerProps>(
  function NotificationBanner(
    {
      type = 'neutral',
      title,
      headingLevel = 2,
      heading,
      children,
      autoFocus,
      focusKey,
      className,
      ...props
    },
    ref,
  ) {
    const defaultTitles = useUiSection('notificationBanner', enNotificationBanner).notificationBanner;
    const titleId = useId();
    const contentId = useId();
    const focusOnArrival = autoFocus ?? type === 'success';
    const setRef = useFocusOnArrival(focusOnArrival, focusKey, ref);
    const Title = `h${headingLevel}` as const;
    return (
      <div
        ref={setRef}
        role={type === 'success' ? 'alert' : 'region'}
        aria-labelledby={titleId}
        // Focus on a named container makes screen readers say its name and role only ('Success, alert'):
        // the description makes them read the message too (NVDA, JAWS, VoiceOver).
        aria-describedby={focusOnArrival ? contentId : undefined}
        tabIndex={focusOnArrival ? -1 : undefined}
        className={notificationBannerVariants({ type, className })}
        {...props}
      >
        <div className="ui-notification-banner__header">
          <Title className="ui-notification-banner__title" id={titleId}>
            {title ?? defaultTitles[type]}
          </Title>
        </div>
        <div className="ui-notification-banner__content" id={contentId}>
          {heading ? <p className="ui-notification-banner__heading">{heading}</p> : null}
          {children}
        </div>
      </div>
    );
  },
);
