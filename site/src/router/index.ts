/**
 * The site's router: the parts of React Router 7 (react-router-dom) the site uses, under the same
 * names and with the same behaviour, in about 2 kB of gzip where react-router-dom takes about 12 on
 * every page.
 *
 * - paths.ts: locations and resolving a link's target;
 * - matching.ts: path patterns, route ranking, matchPath and matchRoutes;
 * - context.ts: the router's context and the hooks;
 * - routers.tsx: BrowserRouter (History API) and StaticRouter (server rendering);
 * - Routes.tsx: <Routes> and <Route>;
 * - links.tsx: <Link> and <NavLink>.
 */
export {
  createSearchParams,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type NavigateFunction,
  type NavigateOptions,
  type SetURLSearchParams,
  type URLSearchParamsInit,
} from './context.js';
export { Link, NavLink, type LinkProps, type NavLinkProps } from './links.js';
export {
  matchPath,
  matchRoutes,
  type Params,
  type PathMatch,
  type PathPattern,
  type RouteMatch,
  type RouteObject,
} from './matching.js';
export type { Location } from './paths.js';
export { BrowserRouter, StaticRouter } from './routers.js';
export { Route, Routes, type RouteProps } from './Routes.js';
