import { events } from '../content/events.js';
import { Card, CardGrid, Hero, Section } from '@inclusion/ui';
import { eventsPage } from '../content/events-page.js';
import { EventCardList } from '../events/EventCard.js';
import { ContactSection } from '../sections/ContactSection.js';
import { Paragraphs } from '../sections/Paragraphs.js';

export default function EventsPage() {
  const { hero, whoWeAre, whatWeDo, upcoming } = eventsPage;
  return (
    <>
      <Hero title={hero.title} lead={hero.lead} image={hero.image} />
      <Section id="who-we-are" title={whoWeAre.title} size="narrow">
        <Paragraphs texts={whoWeAre.paragraphs} />
      </Section>
      <Section id="events-and-campaigns" title={whatWeDo.title} tone="muted">
        <CardGrid>
          {whatWeDo.cards.map((card) => (
            <Card key={card.title} title={card.title} accent={card.accent} features={card.features}>
              {card.description}
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section id={upcoming.id} title={upcoming.title} intro={upcoming.intro}>
        <EventCardList events={events} />
      </Section>
      <ContactSection />
    </>
  );
}
