import { messages } from '@inclusion/forms';
import { picture } from './images.js';

/**
 * The words of /events&campaigns, of its Learn More, registration and success modals, and of each
 * event's own page (/events&campaigns/<id>), where Learn More leads without JavaScript.
 */
export const eventsPage = {
  hero: {
    title: 'Events and Campaigns',
    lead:
      'Conventions, workshops and public campaigns where persons with disabilities, families, volunteers, ' +
      'employers and officials meet, learn from one another and work for change. Registration for our events is free.',
    image: picture(
      'events-hero',
      'Illustration: an audience, including a person using a wheelchair, listens to a speaker with a sign language interpreter beside her.',
    ),
  },
  whoWeAre: {
    title: 'Who We Are',
    paragraphs: [
      'We are a foundation led by and working with persons with disabilities. We support education and higher ' +
        'education, skill development, employment and livelihood, assistive technology, healthcare, accessibility, ' +
        'advocacy, sports and culture.',
      'Our events and campaigns are where this work meets the public: they bring people together, share what ' +
        'works, and ask institutions, employers and policymakers to make inclusion the everyday rule.',
    ],
  },
  whatWeDo: {
    title: 'How we bring people together',
    cards: [
      {
        title: 'Our Events',
        accent: 'blue',
        description:
          'Conventions, career guidance workshops, training days and cultural evenings, held in accessible venues ' +
          'with sign language interpretation and materials in accessible formats on request.',
        features: [
          'Free registration for every participant',
          'Step-free venues and support on request',
          'Mentors, employers and experts you can talk to in person',
        ],
      },
      {
        title: 'Our Campaigns',
        accent: 'purple',
        description:
          'Public campaigns for accessible buildings, transport and websites, for inclusive classrooms and ' +
          'workplaces, and for awareness of the rights of persons with disabilities.',
        features: [
          'Accessibility audits of schools, offices and public places',
          'Awareness and sensitisation drives with colleges and employers',
          'Advocacy with policymakers for rights and entitlements',
        ],
      },
    ],
  },
  upcoming: {
    id: 'upcoming-events',
    title: 'Upcoming Events',
    intro: 'Choose Learn More to read the details and agenda of an event and to register for it.',
    learnMore: 'Learn More',
    /** Read after 'Learn More', so each button says which event it opens. */
    learnMoreAbout: (title: string) => ` about ${title}`,
  },
  details: {
    dateLabel: 'Date',
    timeLabel: 'Time',
    locationLabel: 'Location',
    registrationLabel: 'Registration',
    contactLabel: 'Contact',
    participantsLabel: 'Participants',
    whyAttendTitle: 'Why Attend',
    aboutTitle: 'About',
    agendaTitle: 'Agenda',
    registerNow: 'Register Now',
    close: 'Close',
  },
  registration: {
    title: (eventTitle: string) => `Register for ${eventTitle}`,
    intro: 'Registration is free. Fields marked required must be filled in; the others are optional.',
    labels: {
      fullName: 'Full name',
      email: 'Email',
      mobileNumber: 'Mobile number',
      city: 'City',
      occupation: 'Occupation',
      organization: 'Organization',
      isPersonWithDisability: 'Are you a person with a disability?',
      disabilityType: 'Type of disability',
      otherDisabilityText: 'Please specify your disability',
    },
    mobileHint: '10 digits, without +91 or a leading 0.',
    disabilityTypePlaceholder: 'Select disability type',
    accessHint:
      'If you need an interpreter, a scribe, materials in accessible formats or any other support, please tell us when we contact you to confirm.',
    cancel: 'Cancel',
    submit: 'Submit Registration',
    busy: messages.busy.submitting,
  },
  success: {
    title: messages.successHeading.registration,
    message: (eventTitle: string, dateLabel: string) =>
      `Thank you for registering for ${eventTitle} on ${dateLabel}. We will contact you before the event to confirm your place.`,
    referenceLabel: 'Your registration ID:',
    referenceAdvice: 'Please save this ID. Quote it if you write to us or call us about your registration.',
    copy: 'Copy ID',
    copied: 'Copied',
    copyFailed: 'Could not copy. Select the ID and copy it yourself.',
    registerAnother: 'Register another person',
    close: 'Close',
  },
  /** An event's own page: its details, then its registration form (or the thanks, after it). */
  eventPage: {
    breadcrumbs: { home: 'Home', events: 'Events and Campaigns' },
    detailsTitle: 'Event details',
    registerId: 'register',
  },
} as const;
