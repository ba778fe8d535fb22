import { Container, VisuallyHidden } from '@inclusion/ui';
import { Link } from 'react-router-dom';
import { foundation } from '../config.js';
import { layoutText } from '../content/shared.js';
import { foundationWords } from '../foundationWords.en.js';
import { footerRoutes, routes } from '../routes.js';

const labelOf = (path: string) => routes.find((route) => route.path === path)?.label ?? path;

export function Footer() {
  return (
    <footer className="site-footer">
      <Container className="site-footer__inner">
        <section aria-labelledby="footer-about" className="site-footer__block">
          <h2 id="footer-about" className="site-footer__heading">
            {foundationWords.name}
          </h2>
          <p>
            {foundationWords.tagline}
            {foundationWords.fullStop}
          </p>
        </section>
        <nav aria-label={layoutText.quickLinks} className="site-footer__block">
          <h2 className="site-footer__heading">{layoutText.quickLinks}</h2>
          <ul className="site-footer__list">
            {footerRoutes.map((path) => (
              <li key={path}>
                <Link to={path}>{labelOf(path)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact" className="site-footer__block">
          <h2 id="footer-contact" className="site-footer__heading">
            {layoutText.contactHeading}
          </h2>
          <address className="site-footer__address">
            <a href={`mailto:${foundation.email}`}>{foundation.email}</a>
            <br />
            <a href={foundation.phoneHref}>{foundation.phone}</a>
            <br />
            {foundationWords.addressText}
          </address>
        </section>
        <section aria-labelledby="footer-social" className="site-footer__block">
          <h2 id="footer-social" className="site-footer__heading">
            {layoutText.followHeading}
          </h2>
          <ul className="site-footer__list">
            {foundation.social.map((link) => (
              <li key={link.name}>
                <a href={link.href} rel="noopener noreferrer">
                  {link.name}
                  <VisuallyHidden>{layoutText.externalSite}</VisuallyHidden>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </Container>
      <Container>
        <p className="site-footer__copyright">
          © {foundation.copyrightYear} {foundationWords.name}
          {`${foundationWords.fullStop} `}
          {layoutText.rightsReserved}
        </p>
      </Container>
    </footer>
  );
}
