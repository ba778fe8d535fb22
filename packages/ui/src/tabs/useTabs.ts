import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';

export type TabsActivation = 'automatic' | 'manual';

export interface UseTabsOptions {
  /** The tabs' ids, in order. */
  ids: readonly string[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (id: string) => void;
  activation: TabsActivation;
}

/**
 * The behaviour of the WAI-ARIA tabs pattern: which tab is selected (controlled or not), the ids that
 * tie each tab to its panel, a roving tabindex, and the keys. Left and Right arrows move between tabs
 * (the other way round in right-to-left text) and wrap; Home and End go to the first and last. With
 * automatic activation moving also selects; with manual activation Enter or Space selects (the tab is a
 * button, so a click does it).
 */
export function useTabs({ ids, value, defaultValue, onValueChange, activation }: UseTabsOptions) {
  const base = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? ids[0]);
  const requested = value ?? uncontrolled;
  const selected = requested !== undefined && ids.includes(requested) ? requested : ids[0];
  const tabs = useRef(new Map<string, HTMLButtonElement>());

  const select = useCallback(
    (id: string) => {
      if (value === undefined) setUncontrolled(id);
      if (id !== selected) onValueChange?.(id);
    },
    [value, selected, onValueChange],
  );

  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = (id: string) => `${base}-panel-${id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const current = ids.indexOf(event.currentTarget.dataset.tabId ?? '');
    if (current < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    let next: number | undefined;
    if (event.key === forward) next = (current + 1) % ids.length;
    else if (event.key === backward) next = (current - 1 + ids.length) % ids.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = ids.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    const id = ids[next] as string;
    tabs.current.get(id)?.focus();
    if (activation === 'automatic') select(id);
  };

  const tabRef = (id: string) => (node: HTMLButtonElement | null) => {
    if (node) tabs.current.set(id, node);
    else tabs.current.delete(id);
  };

  return { selected, select, tabId, panelId, onKeyDown, tabRef, base };
}
