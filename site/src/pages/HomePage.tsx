import { ButtonLink, Hero, MediaText, Section } from '@inclusion/ui';
import { Link } from 'react-router-dom';
import { homePage, homePictures } from '../content/home.js';
import { ContactSection } from '../sections/ContactSection.js';
import { FocusAreas } from '../sections/FocusAreas.js';
import { JoinMovementSection } from '../sections/JoinMovementSection.js';
import { NewsletterSection } from '../sections/NewsletterSection.js';
import { Paragraphs } from '../sections/Paragraphs.js';

const { hero, mission, whoWeAre, joinMovement } = homePage;

export default function HomePage() {
  return (
    <>
      <Hero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        quote={hero.quote}
        image={homePictures.hero}
        actions={hero.actions.map((action) => (
          <ButtonLink key={action.to} asChild variant={action.variant}>
            <Link to={action.to}>{action.label}</Link>
          </ButtonLink>
        ))}
      />
      <Section id="mission" title={mission.title}>
        <div className="site-home-prose">
          <Paragraphs texts={mission.paragraphs} />
        </div>
      </Section>
      <Section id="who-we-are" title={whoWeAre.title}>
        <MediaText image={homePictures.whoWeAre}>
          <Paragraphs texts={whoWeAre.paragraphs} />
          <p className="site-standalone-link">
            <Link to="/about">{whoWeAre.linkLabel}</Link>
          </p>
        </MediaText>
      </Section>
      <FocusAreas />
      <JoinMovementSection id="join-the-movement" title={joinMovement.title} intro={joinMovement.intro} />
      <ContactSection />
      <NewsletterSection />
    </>
  );
}
