/**
 * What the routers provide and the hooks that read it. The names and call signatures are React
 * Router 7's, for the parts of them the site uses.
 */
import { createContext, useCallback, useContext, useMemo } from 'react';
import type { Params } from './matching.js';
import { resolvePath, type Location } from './paths.js';

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** Kept in the history entry, read back as `useLocation().state`. */
  state?: unknown;
}

export interface Router {
  location: Location;
  /** Goes to an address already resolved (a path with its search and hash). */
  go: (path: string, options?: NavigateOptions) => void;
}

export const RouterContext = createContext<Router | null>(null);

/** The innermost matched route's params (its own and its parents') and the pathname it matched. */
export const RouteContext = createContext<{ params: Params; pathnameBase: string }>({
  params: {},
  pathnameBase: '/',
});

export function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router)
    throw new Error('The router hooks and links are used only inside <BrowserRouter> or <StaticRouter>.');
  return router;
}

export const useLocation = (): Location => useRouter().location;

/** The route's `:params` and its splat ('*'), decoded. */
export const useParams = (): Readonly<Params> => useContext(RouteContext).params;

export type NavigateFunction = (to: string, options?: NavigateOptions) => void;

/**
 * navigate(to, { replace, state }): `to` is a path, or a search or hash for the current page. Like
 * React Router's, the function is new when the pathname changes.
 */
export function useNavigate(): NavigateFunction {
  const { location, go } = useRouter();
  const from = location.pathname;
  return useCallback((to, options) => go(resolvePath(to, from), options), [go, from]);
}

export type URLSearchParamsInit = string | string[][] | Record<string, string | string[]> | URLSearchParams;

export type SetURLSearchParams = (
  next: URLSearchParamsInit | ((previous: URLSearchParams) => URLSearchParamsInit),
  options?: NavigateOptions,
) => void;

/** As React Router's createSearchParams: a record's array values become repeated keys. */
export function createSearchParams(init: URLSearchParamsInit = ''): URLSearchParams {
  return new URLSearchParams(
    typeof init === 'string' || Array.isArray(init) || init instanceof URLSearchParams
      ? init
      : Object.entries(init).flatMap(([key, value]) =>
          (Array.isArray(value) ? value : [value]).map((one) => [key, one]),
        ),
  );
}

/**
 * The current query, and a setter that navigates to the same pathname with a new one (adding a
 * history entry unless `{ replace: true }`; the hash is dropped). The params object stays the same
 * until the search changes, so it can be a dependency of memos and effects.
 */
export function useSearchParams(): [URLSearchParams, SetURLSearchParams] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const searchParams = useMemo(() => new URLSearchParams(search), [search]);
  const setSearchParams = useCallback<SetURLSearchParams>(
    (next, options) =>
      navigate(
        `?${createSearchParams(typeof next === 'function' ? next(new URLSearchParams(searchParams)) : next)}`,
        options,
      ),
    [navigate, searchParams],
  );
  return [searchParams, setSearchParams];
}
