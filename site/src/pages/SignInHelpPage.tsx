import { Breadcrumbs, Button, Container, Hero, InsetText } from '@inclusion/ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuthLauncher } from '../app/auth/AuthProvider.js';
import { routerLink } from '../app/routerLink.js';
import { signInHelp } from '../content/sign-in-help.js';

/**
 * /sign-in: where the header's Sign In and Register lead when the page's script is not running. It is
 * honest: signing in needs JavaScript, here is everything that works without it, and how to turn it on
 * or get help. Once the script runs (a new tab, say), it offers the header's Sign In and Register too.
 */
export default function SignInHelpPage() {
  const text = signInHelp;
  const auth = useAuthLauncher();
  // Only the page's script can open the sign-in dialog, so its buttons appear once the script runs.
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);

  return (
    <>
      <Container>
        <Breadcrumbs items={[{ label: text.breadcrumbs.home, href: '/' }]} renderLink={routerLink} />
      </Container>
      <Hero title={text.title} lead={text.lead} />
      <Container size="narrow" className="site-policy">
        {scripted ? (
          <InsetText>
            <p>{text.scripted.message}</p>
            <p className="site-account">
              <Button variant="secondary" onClick={(event) => auth.open('signin', event.currentTarget)}>
                {text.scripted.signIn}
              </Button>
              <Button onClick={(event) => auth.open('register', event.currentTarget)}>
                {text.scripted.register}
              </Button>
            </p>
          </InsetText>
        ) : null}

        <section id={text.works.id} aria-labelledby={`${text.works.id}-heading`}>
          <h2 id={`${text.works.id}-heading`}>{text.works.title}</h2>
          <p>{text.works.intro}</p>
          <ul className="site-standalone-link">
            {text.works.forms.map((form) => (
              <li key={form.label}>
                <Link to={form.to}>{form.label}</Link>
              </li>
            ))}
          </ul>
          <p>{text.works.more}</p>
        </section>

        <section id={text.needs.id} aria-labelledby={`${text.needs.id}-heading`}>
          <h2 id={`${text.needs.id}-heading`}>{text.needs.title}</h2>
          <ul>
            {text.needs.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p>{text.needs.why}</p>
        </section>

        <section id={text.turnOn.id} aria-labelledby={`${text.turnOn.id}-heading`}>
          <h2 id={`${text.turnOn.id}-heading`}>{text.turnOn.title}</h2>
          <ol>
            {text.turnOn.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>

        <section id={text.help.id} aria-labelledby={`${text.help.id}-heading`}>
          <h2 id={`${text.help.id}-heading`}>{text.help.title}</h2>
          <p>{text.help.intro}</p>
          <address className="site-policy-contact">
            <p>
              {text.help.emailLabel} <a href={`mailto:${text.help.email}`}>{text.help.email}</a>
            </p>
            <p>
              {text.help.phoneLabel} <a href={text.help.phoneHref}>{text.help.phone}</a>
            </p>
          </address>
        </section>
      </Container>
    </>
  );
}
