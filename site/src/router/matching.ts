/**
 * Path patterns and route ranking, as React Router 7 does them for the patterns this site uses:
 * static segments ('/about', '/events&campaigns/1'), `:param` segments ('/:kind/:id'), a trailing
 * splat ('/staff/*') and '*' alone (anything: the not-found route). No optional segments ('/:a?').
 * Matching ignores case and trailing slashes unless a pattern asks otherwise, like React Router's.
 */
import { parsePath } from './paths.js';

export type Params = Record<string, string | undefined>;

export interface PathPattern {
  path: string;
  caseSensitive?: boolean;
  /** Must the whole pathname match (the default), or may it go on below the pattern (`end: false`)? */
  end?: boolean;
}

export interface PathMatch {
  params: Params;
  /** The part of the pathname the pattern matched. */
  pathname: string;
  /** That part without the splat and trailing slashes: what nested routes are relative to. */
  pathnameBase: string;
  pattern: PathPattern;
}

/** What <Routes> and matchRoutes read of a route: its pattern, or that it is its parent's index. */
export interface RouteObject {
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
}

export interface RouteMatch<R extends RouteObject = RouteObject> {
  route: R;
  params: Params;
  pathname: string;
  pathnameBase: string;
}

const trimTrailingSlashes = (path: string) => path.replace(/(.)\/+$/, '$1');

/** The pattern as a regular expression, and the names of its captures in order ('*' for the splat). */
function compile(path: string, caseSensitive = false, end = true): [RegExp, string[]] {
  const names: string[] = [];
  let source =
    '^' +
    path
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+?^${}|()[\]]/g, '\\$&')
      .replace(/\/:([\w-]+)/g, (_, name: string) => {
        names.push(name);
        return '/([^\\/]+)';
      });
  if (path.endsWith('*')) {
    names.push('*');
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else if (end) {
    source += '\\/*$';
  } else if (path !== '' && path !== '/') {
    source += '(?=\\/|$)'; // a whole segment: '/staff/team' matches '/staff/team/x', not '/staff/teams'
  }
  return [new RegExp(source, caseSensitive ? undefined : 'i'), names];
}

/** The pathname's match of the pattern (a string pattern must match it all), or null. */
export function matchPath(pattern: PathPattern | string, pathname: string): PathMatch | null {
  const full = typeof pattern === 'string' ? { path: pattern } : pattern;
  const [matcher, names] = compile(full.path, full.caseSensitive, full.end);
  const found = matcher.exec(pathname);
  if (!found) return null;
  const matched = found[0];
  let pathnameBase = trimTrailingSlashes(matched);
  const params: Params = {};
  names.forEach((name, index) => {
    const value = found[index + 1] ?? '';
    if (name === '*') pathnameBase = trimTrailingSlashes(matched.slice(0, matched.length - value.length));
    // Each segment was decoded with its own slashes kept as %2F (decodePath): a value shows them as '/'.
    params[name] = value.replace(/%2F/g, '/');
  });
  return { params, pathname: matched, pathnameBase, pattern: full };
}

/**
 * React Router's score: more segments, and static ones (10) over `:params` (3) over empty ones (1);
 * an index route +2, a splat -2 and its '*' segment worth nothing. Scored as if below '/', as React
 * Router joins a route's path to its parent's.
 */
function score({ path = '', index }: RouteObject): number {
  const segments = `/${path}`.replace(/\/\/+/g, '/').split('/');
  let total = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment !== '*') total += /^:[\w-]+$/.test(segment) ? 3 : segment ? 10 : 1;
  }
  return total;
}

/**
 * Each path segment percent-decoded, so '/events%26campaigns' matches the route '/events&campaigns'
 * as '/events&campaigns' does; a decoded '/' stays '%2F' so it cannot split a segment. A malformed
 * escape leaves the path as it came.
 */
export function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/**
 * The route of a flat list (no nested children: the site has none) that the pathname shows, as a
 * one-element array like React Router's, or null: the best-ranked route that matches the whole
 * decoded pathname; among routes of equal score, the earlier one.
 */
export function matchRoutes<R extends RouteObject>(
  routes: readonly R[],
  location: string | { pathname: string },
): RouteMatch<R>[] | null {
  const pathname = decodePath(
    (typeof location === 'string' ? parsePath(location) : location).pathname || '/',
  );
  const ranked = routes
    .filter((route) => route.path != null || route.index)
    .map((route) => ({ route, score: score(route) }))
    .sort((a, b) => b.score - a.score); // stable: equal scores keep the list's order
  for (const { route } of ranked) {
    const match = matchPath({ path: route.path ?? '', caseSensitive: route.caseSensitive }, pathname);
    if (match)
      return [{ route, params: match.params, pathname: match.pathname, pathnameBase: match.pathnameBase }];
  }
  return null;
}
