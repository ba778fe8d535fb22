import { picture } from './images.js';

export const projectsPage = {
  hero: {
    eyebrow: 'Projects',
    title: 'Driving Change Through Action',
    lead: 'Our eight programme areas turn our mission into daily work: in classrooms and training rooms, with employers and hospitals, on the sports field and in public offices.',
    actions: [
      { to: '/collaborate', label: 'Partner on a Programme', variant: 'secondary' },
      { to: '/donate', label: 'Support a Programme', variant: 'outline' },
    ],
  },
  programmes: {
    title: 'Our Programme Areas',
    intro:
      'Each programme is designed with the persons with disabilities it serves, and runs with the support of volunteers, partner institutions and donors.',
  },
} as const;

/** The pictures the page shows, here so the page's first download carries only its own. */
export const projectsPictures = {
  hero: picture(
    'projects-hero',
    'Illustration: people at work in a bright office, one using a wheelchair at an adjustable desk.',
  ),
};
