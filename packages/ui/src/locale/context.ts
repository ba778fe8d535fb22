import { createContext, useContext } from 'react';
import { enFormat } from './en.js';
import type { UiFormat, UiStrings } from './UiStrings.js';

/** The table of the nearest provider; none means English. */
export const UiStringsContext = createContext<UiStrings | undefined>(undefined);

/** A section of the table with the locale and number options `Intl` needs. */
export type UiSection<Section extends keyof UiStrings> = UiFormat & Pick<UiStrings, Section>;

/**
 * The words of one section from the nearest provider's table, or the English section the component
 * passes: a component that is never given a language bundles only its own English words.
 */
export function useUiSection<Section extends keyof UiStrings>(
  section: Section,
  english: UiStrings[Section],
): UiSection<Section> {
  const table = useContext(UiStringsContext);
  return table ?? ({ ...enFormat, [section]: english } as UiSection<Section>);
}
