import type { ReactNode } from 'react';
import { useHydrated } from '../internal/useHydrated.js';

export interface ConditionalRevealProps {
  /** The id the controlling input's `aria-controls` points at. */
  id: string;
  /** The id of the option's label: the content is a group named after the option it belongs to. */
  labelledBy: string;
  /** Whether the option is checked. */
  expanded: boolean;
  children: ReactNode;
}

/**
 * The content an option reveals while it is checked ('conditionally revealing a related question'),
 * placed right after that option, so it is next in reading and Tab order.
 *
 * Collapsed, it is `hidden` (out of sight, of the accessibility tree and of the Tab order) and in a
 * disabled fieldset, so the fields inside are neither focusable nor submitted, yet keep what was
 * typed if the option is checked again. Before scripts run (or without them), CSS shows or hides it
 * from the input's own checked state, and nothing is disabled: the server re-checks what it receives.
 */
export function ConditionalReveal({ id, labelledBy, expanded, children }: ConditionalRevealProps) {
  const hydrated = useHydrated();
  const collapsed = hydrated && !expanded;
  return (
    <fieldset
      id={id}
      className="ui-conditional-reveal"
      aria-labelledby={labelledBy}
      hidden={collapsed || undefined}
      disabled={collapsed || undefined}
    >
      {children}
    </fieldset>
  );
}
