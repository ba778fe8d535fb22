import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useAnnounce } from '@inclusion/ui';
import { foundation } from '../config.js';
import { documentTitle, routeOf } from '../routes.js';

/**
 * After a client-side navigation: sets the new page's title, moves focus to its h1 (else main) and
 * announces the page. The first load is left alone: the browser has already done all three.
 */
export function usePageFocus(pagePath: string) {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  const announce = useAnnounce();

  useEffect(() => {
    const title = documentTitle(routeOf(pagePath), foundation.name);
    document.title = title;
    if (first.current) {
      first.current = false;
      return;
    }
    if (hash) return; // an in-page target (#volunteer-form) takes focus itself
    const target =
      document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
    if (target) {
      if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
      target.focus({ preventScroll: true });
    }
    window.scrollTo(0, 0);
    announce(title);
  }, [pathname, hash, pagePath, announce]);
}
