import type { WordedPath } from './routes.words.js';

/**
 * Each page's meta description in English, by path. Only the prerender and the server read them: kept
 * out of the route table, which is in every page's first download. The Hindi build reads
 * routeDescriptions.hi.ts in its place (scripts/site-language.mjs).
 */
export const routeDescriptions: Record<WordedPath, string> = {
  ['/']:
    'We work with persons with disabilities for education, employment, assistive technology, healthcare, accessibility and advocacy.',
  ['/about']:
    'Who we are, our vision and mission, how we work, our leadership team and the initiatives we run with persons with disabilities.',
  ['/projects']:
    'Eight programme areas, from competitive exam preparation and technology training to sports, culture and awareness.',
  ['/donate']:
    'Support education, employment and assistive technology for persons with disabilities: one-time, monthly or by sponsoring a programme.',
  ['/gallery-page']: 'Photos and videos from our programmes, workshops, events and campaigns.',
  ['/what-new']: 'News from the foundation and its community, and a form to share your own news with us.',
  ['/contact']:
    'Write to us with questions, suggestions, partnership ideas or a request for support. We reply within 24-48 hours.',
  ['/collaborate']:
    'Partner with us as a company, NGO, government body or institution to widen opportunities for persons with disabilities.',
  ['/events&campaigns']: 'Our upcoming events and campaigns, with free registration.',
  ['/volunteer']:
    'Give your time and skills as a mentor, advocate, content creator, event coordinator or researcher. Register as a volunteer.',
  ['/intern']:
    'Intern with us for at least four weeks in research, content, events, social media or assistive technology, with a certificate.',
  ['/privacy-policy']: 'How we use the information you give us, and how to reach us about it.',
  ['/refund-policy']: 'Our policy on refunds, cancellations and transfers of donations.',
  ['/terms-conditions']: 'The terms of use of this website.',
  ['/events&campaigns/1']:
    'Sunday, 7 September 2025, in Chandigarh: a day to look back on our first year and plan the next one together. Free registration.',
  ['/events&campaigns/2']:
    'Saturday, 11 October 2025, in Goa: a full-day workshop for young persons with disabilities choosing a course, preparing for exams or looking for work. Free registration.',
  ['/gallery-page/photos']:
    'Every photo of our gallery with its caption: training sessions, mentoring, livelihood workshops, accessibility audits, sports and culture.',
  ['/gallery-page/videos']:
    'Our film about our first year of working together, with captions and its written transcript.',
  ['/sign-in']:
    'Signing in and creating an account need JavaScript. Every form of the site works without it.',
  ['/reset-password']: 'Choose a new password for your account.',
  ['/verify-email']: 'Confirm the e-mail address of your account.',
  ['*']: 'The page you asked for does not exist.',
};

const isWordedPath = (path: string): path is WordedPath => Object.hasOwn(routeDescriptions, path);

export const descriptionOf = (path: string): string => (isWordedPath(path) ? routeDescriptions[path] : '');
