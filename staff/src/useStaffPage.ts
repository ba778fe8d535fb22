import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAnnounce } from '@inclusion/ui';
import { foundation } from './config.js';

/** '<page> | Staff inbox | <site name>'. */
export const staffTitle = (title: string) => `${title} | Staff inbox | ${foundation.name}`;

/**
 * Each staff page calls this with its own title (its h1's words, or 'Error: …' while a form shows
 * errors): it sets the document's title and, after a navigation to the page (not the first load of
 * the browser's page, where the browser has done it), moves focus to the page's h1 and announces the
 * page, as the public pages do. Changing the query (a filter, a sort, another page of a list) is not
 * a new page: focus stays where the user acted.
 */
export function useStaffPage(title: string, ready = true) {
  const { pathname, key } = useLocation();
  const announce = useAnnounce();
  const full = staffTitle(title);

  useEffect(() => {
    document.title = full;
  }, [full]);

  useEffect(() => {
    if (!ready) return;
    // The page the browser loaded: its focus is where the browser put it.
    if (key === 'default') return;
    const target =
      document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
    if (target) {
      if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
      target.focus({ preventScroll: true });
    }
    window.scrollTo(0, 0);
    announce(document.title);
    // Only a new address (or the page becoming ready) moves focus; a new title alone does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, ready]);
}
