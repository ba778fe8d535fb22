/** The foundation's events (spec section 2). The site shows them; the API accepts registrations only for these ids. */
export interface FoundationEvent {
  id: number;
  title: string;
  /** The day it takes place, as an ISO date (YYYY-MM-DD). */
  date: string;
  /** The day as people read it. */
  dateLabel: string;
  time: string;
  location: string;
  /** A file name under the site's event images; the image itself ships with the site. */
  banner: { file: string; alt: string };
  summary: string;
  description: string;
  whyAttend: readonly string[];
  agenda: readonly string[];
  registrationNote: string;
  contact: string;
  /** Shown as text only; registrations are not capped by it. */
  participants?: string;
}

export const events = [
  {
    id: 1,
    title: 'First Anniversary Convention',
    date: '2025-09-07',
    dateLabel: 'Sunday, 7 September 2025',
    time: '09:30 AM - 3:00 PM',
    location: 'Chandigarh',
    banner: {
      file: 'anniversary-convention.webp',
      alt: 'Illustration: members of the foundation, some using wheelchairs and white canes, gathered on a stage under a banner.',
    },
    summary:
      'A day to look back on our first year with the people who made it possible, and to plan the next one together.',
    description:
      'Our first anniversary brings together persons with disabilities, families, volunteers, educators, employers and ' +
      'officials. We share what the first year achieved in education, employment, assistive technology and ' +
      'accessibility, hear from the people whose lives it touched, and shape our priorities for the year ahead. The ' +
      'venue is step-free, sign language interpretation is provided throughout, and materials are available in ' +
      'accessible formats on request.',
    whyAttend: [
      'Hear first-hand stories from students, job seekers and families we have worked with.',
      'Meet employers, educators and officials committed to inclusion.',
      'Try out assistive technology at the demonstration corner.',
      'Help decide where the foundation focuses in its second year.',
    ],
    agenda: [
      'Registration and welcome tea',
      'Opening address: one year of working together',
      'Panel: from classroom to career',
      'Assistive technology demonstrations',
      'Lunch',
      'Open forum: your priorities for the coming year',
      'Recognition of volunteers and partners, and closing remarks',
    ],
    registrationNote:
      'Registration is free. Please register in advance so that we can arrange seating, interpreters and any support you ask for.',
    contact: 'For access requirements or questions, write to us or call the number in the footer.',
  },
  {
    id: 2,
    title: 'Career Guidance Workshop at the Goa Fest',
    date: '2025-10-11',
    dateLabel: 'Saturday, 11 October 2025',
    time: '9:30 AM - 5:30 PM',
    location: 'Goa',
    banner: {
      file: 'career-workshop.webp',
      alt: 'Illustration: a mentor and a young woman who uses a wheelchair looking at a laptop together at a workshop table.',
    },
    summary:
      'A full-day workshop for young persons with disabilities choosing a course, preparing for exams or looking for work.',
    description:
      'At this workshop, held as part of a fest in Goa, mentors and recruiters help young persons with disabilities ' +
      'plan their next step: choosing courses, preparing for competitive exams, writing a CV, and preparing for ' +
      'interviews, including how and when to talk about reasonable accommodations. Sessions are small and practical, ' +
      'and every participant leaves with a personal plan.',
    whyAttend: [
      'Personal guidance from mentors who have made the same journey.',
      'Practical help with CVs, applications and interviews.',
      'Information on scholarships, reservations and accommodations in exams and at work.',
      'Contacts with employers who are hiring.',
    ],
    agenda: [
      'Welcome and introductions',
      'Choosing a path: higher education, skills training or employment',
      'Competitive exams: preparation, scribes and extra time',
      'Lunch',
      'Writing a CV and applying for jobs',
      'Mock interviews and feedback',
      'One-to-one mentoring and personal plans',
    ],
    registrationNote: 'Registration is free. The workshop has places for 40 participants.',
    contact: 'For access requirements or questions, write to us or call the number in the footer.',
    participants: '40 participants',
  },
] as const satisfies readonly FoundationEvent[];

export type EventId = (typeof events)[number]['id'];

export function findEvent(id: number): FoundationEvent | undefined {
  return events.find((event) => event.id === id);
}
