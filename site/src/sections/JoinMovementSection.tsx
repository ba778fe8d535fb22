import { ButtonLink, Section } from '@inclusion/ui';
import { Link } from 'react-router-dom';
import { joinLinks } from '../content/join-links.js';

export interface JoinMovementSectionProps {
  id?: string;
  title: string;
  intro: string;
}

/** Three ways to take part: volunteer, donate and intern (Home's "Join the Movement", About's "Join Us..."). */
export function JoinMovementSection({ id = 'join', title, intro }: JoinMovementSectionProps) {
  return (
    <Section id={id} title={title} intro={intro}>
      {/* Safari drops list semantics from a list drawn without bullets unless the role is explicit. */}
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
      <ul className="site-home-actions" role="list">
        {joinLinks.map((link) => (
          <li key={link.to}>
            <ButtonLink asChild variant={link.variant} size="lg">
              <Link to={link.to}>{link.label}</Link>
            </ButtonLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
