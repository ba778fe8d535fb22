import { picture } from './images.js';
import type { InfoItem } from './volunteer.js';

/** The words of the Internship page (/intern), in the order the page shows them. */
export const internPage = {
  hero: {
    title: 'Intern with Us',
    lead: 'Spend at least four weeks on real projects that widen opportunities for persons with disabilities, and learn how inclusion works in practice.',
    image: picture(
      'intern-hero',
      'Illustration: two interns review a report together at a desk with a laptop.',
    ),
    actionLabel: 'Apply for an internship',
  },
  intro: {
    title: 'About our internships',
    paragraphs: [
      'Our interns work alongside our team on research, content, events, social media and assistive technology. Every internship is a real contribution to programmes for persons with disabilities, not a side project.',
      'Internships are open to students, recent graduates and professionals from every field. Persons with disabilities are warmly encouraged to apply; tell us in your application about any adjustments you need.',
    ],
  },
  why: {
    title: 'Why intern with us',
    items: [
      {
        title: 'Real-world experience',
        description: 'Work on live projects and see how a non-profit plans, runs and reviews its programmes.',
        accent: 'blue',
      },
      {
        title: 'Guidance from mentors',
        description:
          'Work with experienced members of our team, who set goals with you and give you regular feedback.',
        accent: 'green',
      },
      {
        title: 'Understanding of disability inclusion',
        description:
          'Learn about the rights of persons with disabilities, accessibility and assistive technology from people who live and work with them every day.',
        accent: 'purple',
      },
      {
        title: 'A wider network',
        description: 'Meet professionals, partner organisations and fellow interns from many backgrounds.',
        accent: 'orange',
      },
      {
        title: 'Certificate of Internship',
        description:
          'Receive a certificate when you complete your internship, describing your role and your work.',
        accent: 'indigo',
      },
    ] satisfies InfoItem[],
  },
  areas: {
    title: 'Areas interns contribute to',
    items: [
      {
        title: 'Research & Policy',
        description:
          'Study laws, government schemes and data on disability, and help prepare reports and policy notes.',
      },
      {
        title: 'Content Development',
        description:
          'Write articles, guides and accessible study material, and help make documents and videos accessible.',
      },
      {
        title: 'Event Coordination',
        description: 'Help plan and run workshops, camps, conventions and awareness campaigns.',
      },
      {
        title: 'Social Media',
        description:
          'Plan posts and campaigns that share our work, always with alt text, captions and plain language.',
      },
      {
        title: 'Assistive Technology',
        description:
          'Try out and demonstrate screen readers, magnifiers and other tools, and help train the people who use them.',
      },
    ] satisfies InfoItem[],
  },
  requirements: {
    title: 'Requirements',
    intro: 'We keep our requirements simple.',
    items: [
      'Open to all: students, graduates and professionals from any field or background.',
      'A minimum duration of 4 weeks; start dates and working hours are flexible.',
      'A commitment to disability inclusion and to treating everyone with respect.',
      'Strong communication and teamwork skills.',
    ],
  },
  form: {
    title: 'Apply for an internship',
    intro: 'We read every application and reply within 5-7 business days.',
    labels: {
      fullName: 'Full name',
      email: 'Email',
      mobile: 'Mobile number',
      internshipArea: 'Internship area',
      education: 'Education background',
      motivation: 'Why do you want to intern with us?',
    },
    placeholders: { internshipArea: 'Select an internship area' },
    hints: {
      education: 'Your current or most recent course and college or university.',
      motivation: 'What you hope to learn and what you would like to contribute. At least 20 characters.',
    },
    submitLabel: 'Submit Application',
    againLabel: 'Send another application',
    successTitle: 'Application received',
  },
  certificate: {
    title: 'Certificate of Internship',
    paragraphs: [
      'Every intern who completes the agreed period of at least 4 weeks receives a Certificate of Internship from the foundation.',
      'It sets out your area of work, the length of your internship and what you contributed, and it can support your applications for further study and jobs.',
    ],
    actionLabel: 'Apply for an internship',
  },
};
