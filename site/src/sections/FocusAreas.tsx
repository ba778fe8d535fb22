import { ButtonLink, Card, CardGrid, Section } from '@inclusion/ui';
import { Link } from 'react-router-dom';
import { homePage } from '../content/home.js';
import { ProgrammeIcon } from './ProgrammeIcon.js';

const { focusAreas } = homePage;

/** Home's four focus areas, with a link to the eight programme areas on /projects. */
export function FocusAreas({ id = 'focus-areas' }: { id?: string }) {
  return (
    <Section id={id} title={focusAreas.title} intro={focusAreas.intro} tone="muted">
      <CardGrid>
        {focusAreas.areas.map((area) => (
          <Card
            key={area.title}
            title={area.title}
            features={area.features}
            accent={area.accent}
            icon={<ProgrammeIcon name={area.icon} />}
          >
            {area.description}
          </Card>
        ))}
      </CardGrid>
      <p className="site-home-more">
        <ButtonLink asChild variant="outline">
          <Link to="/projects">{focusAreas.moreLabel}</Link>
        </ButtonLink>
      </p>
    </Section>
  );
}
