import { foundation } from '../config.js';
import { picture } from './images.js';

/** A leadership card (spec section 3): name, position, description and optional additionalInfo. */
export interface Leader {
  name: string;
  position: string;
  description: string;
  additionalInfo?: string;
}

export interface ApproachStep {
  title: string;
  description: string;
}

export interface Collaborator {
  name: string;
  description: string;
}

const leaders: readonly Leader[] = [
  {
    name: 'Dr. Anjali Mehra',
    position: 'President',
    description:
      'An educationist with more than twenty-five years of teaching and research in inclusive education at colleges in Delhi. She leads the foundation’s strategy and its partnerships with colleges and universities.',
    additionalInfo: 'Holds a PhD in special education from the University of Delhi.',
  },
  {
    name: 'Rajesh Kumar Verma',
    position: 'General Secretary',
    description:
      'A chartered accountant who spent fifteen years leading disability inclusion in hiring at an IT company in Gurugram. He oversees the foundation’s programmes, finances and compliance.',
  },
  {
    name: 'Farah Siddiqui',
    position: 'Joint Secretary',
    description:
      'A trainer in screen readers and accessible digital content who coordinates our education and technology training programmes, and the volunteers who support them.',
    additionalInfo: 'A certified web accessibility professional (IAAP CPACC).',
  },
  {
    name: 'Harpreet Singh Bedi',
    position: 'Joint Secretary',
    description:
      'A former national-level para-athlete who leads our sports, outreach and community programmes, working with families, schools and local bodies across Delhi NCR.',
    additionalInfo: 'Coordinates our events and campaigns.',
  },
];

export const aboutPage = {
  hero: {
    eyebrow: 'About us and our initiatives',
    title: 'Empowerment, Inclusion, Independence',
    lead: 'We work alongside persons with disabilities to open the doors of education, employment and public life, and we make sure they lead that change rather than only receive it.',
  },
  whoWeAre: {
    title: 'Who We Are',
    paragraphs: [
      `${foundation.name} is a non-profit organisation in New Delhi that works for and with persons with disabilities. Our team brings together educators, trainers, counsellors, rehabilitation professionals and volunteers, many of whom have a disability themselves.`,
      'Our mission is to make sure that every person with a disability can study, earn a living, get the devices and healthcare they need, and move through public spaces and services without barriers. We do this through our own programmes and by working with the institutions, employers and government bodies that can make inclusion the norm.',
    ],
  },
  visionMission: {
    title: 'Our Vision and Mission',
    visionTitle: 'Vision',
    vision:
      'An India where every person with a disability learns, works, travels and takes part in community life on equal terms, with dignity and independence.',
    missionTitle: 'Mission',
    missionIntro: 'To reach that vision, we:',
    mission: [
      'make education and higher education accessible, from support in school to coaching for competitive examinations;',
      'build skills and open pathways to employment and self-employment;',
      'put assistive technology and healthcare within reach of everyone who needs them;',
      'make buildings, transport, information and services accessible to all;',
      'advocate for the rights set out in the Rights of Persons with Disabilities Act, 2016, and build awareness in society.',
    ],
  },
  approach: {
    title: 'Our Approach',
    intro:
      'We work step by step, and we work in partnership. Every programme starts with the people it is for, and grows through the organisations that can widen its reach.',
    stepsLabel: 'Our four pillars',
    steps: [
      {
        title: 'Listen first',
        description:
          'We begin with persons with disabilities and their families: what they want to achieve, and what stands in their way.',
      },
      {
        title: 'Build skills and confidence',
        description:
          'Coaching, training and mentoring that prepare people for study, work and independent living.',
      },
      {
        title: 'Provide the right support',
        description:
          'Assistive devices, accessible material, health referrals, and help with certificates and government schemes.',
      },
      {
        title: 'Change the system',
        description:
          'Advocacy, sensitization and accessibility audits, so that institutions remove barriers for everyone who comes after.',
      },
    ] satisfies ApproachStep[],
    collaboratorsTitle: 'Who we work with',
    collaboratorsIntro: 'No single organisation can make a society inclusive. We work with:',
    collaborators: [
      {
        name: 'Institutions',
        description:
          'schools, colleges and universities that open admissions, adapt examinations and make their campuses accessible;',
      },
      {
        name: 'Corporates',
        description:
          'employers who hire and mentor persons with disabilities and fund programmes through CSR;',
      },
      {
        name: 'Policymakers',
        description:
          'government departments and public bodies that shape schemes, rules and how they are carried out;',
      },
      {
        name: 'Communities',
        description:
          'families, volunteers, local groups and organisations of persons with disabilities who carry the work forward.',
      },
    ] satisfies Collaborator[],
  },
  projects: {
    title: 'Our Initiatives',
    intro:
      'Eight programmes carry our mission into daily practice. Each is shaped with the persons with disabilities it serves.',
    moreLabel: 'Read about each programme in detail',
  },
  leadership: {
    title: 'Our Leadership Team',
    intro: 'The foundation is run by an elected executive committee that answers to its members.',
    leaders,
  },
  joinUs: {
    title: 'Join Us in Making a Difference',
    intro:
      'However you choose to help, you will be working alongside persons with disabilities towards a more inclusive India.',
  },
  joinMission: {
    title: 'Join Our Mission',
    intro:
      'Tell us a little about yourself and how you would like to help. We register you as a volunteer and reply within 2-3 business days.',
    labels: {
      fullName: 'Full name',
      email: 'Email',
      mobile: 'Mobile number',
      howToHelp: 'How would you like to help?',
    },
    howToHelpHint:
      'For example: mentoring students, helping at events, writing, or sharing a professional skill.',
    submitLabel: 'Join Our Mission',
    successTitle: 'Thank You!',
    againLabel: 'Send another registration',
  },
  connect: {
    title: 'Connect with Us',
    intro: 'Follow our work, visit our centre, or write or call us.',
    socialTitle: 'Follow us',
    externalNote: ' (external site)',
    contactTitle: 'Visit or contact us',
    addressLabel: 'Address',
    emailLabel: 'Email',
    phoneLabel: 'Phone',
  },
};

/** The pictures the page shows, here so the page's first download carries only its own. */
export const aboutPictures = {
  overview: picture(
    'about-overview',
    'Illustration: a trainer shows a screen reader on a laptop to a group of young adults, one of them using a wheelchair.',
  ),
};
