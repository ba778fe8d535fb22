import { ButtonLink, Card, CardGrid, Hero, Section } from '@inclusion/ui';
import { internPage as page } from '../content/intern.js';
import { internship } from '../forms/rows/internship.js';
import { TableForm } from '../forms/TableForm.js';
import { followInPageLink } from '../lib/scrollToTarget.js';
import { ContactSection } from '../sections/ContactSection.js';
import { Paragraphs } from '../sections/Paragraphs.js';

const FORM_ID = 'intern-form';

/** /intern: the internship programme and the application form (spec section 2). */
export default function InternPage() {
  return (
    <>
      <Hero
        title={page.hero.title}
        lead={page.hero.lead}
        image={page.hero.image}
        actions={
          <ButtonLink href={`#${FORM_ID}`} onClick={followInPageLink}>
            {page.hero.actionLabel}
          </ButtonLink>
        }
      />

      <Section id="intern-content" title={page.intro.title} size="narrow">
        <Paragraphs texts={page.intro.paragraphs} />
      </Section>

      <Section id="why-intern" title={page.why.title} tone="muted">
        <CardGrid>
          {page.why.items.map((item) => (
            <Card key={item.title} title={item.title} accent={item.accent}>
              {item.description}
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section id="internship-areas" title={page.areas.title}>
        <CardGrid>
          {page.areas.items.map((item) => (
            <Card key={item.title} title={item.title}>
              {item.description}
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section
        id="requirements"
        title={page.requirements.title}
        intro={page.requirements.intro}
        tone="muted"
        size="narrow"
      >
        <ul className="site-intern-list">
          {page.requirements.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>

      <Section id={FORM_ID} title={page.form.title} intro={page.form.intro} size="narrow">
        <TableForm row={internship} text={page.form} labelledBy={`${FORM_ID}-heading`} />
      </Section>

      <Section id="internship-certificate" title={page.certificate.title} tone="muted" size="narrow">
        <Paragraphs texts={page.certificate.paragraphs} />
        <p className="site-intern-action">
          <ButtonLink href={`#${FORM_ID}`} onClick={followInPageLink}>
            {page.certificate.actionLabel}
          </ButtonLink>
        </p>
      </Section>

      <ContactSection />
    </>
  );
}
