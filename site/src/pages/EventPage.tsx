import type { FoundationEvent } from '@inclusion/events';
import { findEvent } from '../content/events.js';
import { useErrorTitle, useEventRegistration } from '@inclusion/forms/react';
import { Breadcrumbs, ButtonLink, Container, Hero, Section, SuccessPanel } from '@inclusion/ui';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { routerLink } from '../app/routerLink.js';
import { eventsPage } from '../content/events-page.js';
import { eventBanner } from '../content/images.js';
import { EventDetails } from '../events/EventDetails.js';
import {
  EventRegistrationForm,
  registrationAnchor,
  registrationFormId,
} from '../events/EventRegistrationForm.js';
import { usePostedForm } from '../forms/postedForm.js';
import { api } from '../lib/api.js';
import { eventIdOf, eventPath, type RoutePath } from '../routes.js';
import { siteLanguage } from '../app/language.js';
import { formWords } from '../forms/formWords.en.js';

const text = eventsPage.registration;
const success = eventsPage.success;
const page = eventsPage.eventPage;
const eventsRoute = '/events&campaigns' satisfies RoutePath;

/**
 * One event's own page, /events&campaigns/<id>: where its Learn More link leads without JavaScript
 * (or in a new tab). Its details, then its registration form, which posts without JavaScript too; the
 * thanks and the registration ID take the form's place on the page.
 */
export default function EventPage() {
  const { pathname } = useLocation();
  const id = eventIdOf(pathname);
  const event = id === undefined ? undefined : findEvent(id);
  // The route table has a page for each event only, so there is always one; keyed, each keeps its own form.
  return event ? <EventPageContent key={event.id} event={event} /> : null;
}

function EventPageContent({ event }: { event: FoundationEvent }) {
  const formId = registrationFormId(event);
  const flow = useEventRegistration(event, (payload, options) => api.events.register(payload, options), {
    labels: text.labels,
    initialState: usePostedForm(formId),
    language: siteLanguage,
    messages: formWords,
  });
  const { form, step, startRegistration, registrationReference } = flow;
  // 'Register another person' brings the empty form back with focus on its first field.
  const [focusFirstField, setFocusFirstField] = useState(false);
  const succeeded = step === 'success';
  useErrorTitle(!succeeded && (form.errorList.length > 0 || form.bannerError !== null), siteLanguage);
  const banner = eventBanner(event.banner.file, event.banner.alt);

  return (
    <>
      <Container>
        <Breadcrumbs
          items={[
            { label: page.breadcrumbs.home, href: '/' },
            { label: page.breadcrumbs.events, href: eventsRoute },
          ]}
          renderLink={routerLink}
        />
      </Container>
      <Hero title={event.title} lead={event.summary} image={banner} />
      <Section id="event-details" title={page.detailsTitle}>
        <EventDetails event={event} showBanner={false} />
      </Section>
      <Section id={page.registerId} title={text.title(event.title)} tone="muted" size="narrow">
        {succeeded ? (
          <SuccessPanel
            id={registrationAnchor(event)}
            title={success.title}
            message={success.message(event.title, event.dateLabel)}
            reference={
              registrationReference
                ? { label: success.referenceLabel, value: registrationReference }
                : undefined
            }
            headingLevel={3}
            action={
              <ButtonLink
                variant="outline"
                // Not only '#…': the thanks come once, from the post's redirect, so asking for the page
                // again (a new address, by its empty query) brings back the empty form without JavaScript.
                href={`${eventPath(event.id)}?#${registrationAnchor(event)}`}
                onClick={(click) => {
                  if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey)
                    return;
                  click.preventDefault();
                  setFocusFirstField(true);
                  startRegistration();
                }}
              >
                {success.registerAnother}
              </ButtonLink>
            }
          >
            {registrationReference ? <p>{success.referenceAdvice}</p> : null}
          </SuccessPanel>
        ) : (
          <>
            <p>{text.intro}</p>
            <EventRegistrationForm event={event} flow={flow} focusFirstField={focusFirstField} />
          </>
        )}
      </Section>
    </>
  );
}
