import { createContext, useContext } from 'react';
import { en } from './en.js';
import type { UiStrings } from './UiStrings.js';

/**
 * The table components read their words from. It holds only English by default, so a page that never
 * chooses a language bundles no other table.
 */
export const UiStringsContext = createContext<UiStrings>(en);

/** The table of the nearest `UiLocaleProvider`, or English. */
export function useUiStrings(): UiStrings {
  return useContext(UiStringsContext);
}
