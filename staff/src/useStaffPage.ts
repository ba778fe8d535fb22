import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAnnounce } from '@inclusion/ui';
import { foundation } from './config.js';

/** '<page> | Staff inbox | <site name>'. */
export const staffTitle = (title: string) => `${title} | Staff inbox | ${foundation.name}`;

// Set when the visitor signs in from this tab: the page that then appears takes focus on its heading,
// as a page they navigated to would, instead of focus staying wherever the closed dialog left it.
let arrivalBySignIn = false;

/** Called when a sign-in succeeds: the next page shown moves focus to its h1 and announces itself. */
export function focusPageAfterSignIn() {
  arrivalBySignIn = true;
}

/** Focuses the page's h1 (or main) and brings it into view, even in a window 256 px high. */
export function focusHeading() {
  const target =
    document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
  bringIntoView(target);
  // A smooth scroll already under way (Chromium's, started when focus reached the link just pressed)
  // can move the page one more step after an instant scroll, carrying the heading off screen; placing
  // the page again on the next frame, once that scroll has stopped, holds it where it belongs.
  requestAnimationFrame(() => {
    if (document.activeElement === target) bringIntoView(target);
  });
}

/**
 * The top of the page when the heading fits under the header; otherwise the heading at the top (a
 * window 256 px high, 400% zoom). Instant: the page scrolls smoothly by default, and a smooth scroll
 * still under way would carry the heading back out of view.
 */
function bringIntoView(target: HTMLElement) {
  window.scrollTo({ top: 0, behavior: 'instant' });
  if (target.getBoundingClientRect().bottom > window.innerHeight) {
    target.scrollIntoView({ block: 'start', behavior: 'instant' });
  }
}

/**
 * Each staff page calls this with its own title (its h1's words, or 'Error: …' while a form shows
 * errors): it sets the document's title and, after a navigation to the page (not the first load of
 * the browser's page, where the browser has done it), moves focus to the page's h1 and announces the
 * page, as the public pages do; so does the page that appears once the visitor signs in. Changing the query (a filter, a sort, another page of a list) is not
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
    // The page the browser loaded: its focus is where the browser put it (unless it appears because
    // the visitor just signed in).
    if (key === 'default' && !arrivalBySignIn) return;
    arrivalBySignIn = false;
    focusHeading();
    announce(document.title);
    // Only a new address (or the page becoming ready) moves focus; a new title alone does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, ready]);
}
