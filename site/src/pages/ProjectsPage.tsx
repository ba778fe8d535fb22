import { ButtonLink, Card, CardGrid, Hero, Section } from '@inclusion/ui';
import { Link } from 'react-router-dom';
import { programmeDescriptions } from '../content/programme-descriptions.js';
import { programmes } from '../content/programmes.js';
import { projectsPage, projectsPictures } from '../content/projects.js';
import { ContactSection } from '../sections/ContactSection.js';
import { ProgrammeIcon } from '../sections/ProgrammeIcon.js';

const { hero } = projectsPage;

export default function ProjectsPage() {
  return (
    <>
      <Hero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        image={projectsPictures.hero}
        actions={hero.actions.map((action) => (
          <ButtonLink key={action.to} asChild variant={action.variant}>
            <Link to={action.to}>{action.label}</Link>
          </ButtonLink>
        ))}
      />
      <Section
        id="programme-areas"
        title={projectsPage.programmes.title}
        intro={projectsPage.programmes.intro}
      >
        <CardGrid>
          {programmes.map((programme) => (
            <Card
              key={programme.id}
              id={programme.id}
              className="site-projects-card"
              title={programme.title}
              subtitle={programme.subtitle}
              features={programme.features}
              accent={programme.accent}
              icon={<ProgrammeIcon name={programme.icon} />}
            >
              {programmeDescriptions[programme.id]}
            </Card>
          ))}
        </CardGrid>
      </Section>
      <ContactSection />
    </>
  );
}
