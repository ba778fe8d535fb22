import { ButtonLink, Card, CardGrid, Hero, Section } from '@inclusion/ui';
import { volunteerPage as page } from '../content/volunteer.js';
import { volunteer } from '../forms/rows/volunteer.js';
import { TableForm } from '../forms/TableForm.js';
import { followInPageLink } from '../lib/scrollToTarget.js';
import { ContactSection } from '../sections/ContactSection.js';
import { Paragraphs } from '../sections/Paragraphs.js';

const FORM_ID = 'volunteer-form';

/** /volunteer: why and how to volunteer, and the registration form (spec section 2). */
export default function VolunteerPage() {
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

      <Section id="why-volunteer" title={page.why.title} size="narrow">
        <Paragraphs texts={page.why.paragraphs} />
      </Section>

      <Section id={FORM_ID} title={page.form.title} intro={page.form.intro} tone="muted" size="narrow">
        <TableForm row={volunteer} text={page.form} labelledBy={`${FORM_ID}-heading`} />
      </Section>

      <Section id="ways-to-get-involved" title={page.ways.title} intro={page.ways.intro}>
        <CardGrid>
          {page.ways.items.map((item) => (
            <Card key={item.title} title={item.title} accent={item.accent}>
              {item.description}
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section
        id="who-can-volunteer"
        title={page.whoCanVolunteer.title}
        intro={page.whoCanVolunteer.intro}
        tone="muted"
      >
        <CardGrid>
          {page.whoCanVolunteer.items.map((item) => (
            <Card key={item.title} title={item.title}>
              {item.description}
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section id="what-you-gain" title={page.benefits.title} intro={page.benefits.intro}>
        <CardGrid>
          {page.benefits.items.map((item) => (
            <Card key={item.title} title={item.title} accent={item.accent}>
              {item.description}
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section id="recognition" title={page.recognition.title} intro={page.recognition.intro} tone="muted">
        <CardGrid>
          {page.recognition.items.map((item) => (
            <Card key={item.title} title={item.title} accent={item.accent}>
              {item.description}
            </Card>
          ))}
        </CardGrid>
        <p className="site-volunteer-action">
          <ButtonLink href={`#${FORM_ID}`} onClick={followInPageLink}>
            {page.recognition.actionLabel}
          </ButtonLink>
        </p>
      </Section>

      <ContactSection />
    </>
  );
}
