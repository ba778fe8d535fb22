import { useContext } from 'react';
import { UiStringsContext } from './context.js';
import { en } from './en.js';
import type { UiStrings } from './UiStrings.js';

/** The whole table of the nearest `UiLocaleProvider` or `UiStringsProvider`, or English: for your own components. */
export function useUiStrings(): UiStrings {
  return useContext(UiStringsContext) ?? en;
}
