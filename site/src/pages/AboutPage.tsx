import {
  ButtonLink,
  Card,
  CardGrid,
  DetailList,
  Hero,
  MediaText,
  Section,
  Steps,
  VisuallyHidden,
} from '@inclusion/ui';
import { Link } from 'react-router-dom';
import { foundation } from '../config.js';
import { aboutPage, aboutPictures } from '../content/about.js';
import { programmeSummaries } from '../content/programme-summaries.js';
import { keyFeatureCount, programmes } from '../content/programmes.js';
import { foundationWords } from '../foundationWords.en.js';
import { JoinMissionForm } from '../forms/JoinMissionForm.js';
import { ContactSection } from '../sections/ContactSection.js';
import { JoinMovementSection } from '../sections/JoinMovementSection.js';
import { NewsletterSection } from '../sections/NewsletterSection.js';
import { ProgrammeIcon } from '../sections/ProgrammeIcon.js';
import { Paragraphs } from '../sections/Paragraphs.js';

const { hero, whoWeAre, visionMission, approach, projects, leadership, joinUs, connect } = aboutPage;

/** About and Initiatives: both readings of the spec on one page, each section once. */
export default function AboutPage() {
  return (
    <>
      <Hero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />

      <Section id="who-we-are" title={whoWeAre.title}>
        <MediaText image={aboutPictures.overview}>
          <Paragraphs texts={whoWeAre.paragraphs} />
        </MediaText>
      </Section>

      <Section id="vision-and-mission" title={visionMission.title} tone="muted">
        <div className="site-about-columns">
          <div>
            <h3>{visionMission.visionTitle}</h3>
            <p className="site-about-vision">{visionMission.vision}</p>
          </div>
          <div>
            <h3>{visionMission.missionTitle}</h3>
            <p>{visionMission.missionIntro}</p>
            <ol className="site-about-list">
              {visionMission.mission.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ol>
          </div>
        </div>
      </Section>

      <Section id="our-approach" title={approach.title} intro={approach.intro}>
        <Steps steps={approach.steps} aria-label={approach.stepsLabel} />
        <h3>{approach.collaboratorsTitle}</h3>
        <p>{approach.collaboratorsIntro}</p>
        <ul className="site-about-list">
          {approach.collaborators.map((collaborator) => (
            <li key={collaborator.name}>
              <strong>{collaborator.name}</strong>: {collaborator.description}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="projects-list" title={projects.title} intro={projects.intro} tone="muted">
        <CardGrid>
          {programmes.map((programme) => (
            <Card
              key={programme.id}
              title={programme.title}
              subtitle={programme.subtitle}
              features={programme.features.slice(0, keyFeatureCount)}
              accent={programme.accent}
              icon={<ProgrammeIcon name={programme.icon} />}
            >
              {programmeSummaries[programme.id]}
            </Card>
          ))}
        </CardGrid>
        <p className="site-home-more">
          <ButtonLink asChild variant="outline">
            <Link to="/projects">{projects.moreLabel}</Link>
          </ButtonLink>
        </p>
      </Section>

      <Section id="leadership" title={leadership.title} intro={leadership.intro}>
        <CardGrid>
          {leadership.leaders.map((leader) => (
            <Card key={leader.name} title={leader.name} subtitle={leader.position}>
              <p>{leader.description}</p>
              {leader.additionalInfo ? <p>{leader.additionalInfo}</p> : null}
            </Card>
          ))}
        </CardGrid>
      </Section>

      <JoinMovementSection id="join-us" title={joinUs.title} intro={joinUs.intro} />

      <JoinMissionForm />

      <NewsletterSection />

      <Section id="connect" title={connect.title} intro={connect.intro}>
        <div className="site-about-columns">
          <div>
            <h3>{connect.socialTitle}</h3>
            {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
            <ul className="site-about-links" role="list">
              {foundation.social.map((link) => (
                <li key={link.name}>
                  <a href={link.href} rel="noopener noreferrer">
                    {link.name}
                    <VisuallyHidden>{connect.externalNote}</VisuallyHidden>
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3>{connect.contactTitle}</h3>
            <DetailList
              items={[
                { term: connect.addressLabel, details: <address>{foundationWords.addressText}</address> },
                {
                  term: connect.emailLabel,
                  details: <a href={`mailto:${foundation.email}`}>{foundation.email}</a>,
                },
                { term: connect.phoneLabel, details: <a href={foundation.phoneHref}>{foundation.phone}</a> },
              ]}
            />
          </div>
        </div>
      </Section>

      <ContactSection />
    </>
  );
}
