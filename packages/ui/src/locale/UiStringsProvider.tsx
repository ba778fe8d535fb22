import { useMemo, type ReactNode } from 'react';
import { UiStringsContext } from './context.js';
import type { UiStringOverrides, UiStrings } from './UiStrings.js';

export interface UiStringsProviderProps {
  /** A whole table: a shipped one (`hindiUiStrings`) or your own language's. */
  strings: UiStrings;
  /** Words to change, section by section, over the table. */
  overrides?: UiStringOverrides;
  children: ReactNode;
}

/** `base` with each section of `overrides` laid over the same section. */
export function withOverrides(base: UiStrings, overrides: UiStringOverrides | undefined): UiStrings {
  if (!overrides) return base;
  const merged: Record<string, unknown> = { ...base };
  for (const [section, words] of Object.entries(overrides)) {
    if (words === undefined) continue;
    const own = merged[section];
    merged[section] = typeof words === 'object' && typeof own === 'object' ? { ...own, ...words } : words;
  }
  return merged as unknown as UiStrings;
}

/**
 * The words, numbers and dates of every component inside it, from one table: its words, and the
 * locale `Intl` formats with. It renders no element.
 */
export function UiStringsProvider({ strings, overrides, children }: UiStringsProviderProps) {
  const value = useMemo(() => withOverrides(strings, overrides), [strings, overrides]);
  return <UiStringsContext.Provider value={value}>{children}</UiStringsContext.Provider>;
}
