import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { addWebFontToNewPage } from './webFont.js';

/** The page the server sent: it stays in the face it was drawn in. */
const firstPathname = typeof window === 'undefined' ? '' : window.location.pathname;

/**
 * Draws every page after the first one in the site's text face, once it has been fetched
 * (src/app/webFont.ts): in a layout effect, so the new page's first paint is already in the face and
 * the page already on screen is never laid out again for it.
 */
export function useWebFontOnNewPage(): void {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    if (pathname !== firstPathname) addWebFontToNewPage();
  }, [pathname]);
}
