import { Container, Hero } from '@inclusion/ui';
import { foundation } from '../config.js';
import { policyText, type Policy } from '../content/policies.js';
import { foundationWords } from '../foundationWords.en.js';
import { followInPageLink } from '../lib/scrollToTarget.js';
import { Paragraphs } from './Paragraphs.js';

/** The layout the three policy pages share: heading, date, contents, then the sections. */
export function PolicyDocument({ policy }: { policy: Policy }) {
  return (
    <>
      <Hero
        title={policy.title}
        lead={
          <>
            <p>{policy.lead}</p>
            <p className="site-policy-updated">
              {policyText.lastUpdatedLabel}{' '}
              <time dateTime={policy.lastUpdated.iso}>{policy.lastUpdated.label}</time>
            </p>
          </>
        }
      />
      <Container size="narrow" className="site-policy">
        <nav aria-labelledby="policy-contents" className="site-policy-contents">
          <h2 id="policy-contents">{policyText.contentsTitle}</h2>
          <ol>
            {policy.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} onClick={followInPageLink}>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {policy.sections.map((section) => (
          <section key={section.id} id={section.id}>
            <h2>{section.title}</h2>
            <Paragraphs texts={section.paragraphs} />
            {section.points ? (
              <ul>
                {section.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            ) : null}
            {section.after ? <Paragraphs texts={section.after} /> : null}
            {section.contact ? (
              <address className="site-policy-contact">
                <p>
                  {policyText.contactEmailLabel} <a href={`mailto:${foundation.email}`}>{foundation.email}</a>
                </p>
                <p>
                  {policyText.contactPhoneLabel} <a href={foundation.phoneHref}>{foundation.phone}</a>
                </p>
                <p>
                  {policyText.contactAddressLabel} {foundationWords.name}, {foundationWords.addressText}
                </p>
              </address>
            ) : null}
          </section>
        ))}
      </Container>
    </>
  );
}
