import { ButtonLink, Card, CardGrid, Hero, Section } from '@inclusion/ui';
import { Link } from 'react-router-dom';
import { donatePage as page } from '../content/donate.js';
import { donation } from '../forms/rows/donation.js';
import { TableForm } from '../forms/TableForm.js';
import { followInPageLink } from '../lib/scrollToTarget.js';
import { ContactSection } from '../sections/ContactSection.js';
import { Paragraphs } from '../sections/Paragraphs.js';

const FORM_ID = 'donate-form';

/** /donate: why and how to give, and the donation form, which records an intention only (spec section 2). */
export default function DonatePage() {
  const { refundNote } = page.form;
  return (
    <>
      <Hero title={page.hero.title} lead={page.hero.lead} image={page.hero.image} />

      <Section id="donate-content" title={page.intro.title} size="narrow">
        <Paragraphs texts={page.intro.paragraphs} />
        <p className="site-donate-action">
          <ButtonLink href={`#${FORM_ID}`} onClick={followInPageLink} size="lg">
            {page.intro.actionLabel}
          </ButtonLink>
        </p>
      </Section>

      <Section id="ways-to-donate" title={page.ways.title} tone="muted">
        <CardGrid>
          {page.ways.items.map((item) => (
            <Card key={item.title} title={item.title} accent={item.accent}>
              {item.description}
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section id={FORM_ID} title={page.form.title} intro={page.form.intro} size="narrow">
        <p>
          {refundNote.before}
          <Link to="/refund-policy">{refundNote.linkLabel}</Link>
          {refundNote.after}
        </p>
        <TableForm row={donation} text={page.form} labelledBy={`${FORM_ID}-heading`} />
      </Section>

      <ContactSection />
    </>
  );
}
