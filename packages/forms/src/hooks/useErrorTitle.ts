import { useEffect } from 'react';

const prefix = 'Error: ';

/** While a form shows errors after a submit, the page's title starts with 'Error: ' (WCAG 3.3.1 technique G199). */
export function useErrorTitle(hasErrors: boolean) {
  useEffect(() => {
    if (!hasErrors) return;
    const base = document.title.startsWith(prefix) ? document.title.slice(prefix.length) : document.title;
    document.title = prefix + base;
    return () => {
      if (document.title.startsWith(prefix)) document.title = document.title.slice(prefix.length);
    };
  }, [hasErrors]);
}
