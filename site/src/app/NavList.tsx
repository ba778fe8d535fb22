import { NavLink } from 'react-router-dom';
import { headerRoutes, routes } from '../routes.js';

const labelOf = (path: string) => routes.find((route) => route.path === path)?.label ?? path;

/** NavLink sets aria-current="page" on the link of the page being shown. */
export function NavList({ className }: { className: string }) {
  return (
    <ul className={className}>
      {headerRoutes.map((path) => (
        <li key={path}>
          <NavLink to={path} end className="site-nav__link">
            {labelOf(path)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
