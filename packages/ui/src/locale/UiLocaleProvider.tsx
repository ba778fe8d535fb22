import type { ReactNode } from 'react';
import { uiStrings, type UiLanguage } from './languages.js';
import { UiStringsProvider } from './UiStringsProvider.js';
import type { UiStringOverrides } from './UiStrings.js';

export interface UiLocaleProviderProps {
  /** A language that ships with the package: 'en' or 'hi'. */
  language: UiLanguage;
  /** Words to change, section by section, over the language's table. */
  overrides?: UiStringOverrides;
  children: ReactNode;
}

/**
 * The language of every component inside it, by name. It bundles every shipped table (about 1.5 kB of
 * gzip each); `UiStringsProvider` with one table bundles only that one. It renders no element: set
 * `lang` on the page or the element that holds the text. Without a provider the components speak
 * English.
 */
export function UiLocaleProvider({ language, overrides, children }: UiLocaleProviderProps) {
  return (
    <UiStringsProvider strings={uiStrings[language]} overrides={overrides}>
      {children}
    </UiStringsProvider>
  );
}
