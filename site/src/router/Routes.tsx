/**
 * <Routes> shows the element of the <Route> child that matches the address best (matching.ts ranks
 * them as React Router does). Inside a route's element, another <Routes> (the staff inbox's) matches
 * what is left of the pathname below its parent's match: under '/staff/*', 'people' is /staff/people.
 */
import { Children, Fragment, isValidElement, useContext, type ReactElement, type ReactNode } from 'react';
import { RouteContext, useLocation } from './context.js';
import { matchRoutes } from './matching.js';

export interface RouteProps {
  /** A pattern ('/about', ':kind/:id', '/staff/*', '*'), relative to the parent route's match. */
  path?: string;
  /** Matches the parent route's own address ('/staff' itself). */
  index?: boolean;
  caseSensitive?: boolean;
  element?: ReactNode;
}

/** Declares a route of its <Routes>; rendered on its own, it shows nothing. */
export function Route(_props: RouteProps): ReactNode {
  return null;
}

/** The <Route> props among the children, looking into fragments. */
function routesOf(children: ReactNode, routes: RouteProps[] = []): RouteProps[] {
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    const { props } = child as ReactElement<RouteProps & { children?: ReactNode }>;
    if (child.type === Fragment) routesOf(props.children, routes);
    else routes.push(props);
  });
  return routes;
}

export function Routes({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const parent = useContext(RouteContext);
  // The segments below the parent's match ('/staff' → '/staff/people/1' leaves '/people/1').
  const rest =
    parent.pathnameBase === '/'
      ? pathname
      : `/${pathname.split('/').slice(parent.pathnameBase.split('/').length).join('/')}`;
  const match = matchRoutes(routesOf(children), rest)?.[0];
  if (!match) return null;
  const pathnameBase =
    match.pathnameBase === '/'
      ? parent.pathnameBase
      : `${parent.pathnameBase}/${match.pathnameBase}`.replace(/\/\/+/g, '/');
  // Always this one element here, whatever the route, as React Router renders it: a layout around
  // the pages keeps its state from one page to the next.
  return (
    <RouteContext value={{ params: { ...parent.params, ...match.params }, pathnameBase }}>
      {match.route.element}
    </RouteContext>
  );
}
