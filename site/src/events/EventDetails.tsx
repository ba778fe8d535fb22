import type { FoundationEvent } from '@inclusion/events';
import { DetailList } from '@inclusion/ui';
import { eventsPage } from '../content/events-page.js';
import { eventBanner } from '../content/images.js';

const details = eventsPage.details;

export interface EventDetailsProps {
  event: FoundationEvent;
  /** The level of Why Attend, About and Agenda: 3 under the dialog's or the section's h2. */
  headingLevel?: 3 | 4;
  /** The event's picture above the details; the event's page shows it in its hero instead. */
  showBanner?: boolean;
}

/**
 * One event's details: when, where, registration and contact, Why Attend, About and the agenda. The
 * Learn More dialog and the event's own page (where Learn More leads without JavaScript) both show
 * them with this component.
 */
export function EventDetails({ event, headingLevel = 3, showBanner = true }: EventDetailsProps) {
  const Heading = `h${headingLevel}` as const;
  const banner = eventBanner(event.banner.file, event.banner.alt);
  return (
    <>
      {showBanner ? (
        <img
          className="site-events-banner"
          src={banner.src}
          srcSet={banner.srcSet}
          sizes="(min-width: 48rem) 44rem, 100vw"
          alt={banner.alt}
          width={banner.width}
          height={banner.height}
          decoding="async"
        />
      ) : null}
      <DetailList
        layout="columns"
        items={[
          { term: details.dateLabel, details: <time dateTime={event.date}>{event.dateLabel}</time> },
          { term: details.timeLabel, details: event.time },
          { term: details.locationLabel, details: event.location },
          ...(event.participants ? [{ term: details.participantsLabel, details: event.participants }] : []),
          { term: details.registrationLabel, details: event.registrationNote, wide: true },
          { term: details.contactLabel, details: event.contact, wide: true },
        ]}
      />
      <Heading className="site-events-subheading">{details.whyAttendTitle}</Heading>
      <ul>
        {event.whyAttend.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      <Heading className="site-events-subheading">{details.aboutTitle}</Heading>
      <p>{event.description}</p>
      <Heading className="site-events-subheading">{details.agendaTitle}</Heading>
      <ol className="site-events-agenda">
        {event.agenda.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ol>
    </>
  );
}
