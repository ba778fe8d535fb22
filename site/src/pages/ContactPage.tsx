import { DetailList, Hero, MediaText, Section } from '@inclusion/ui';
import { foundation } from '../config.js';
import { contactPage as page } from '../content/contact.js';
import { foundationWords } from '../foundationWords.en.js';
import { contactUs } from '../forms/rows/contactUs.js';
import { TableForm } from '../forms/TableForm.js';
import { NewsletterSection } from '../sections/NewsletterSection.js';
import { Paragraphs } from '../sections/Paragraphs.js';

const FORM_ID = 'contact-form';

/** /contact: the full Contact Us form beside the foundation's details and response times (spec section 2). */
export default function ContactPage() {
  const { image } = page.overview;
  return (
    <>
      <Hero title={page.hero.title} lead={page.hero.lead} tiles={page.hero.tiles} />

      <Section id="contact-overview" title={page.overview.title}>
        <MediaText image={image}>
          <Paragraphs texts={page.overview.paragraphs} />
        </MediaText>
      </Section>

      <Section id={FORM_ID} title={page.form.title} intro={page.form.intro} tone="muted">
        <div className="site-contact-layout">
          <div className="site-contact-layout__form">
            <TableForm row={contactUs} text={page.form} labelledBy={`${FORM_ID}-heading`} />
          </div>
          <aside className="site-contact-panel" aria-labelledby="contact-details-heading">
            <h3 id="contact-details-heading" className="site-contact-panel__title">
              {page.details.title}
            </h3>
            <DetailList
              items={[
                {
                  term: page.details.emailLabel,
                  details: <a href={`mailto:${foundation.email}`}>{foundation.email}</a>,
                },
                {
                  term: page.details.phoneLabel,
                  details: <a href={foundation.phoneHref}>{foundation.phone}</a>,
                },
                {
                  term: page.details.addressLabel,
                  details: (
                    <address>
                      {foundationWords.name}
                      {foundationWords.addressLines.map((line) => (
                        <span key={line}>
                          <br />
                          {line}
                        </span>
                      ))}
                    </address>
                  ),
                },
              ]}
            />
            <div className="site-contact-times">
              <h3 className="site-contact-panel__title">{page.responseTimes.title}</h3>
              <DetailList
                items={page.responseTimes.items.map((item) => ({ term: item.label, details: item.value }))}
              />
            </div>
          </aside>
        </div>
      </Section>

      <NewsletterSection />
    </>
  );
}
