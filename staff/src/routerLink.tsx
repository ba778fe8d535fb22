import type { RenderLink } from '@inclusion/ui';
import { Link } from 'react-router-dom';

/** Draws the links of the ui's Breadcrumbs and Pagination with the router's Link, so following one stays in the inbox. */
export const routerLink: RenderLink = ({ href, children, ...props }) => (
  <Link to={href} {...props}>
    {children}
  </Link>
);
