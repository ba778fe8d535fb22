/**
 * Addresses as the router handles them: a path string `pathname?search#hash`, split into its parts
 * and put back together, and a link's target resolved against the current page.
 */

/** Where the browser is (or, on the server, the page being rendered). */
export interface Location {
  pathname: string;
  /** '' or '?…' */
  search: string;
  /** '' or '#…' */
  hash: string;
  /** What the navigation that led here carried (`<Link state>`, `navigate(to, { state })`), else null. */
  state: unknown;
  /**
   * A new random key for each navigation, kept in the history entry. 'default' for the page the
   * browser loaded itself (and on the server): the staff inbox moves focus only on other keys.
   */
  key: string;
}

/** `to`'s pathname, search and hash; a bare '?' or '#' counts as none. */
export function parsePath(to: string): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const [, pathname = '', search = '', hash = ''] = /^([^?#]*)([^#]*)([^]*)$/.exec(to) ?? [];
  return { pathname, search: search.length > 1 ? search : '', hash: hash.length > 1 ? hash : '' };
}

export const createPath = ({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
  pathname + search + hash;

/**
 * The address `to` leads to from a page at `from`: the site's links are absolute paths
 * ('/staff/volunteer?status=new') or a new query or fragment for the same page ('?page=2', which
 * setSearchParams sends: the current pathname with the new search, without the old hash). Relative
 * paths ('../x') are not used by the site and are not resolved.
 */
export function resolvePath(to: string, from: string): string {
  const { pathname, search, hash } = parsePath(to);
  return createPath({ pathname: pathname || from, search, hash });
}

/** A URL with a scheme or a protocol-relative one (`//host/…`): not a path of this site. */
export const isAbsoluteUrl = (to: string) => /^(?:[a-z][a-z\d+.-]*:|[\\/]{2})/i.test(to);
