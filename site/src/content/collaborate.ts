import { picture } from './images.js';
import type { InfoItem } from './volunteer.js';

/** The words of the Collaborations page (/collaborate), in the order the page shows them. */
export const collaboratePage = {
  hero: {
    title: 'Collaborations and Partnerships',
    lead: 'Together we can open more doors for persons with disabilities. We work with companies, NGOs, government bodies and educational institutions that share our commitment to inclusion.',
    image: picture(
      'collaborate-hero',
      'Illustration: representatives of a company, an NGO and a college, one of them using a wheelchair, shake hands around a table.',
    ),
    tiles: [
      {
        title: 'Corporate',
        description: 'CSR programmes, inclusive hiring, employee volunteering and accessible workplaces.',
      },
      { title: 'NGO', description: 'Joint programmes, shared expertise and a wider reach in communities.' },
      {
        title: 'Government',
        description: 'Bringing schemes for persons with disabilities to the people they are meant for.',
      },
      {
        title: 'Institution',
        description: 'Accessible campuses, exam preparation, research and student volunteering.',
      },
    ],
  },
  intro: {
    title: 'Working together for inclusion',
    paragraphs: [
      'No single organisation can remove every barrier that persons with disabilities face. By combining your resources and reach with our experience and community, we can achieve far more together than apart.',
      'Tell us about your organisation and the area you would like to work on, and we will suggest how we could work together, from a single workshop to a long-term programme.',
    ],
    actionLabel: 'Partner with Us',
  },
  areas: {
    title: 'Areas of Collaboration',
    items: [
      {
        title: 'Education & Competitive Exam Preparation',
        description:
          'Support coaching, accessible study material and scholarships that help students with disabilities succeed in competitive exams and higher education.',
        accent: 'blue',
      },
      {
        title: 'Skill Development & Livelihood Initiatives',
        description:
          'Offer training, internships, apprenticeships and jobs that lead to lasting employment and self-employment.',
        accent: 'green',
      },
      {
        title: 'Assistive Technology & Accessibility',
        description:
          'Provide assistive devices and software, and make buildings, websites and services accessible.',
        accent: 'purple',
      },
      {
        title: 'Healthcare & Rehabilitation Support',
        description: 'Run health camps and therapy and rehabilitation services, and connect people to care.',
        accent: 'red',
      },
      {
        title: 'Advocacy & Awareness Campaigns',
        description:
          'Campaign for the rights of persons with disabilities and run sensitisation sessions in workplaces and communities.',
        accent: 'orange',
      },
    ] satisfies InfoItem[],
  },
  whyPartner: {
    title: 'Why Partner with Us',
    items: [
      {
        title: 'Expand Your Social Impact',
        description:
          'Reach persons with disabilities directly through programmes that are already running, and see the difference your support makes.',
        accent: 'indigo',
      },
      {
        title: 'Access to a Growing Network',
        description:
          'Connect with students, professionals, NGOs, institutions and employers across our network.',
        accent: 'pink',
      },
      {
        title: 'Contribute to Policy & Innovation',
        description:
          'Help shape inclusive policy and try out new solutions in accessibility and assistive technology.',
        accent: 'yellow',
      },
    ] satisfies InfoItem[],
  },
  form: {
    title: 'Partnership request',
    intro: 'Tell us about your organisation and your interest. We will reply within 48 hours.',
    labels: {
      fullName: 'Full Name',
      organizationName: 'Organization Name',
      email: 'Email ID',
      mobile: 'Mobile Number',
      areaOfInterest: 'Area of Interest for Collaboration',
      message: 'Message',
    },
    placeholders: { areaOfInterest: 'Select an area of interest' },
    hints: { message: 'Your ideas for working together, and anything else we should know.' },
    submitLabel: 'Submit Partnership Request',
    againLabel: 'Send another partnership request',
    nextSteps: {
      title: 'Next Steps',
      text: 'a member of our partnerships team will call or e-mail you to plan how we could work together.',
    },
  },
};
