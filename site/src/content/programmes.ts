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

/**
 * A programme area (spec section 3): id, title, subtitle, description, feature list and colour; as a
 * project card on /about it also shows its icon, its one-line summary and its key features.
 */
export interface Programme {
  /** The card's anchor on /projects, such as /projects#technology-training. */
  id: string;
  title: string;
  subtitle: string;
  /** The full description, on /projects. */
  description: string;
  /** One or two sentences, on the About page's list of initiatives. */
  summary: string;
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
    description:
      'Coaching and mentoring for persons with disabilities preparing for UPSC, SSC, banking, railway and state public service examinations. Study material comes in the format each learner reads best, and our mentors explain the accommodations candidates are entitled to, so that no one loses marks to a barrier.',
    summary:
      'Coaching, accessible study material and mentoring for candidates with disabilities preparing for government and professional examinations.',
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
    description:
      'Hands-on courses that build confidence with computers, smartphones and the assistive software that makes them usable, from first steps to job-ready skills. Batches are small, and every course is taught in an accessible training room with the same tools learners will use at home and at work.',
    summary:
      'Courses in computers, smartphones and assistive software, from first steps to skills employers ask for.',
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
    description:
      'We prepare job seekers with disabilities for interviews and the workplace, connect them with inclusive employers, and stay in touch after they join. For those who would rather work for themselves, we help plan small enterprises and apply for the government schemes that fund them.',
    summary:
      'Job readiness, placements with inclusive employers and support for persons with disabilities who want to start their own enterprise.',
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
    description:
      'We help persons with disabilities find, obtain and learn to use the aids and devices they need. Our team assesses each person’s needs, helps them apply to the ADIP scheme and state schemes that provide devices free or at reduced cost, and trains them once the device arrives.',
    summary:
      'Assessment, help with government schemes, and training so that each person gets the device that suits them and uses it with confidence.',
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
    description:
      'Health camps, therapy referrals and mental health support, so that persons with disabilities can reach care that is affordable, nearby and respectful. We work with hospitals and rehabilitation centres in Delhi NCR and accompany first-time patients where that helps.',
    summary:
      'Health camps, therapy referrals and peer support, with partner hospitals and rehabilitation centres in Delhi NCR.',
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
    description:
      'Women and girls with disabilities often face exclusion twice over, for their gender and for their disability. This programme brings them together to learn skills, earn an income, know their rights and take the lead in their families and communities.',
    summary:
      'Skills, income, rights awareness and leadership for women and girls with disabilities, in groups led by women.',
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
    description:
      'Sport and the arts build fitness, friendships and self-belief. We organise inclusive sports days and regular coaching, support athletes with disabilities on their way to district and national competitions, and hold cultural events where our members take the stage.',
    summary:
      'Inclusive sport, coaching for competitions, and music, dance and theatre where our members take the stage.',
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
    description:
      'We work with schools, colleges, employers and public offices to replace myths with facts and to put the Rights of Persons with Disabilities Act, 2016 into practice. Persons with disabilities lead our sessions, because they know the barriers best.',
    summary:
      'Workshops, accessibility audits and campaigns that help institutions understand disability and remove barriers.',
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
