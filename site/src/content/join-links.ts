/**
 * The three ways to take part, shown on Home ("Join the Movement") and About ("Join Us in Making a
 * Difference"). A module of their own: About's first download carries these words, not Home's page.
 */
export const joinLinks = [
  { to: '/volunteer', label: 'Volunteer with Us', variant: 'primary' },
  { to: '/donate', label: 'Donate Now', variant: 'secondary' },
  { to: '/intern', label: 'Internships', variant: 'outline' },
] as const;
