import type { FoundationEvent } from '@inclusion/events';
import { Card, CardGrid, type CardAccent, VisuallyHidden } from '@inclusion/ui';
import { lazy, Suspense, useRef, useState } from 'react';
import { DialogLink } from '../app/DialogLink.js';
import { eventsPage } from '../content/events-page.js';
import { eventBanner } from '../content/images.js';
import { eventPath } from '../routes.js';

// The modals, the registration form, its rules and the select load the first time Learn More is used.
const loadFlow = () => import('./EventRegistrationFlow.js');
const EventRegistrationFlow = lazy(loadFlow);

/** Starts fetching the modals' code as a pointer or focus reaches Learn More, so it opens at once. */
const warmFlow = () => void loadFlow().catch(() => undefined);

const accents: readonly CardAccent[] = ['blue', 'purple', 'green', 'orange'];

/**
 * One upcoming event: its card, and its Learn More → Register Now → success flow. Learn More is a link
 * to the event's own page (its details and its registration form): that is where it goes without
 * JavaScript, or in a new tab; a plain click with scripts running opens the flow's dialogs instead.
 */
export function EventCard({ event, index }: { event: FoundationEvent; index: number }) {
  const learnMore = useRef<HTMLAnchorElement>(null);
  // Counts presses of Learn More; the flow mounts on the first and opens its details on each.
  const [openRequest, setOpenRequest] = useState(0);
  const text = eventsPage.upcoming;
  const banner = eventBanner(event.banner.file, event.banner.alt);

  return (
    <>
      <Card
        title={event.title}
        subtitle={`${event.dateLabel}, ${event.time}, ${event.location}`}
        accent={accents[index % accents.length]}
        image={banner}
        actions={
          <DialogLink
            ref={learnMore}
            href={eventPath(event.id)}
            onOpen={() => setOpenRequest((count) => count + 1)}
            onPointerEnter={warmFlow}
            onFocus={warmFlow}
          >
            {text.learnMore}
            <VisuallyHidden>{text.learnMoreAbout(event.title)}</VisuallyHidden>
          </DialogLink>
        }
      >
        {event.summary}
      </Card>
      {openRequest > 0 ? (
        <Suspense fallback={null}>
          <EventRegistrationFlow event={event} openRequest={openRequest} returnFocusRef={learnMore} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The upcoming events as a list of cards. Each event keeps its own flow and form (keyed by id). */
export function EventCardList({ events }: { events: readonly FoundationEvent[] }) {
  return (
    <CardGrid>
      {events.map((event, index) => (
        <EventCard key={event.id} event={event} index={index} />
      ))}
    </CardGrid>
  );
}
