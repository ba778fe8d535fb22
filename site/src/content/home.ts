import type { CardAccent } from '@inclusion/ui';
import { foundation } from '../config.js';
import type { ProgrammeIconName } from './programmes.js';
import { picture } from './images.js';

export interface FocusArea {
  title: string;
  description: string;
  features: readonly string[];
  accent: CardAccent;
  icon: ProgrammeIconName;
}

export const homePage = {
  hero: {
    eyebrow: foundation.name,
    title: 'Education, work and independence for every person with a disability',
    lead: 'We are a Delhi-based non-profit working with persons with disabilities, their families, employers and institutions, so that disability is never the reason someone is left out of a classroom, a workplace or public life.',
    quote: {
      text: 'Nothing about us without us.',
      cite: 'The guiding principle of the disability rights movement',
    },
    actions: [
      { to: '/about', label: 'About the Foundation', variant: 'secondary' },
      { to: '/projects', label: 'Our Projects', variant: 'outline' },
    ] as const,
  },
  mission: {
    title: 'Our Mission',
    paragraphs: [
      'The 2011 Census counted more than 2.6 crore persons with disabilities in India, and the true number is widely believed to be higher. Too many of them still leave school early, struggle to find work, or cannot enter the buildings and use the websites that others take for granted.',
      'Our mission is to change that: through coaching and skills, through jobs and assistive devices, through healthcare that is within reach, and by persuading institutions to remove the barriers they have built. Persons with disabilities shape every programme we run.',
    ],
  },
  whoWeAre: {
    title: 'Who We Are',
    paragraphs: [
      `${foundation.name} is a team of educators, trainers, counsellors, rehabilitation professionals and volunteers, many of whom live with a disability themselves.`,
      'From our centre in New Delhi we run coaching and training programmes, help people obtain assistive devices and disability certificates, and work with colleges, companies and government offices to make their spaces and services accessible.',
    ],
    linkLabel: 'More about who we are',
  },
  focusAreas: {
    title: 'Our Focus Areas',
    intro: 'Four areas where the right support changes the course of a life.',
    areas: [
      {
        title: 'Higher Education',
        description:
          'Helping students with disabilities get into college, stay there and graduate, and preparing candidates for competitive examinations.',
        features: [
          'Admission guidance and scholarship applications',
          'Accessible study material and exam accommodations',
          'Coaching for UPSC, SSC, banking and state examinations',
        ],
        accent: 'blue',
        icon: 'graduation',
      },
      {
        title: 'Employment',
        description:
          'Building job-ready skills and connecting persons with disabilities with employers who value what they bring.',
        features: [
          'Technology and vocational training',
          'Interview preparation and placements',
          'Support for self-employment and small enterprises',
        ],
        accent: 'green',
        icon: 'briefcase',
      },
      {
        title: 'Accessibility',
        description:
          'Making buildings, transport, websites and public services usable by everyone, as the RPwD Act, 2016 requires.',
        features: [
          'Accessibility audits of buildings and websites',
          'Assistive technology assessment and training',
          'Sensitization workshops for staff and students',
        ],
        accent: 'indigo',
        icon: 'accessibility',
      },
      {
        title: 'Healthcare',
        description:
          'Putting affordable, respectful healthcare and rehabilitation within reach of persons with disabilities and their families.',
        features: [
          'Free health and assessment camps',
          'Referrals for therapy and rehabilitation',
          'Counselling and peer support',
        ],
        accent: 'red',
        icon: 'heart',
      },
    ] satisfies FocusArea[],
    moreLabel: 'See all eight programme areas',
  },
  joinMovement: {
    title: 'Join the Movement',
    intro:
      'Change happens when many people each give a little. Give your time as a volunteer, support a programme with a donation, or learn on the job as an intern.',
  },
};

/** The pictures the page shows, here so the page's first download carries only its own. */
export const homePictures = {
  hero: picture(
    'home-hero',
    'Illustration: a student using a wheelchair and a classmate with a white cane walk together towards a college building.',
  ),
  whoWeAre: picture(
    'who-we-are',
    'Illustration: volunteers and members of the foundation talking around a table, one of them signing.',
  ),
};
