import { ButtonLink, Container, Hero } from '@inclusion/ui';
import { Link } from 'react-router-dom';
import { notFoundPage } from '../content/not-found.js';

export default function NotFoundPage() {
  return (
    <>
      <Hero
        title={notFoundPage.title}
        lead={notFoundPage.lead}
        actions={
          <ButtonLink asChild>
            <Link to="/">{notFoundPage.homeLabel}</Link>
          </ButtonLink>
        }
      />
      <Container className="site-prose">
        <h2>{notFoundPage.linksTitle}</h2>
        <ul>
          {notFoundPage.links.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}
