import type { AnchorHTMLAttributes, ReactElement } from 'react';

/** What a component hands to `renderLink`: an `<a>`'s props, `href` always set. */
export interface LinkRenderProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
}

/**
 * Draws one link of a navigation component. The default is a plain `<a>`; an app with a client-side
 * router passes its own link, for example `(props) => <Link to={props.href} {...props} />`, and must
 * spread every prop it is given (class, `aria-current`, event handlers).
 */
export type RenderLink = (props: LinkRenderProps) => ReactElement;

export const renderAnchor: RenderLink = ({ children, ...props }) => <a {...props}>{children}</a>;
