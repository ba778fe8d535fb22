import type { CardAccent } from '@inclusion/ui';

/** The pictures drawn by `ProgrammeIcon` (site/src/sections/ProgrammeIcon.tsx). */
export type ProgrammeIconName =
  | 'book'
  | 'graduation'
  | 'laptop'
  | 'briefcase'
  | 'assistive'
  | 'accessibility'
  | 'heart'
  | 'women'
  | 'trophy'
  | 'megaphone';

/** Each programme area's id: its card's anchor on /projects, and the key of its description and summary. */
export type ProgrammeId =
  | 'competitive-exam-preparation'
  | 'technology-training'
  | 'employment-livelihood'
  | 'assistive-technology-access'
  | 'health-wellness'
  | 'women-with-disabilities'
  | 'sports-culture'
  | 'awareness-sensitization';

/**
 * A programme area (spec section 3): id, title, subtitle, feature list and colour, which /projects
 * and the About page both show. Each page's own text sits in a module only that page imports: the
 * full description (/projects) in `programme-descriptions.ts`, the one-line summary (About's list of
 * initiatives, with the first `keyFeatureCount` features) in `programme-summaries.ts`.
 */
export interface Programme {
  /** The card's anchor on /projects, such as /projects#technology-training. */
  id: ProgrammeId;
  title: string;
  subtitle: string;
  /** Most important first: the About page shows the first `keyFeatureCount`. */
  features: readonly string[];
  accent: CardAccent;
  icon: ProgrammeIconName;
}

/** How many of a programme's features the About page lists as its key features. */
export const keyFeatureCount = 3;

/** The eight programme areas, in the spec's order (section 2, Projects). */
export const programmes: readonly Programme[] = [
  {
    id: 'competitive-exam-preparation',
    title: 'Competitive Exam Preparation',
    subtitle: 'Coaching for careers in public service',
    features: [
      'Weekly classes at our Delhi centre and online',
      'Study material in braille, large print, audio and accessible PDF',
      'Mock tests with the scribe and compensatory time the examination allows',
      'Guidance on disability certificates, the UDID card and reserved posts',
    ],
    accent: 'blue',
    icon: 'book',
  },
  {
    id: 'technology-training',
    title: 'Technology Training',
    subtitle: 'Digital skills for study and work',
    features: [
      'Screen readers (NVDA, JAWS, TalkBack) and screen magnifiers',
      'Office software, e-mail and safe use of the internet',
      'Data entry, web accessibility testing and digital marketing',
      'Small batches, with sign language interpretation on request',
    ],
    accent: 'purple',
    icon: 'laptop',
  },
  {
    id: 'employment-livelihood',
    title: 'Employment and Livelihood Support',
    subtitle: 'From training to a steady income',
    features: [
      'CV writing, mock interviews and workplace communication',
      'Placements with partner employers, with follow-up after joining',
      'Guidance for employers on reasonable accommodation',
      'Business skills and links to self-employment and loan schemes',
    ],
    accent: 'green',
    icon: 'briefcase',
  },
  {
    id: 'assistive-technology-access',
    title: 'Assistive Technology Access',
    subtitle: 'The right device, and the skill to use it',
    features: [
      'An individual assessment of needs',
      'Help applying under the ADIP scheme and state schemes',
      'Training on smart canes, hearing aids, DAISY players and wheelchairs',
      'Repair and maintenance camps for devices already in use',
    ],
    accent: 'orange',
    icon: 'assistive',
  },
  {
    id: 'health-wellness',
    title: 'Health and Wellness',
    subtitle: 'Care, therapy and well-being',
    features: [
      'Free health and disability assessment camps with partner hospitals',
      'Referrals for physiotherapy, speech therapy and occupational therapy',
      'Counselling and peer support groups',
      'Help obtaining a disability certificate and UDID card',
    ],
    accent: 'red',
    icon: 'heart',
  },
  {
    id: 'women-with-disabilities',
    title: 'Empowerment of Women with Disabilities',
    subtitle: 'Confidence, skills and rights',
    features: [
      'Vocational training in tailoring, handicrafts and computer work',
      'Financial literacy and help opening bank accounts',
      'Workshops on health, safety and legal rights',
      'Mentoring circles led by women with disabilities',
    ],
    accent: 'pink',
    icon: 'women',
  },
  {
    id: 'sports-culture',
    title: 'Sports and Cultural Activities',
    subtitle: 'Play, perform and belong',
    features: [
      'Wheelchair basketball, para-athletics, blind cricket and chess',
      'Coaching and support for district and national competitions',
      'Music, dance, theatre and art workshops',
      'An annual cultural evening performed by our members',
    ],
    accent: 'yellow',
    icon: 'trophy',
  },
  {
    id: 'awareness-sensitization',
    title: 'Awareness and Sensitization',
    subtitle: 'Changing attitudes and systems',
    features: [
      'Sensitization workshops for staff, teachers and students',
      'Accessibility audits of buildings, websites and services',
      'Campaigns on the RPwD Act, 2016 and the 21 recognised disabilities',
      'Introductory sessions on Indian Sign Language and disability etiquette',
    ],
    accent: 'indigo',
    icon: 'megaphone',
  },
];
