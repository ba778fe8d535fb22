import { useEffect } from 'react';
import { errorTitlePrefix, type Language } from '../language.js';

/**
 * While a form shows errors after a submit, the page's title starts with 'Error: ' ('त्रुटि: ' in
 * Hindi) (WCAG 3.3.1 technique G199).
 */
export function useErrorTitle(hasErrors: boolean, language: Language = 'en') {
  useEffect(() => {
    if (!hasErrors) return;
    const prefix = errorTitlePrefix[language];
    const base = document.title.startsWith(prefix) ? document.title.slice(prefix.length) : document.title;
    document.title = prefix + base;
    return () => {
      if (document.title.startsWith(prefix)) document.title = document.title.slice(prefix.length);
    };
  }, [hasErrors, language]);
}
