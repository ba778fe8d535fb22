import { Hero, Section } from '@inclusion/ui';
import { foundation } from '../config.js';
import { contactPage as page } from '../content/contact.js';
import { ContactUsForm } from '../forms/ContactUsForm.js';
import { NewsletterSection } from '../sections/NewsletterSection.js';

const FORM_ID = 'contact-form';

/** /contact: the full Contact Us form beside the foundation's details and response times (spec section 2). */
export default function ContactPage() {
  const { image } = page.overview;
  return (
    <>
      <Hero title={page.hero.title} lead={page.hero.lead} tiles={page.hero.tiles} />

      <Section id="contact-overview" title={page.overview.title}>
        <div className="site-contact-overview">
          <div>
            {page.overview.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <img
            className="site-contact-overview__image"
            src={image.src}
            srcSet={image.srcSet}
            sizes="(min-width: 48rem) 50vw, 100vw"
            width={image.width}
            height={image.height}
            alt={image.alt}
            loading="lazy"
            decoding="async"
          />
        </div>
      </Section>

      <Section id={FORM_ID} title={page.form.title} intro={page.form.intro} tone="muted">
        <div className="site-contact-layout">
          <div className="site-contact-layout__form">
            <ContactUsForm labelledBy={`${FORM_ID}-heading`} />
          </div>
          <aside className="site-contact-panel" aria-labelledby="contact-details-heading">
            <h3 id="contact-details-heading" className="site-contact-panel__title">
              {page.details.title}
            </h3>
            <dl className="site-contact-panel__list">
              <dt>{page.details.emailLabel}</dt>
              <dd>
                <a href={`mailto:${foundation.email}`}>{foundation.email}</a>
              </dd>
              <dt>{page.details.phoneLabel}</dt>
              <dd>
                <a href={foundation.phoneHref}>{foundation.phone}</a>
              </dd>
              <dt>{page.details.addressLabel}</dt>
              <dd>
                <address>
                  {foundation.name}
                  {[
                    ...foundation.address.lines,
                    `${foundation.address.city} ${foundation.address.postalCode}`,
                    foundation.address.country,
                  ].map((line) => (
                    <span key={line}>
                      <br />
                      {line}
                    </span>
                  ))}
                </address>
              </dd>
            </dl>
            <div className="site-contact-times">
              <h3 className="site-contact-panel__title">{page.responseTimes.title}</h3>
              <dl className="site-contact-panel__list">
                {page.responseTimes.items.map((item) => (
                  <div key={item.label}>
                    <dt>{item.label}</dt>
                    <dd>{item.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </aside>
        </div>
      </Section>

      <NewsletterSection />
    </>
  );
}
