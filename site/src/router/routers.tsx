/**
 * The two routers: the browser's, on the History API, and the server's, fixed at one address for
 * prerendering and for pages answering a form posted without JavaScript.
 */
import { startTransition, useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { RouterContext, type NavigateOptions, type Router } from './context.js';
import { parsePath, type Location } from './paths.js';

/**
 * What each history entry holds, in React Router's format, so an entry it made still reads the
 * same: `usr` the navigation's state, `key` its key.
 */
interface HistoryEntry {
  usr?: unknown;
  key?: string;
}

/** The browser's address and the current history entry's state and key ('default' for an entry the router did not make). */
function readLocation(): Location {
  const { pathname, search, hash } = window.location;
  const entry = window.history.state as HistoryEntry | null;
  return { pathname, search, hash, state: entry?.usr || null, key: entry?.key || 'default' };
}

/**
 * Follows the browser's address: navigating pushes (or replaces) a history entry, and Back and
 * Forward (popstate) show the entry's address. The new location renders in a transition, as React
 * Router's does: while a page's chunk loads, the old page stays instead of a fallback. Scrolling is
 * left to the pages (see usePageFocus), as React Router's BrowserRouter leaves it.
 */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [location, setLocation] = useState(readLocation);
  const go = useCallback((path: string, { replace, state }: NavigateOptions = {}) => {
    const entry: HistoryEntry = { usr: state ?? null, key: Math.random().toString(36).slice(2, 10) };
    if (replace) {
      window.history.replaceState(entry, '', path);
    } else {
      try {
        window.history.pushState(entry, '', path);
      } catch {
        // Safari refuses too many entries too fast: a full page load still gets there.
        window.location.assign(path);
      }
    }
    startTransition(() => setLocation(readLocation()));
  }, []);

  useLayoutEffect(() => {
    const onPopState = () => startTransition(() => setLocation(readLocation()));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const router = useMemo<Router>(() => ({ location, go }), [location, go]);
  return <RouterContext value={router}>{children}</RouterContext>;
}

/** One address, for server rendering: links render their href; navigating throws. */
export function StaticRouter({ location, children }: { location: string; children?: ReactNode }) {
  const { pathname, search, hash } = parsePath(location);
  const router: Router = {
    location: { pathname: pathname || '/', search, hash, state: null, key: 'default' },
    go(path) {
      throw new Error(`Cannot navigate to ${path} while rendering on the server.`);
    },
  };
  return <RouterContext value={router}>{children}</RouterContext>;
}
