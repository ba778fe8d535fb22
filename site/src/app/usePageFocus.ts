import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useAnnounce } from '@inclusion/ui';
// This build's language's name for the foundation: the Hindi build reads configSiteName.hi.ts.
import { siteName } from '../configSiteName.en.js';
import { documentTitle, routeOf } from '../routes.js';

/**
 * After a client-side navigation to another page: sets the new page's title, moves focus to its h1
 * (else main) and announces the page. An address with a #fragment (the page left by Back, say) is
 * still a new page, so it gets all three; only a move to a fragment on the page already shown is left
 * to the in-page target that takes focus itself (#volunteer-form). The first load is left alone:
 * the browser has already done all three.
 */
export function usePageFocus(pagePath: string) {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  const shownPath = useRef(pathname);
  const announce = useAnnounce();

  useEffect(() => {
    const title = documentTitle(routeOf(pagePath), siteName);
    document.title = title;
    if (first.current) {
      first.current = false;
      return;
    }
    const samePage = shownPath.current === pathname;
    shownPath.current = pathname;
    if (samePage && hash) return; // an in-page target (#volunteer-form) takes focus itself
    const arrive = () => {
      const target =
        document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
      if (target) {
        if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
        target.focus({ preventScroll: true });
      }
      window.scrollTo(0, 0);
      announce(title);
    };
    if (!hash) {
      arrive();
      return;
    }
    // Back or Forward to an address with a fragment: after the popstate listeners (the router's, which
    // drew this page), the browser goes to the fragment itself and moves focus to its element, or to
    // the body when that element takes no focus. Arriving in the next task comes after that.
    const later = window.setTimeout(arrive, 0);
    return () => window.clearTimeout(later);
  }, [pathname, hash, pagePath, announce]);
}
