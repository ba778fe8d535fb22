import { ButtonLink, Card, CardGrid, Hero, Section } from '@inclusion/ui';
import { collaboratePage as page } from '../content/collaborate.js';
import { partnership } from '../forms/rows/partnership.js';
import { TableForm } from '../forms/TableForm.js';
import { followInPageLink } from '../lib/scrollToTarget.js';
import { ContactSection } from '../sections/ContactSection.js';
import { Paragraphs } from '../sections/Paragraphs.js';

const FORM_ID = 'partnership-form';

/** /collaborate: ways to partner with the foundation, and the partnership request form (spec section 2). */
export default function CollaboratePage() {
  return (
    <>
      <Hero title={page.hero.title} lead={page.hero.lead} image={page.hero.image} tiles={page.hero.tiles} />

      <Section id="collaborate-intro" title={page.intro.title} size="narrow">
        <Paragraphs texts={page.intro.paragraphs} />
        <p className="site-collaborate-action">
          <ButtonLink href={`#${FORM_ID}`} onClick={followInPageLink} size="lg">
            {page.intro.actionLabel}
          </ButtonLink>
        </p>
      </Section>

      <Section id="areas-of-collaboration" title={page.areas.title} tone="muted">
        <CardGrid>
          {page.areas.items.map((item) => (
            <Card key={item.title} title={item.title} accent={item.accent}>
              {item.description}
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section id="why-partner" title={page.whyPartner.title}>
        <CardGrid>
          {page.whyPartner.items.map((item) => (
            <Card key={item.title} title={item.title} accent={item.accent}>
              {item.description}
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section id={FORM_ID} title={page.form.title} intro={page.form.intro} tone="muted" size="narrow">
        <TableForm row={partnership} text={page.form} labelledBy={`${FORM_ID}-heading`} />
      </Section>

      <ContactSection />
    </>
  );
}
