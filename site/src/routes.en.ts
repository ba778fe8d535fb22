import type { RouteWordsTable } from './routes.words.js';

/**
 * The English label and title of every page. The Hindi build reads routes.hi.ts in its place
 * (scripts/site-language.mjs), so a page carries its own language's words only.
 */
export const routeWords: RouteWordsTable = {
  ['/']: { label: 'Home', title: 'Home' },
  ['/about']: { label: 'About', title: 'About us and our initiatives' },
  ['/projects']: { label: 'Projects', title: 'Projects' },
  ['/donate']: { label: 'Donate', title: 'Donate' },
  ['/gallery-page']: { label: 'Gallery', title: 'Media gallery' },
  ['/what-new']: { label: "What's New", title: "News and what's new" },
  ['/contact']: { label: 'Contact', title: 'Contact us' },
  ['/collaborate']: { label: 'Collaborate', title: 'Collaborations and partnerships' },
  ['/events&campaigns']: { label: 'Events', title: 'Events and campaigns' },
  ['/volunteer']: { label: 'Volunteer', title: 'Volunteer with us' },
  ['/intern']: { label: 'Internship', title: 'Internships' },
  ['/privacy-policy']: { label: 'Privacy Policy', title: 'Privacy policy' },
  ['/refund-policy']: { label: 'Refund Policy', title: 'Refund and cancellation policy' },
  ['/terms-conditions']: { label: 'Terms and Conditions', title: 'Terms and conditions' },
  // Each event's own words (title, when, where from @inclusion/events), written out as every route's
  // are: the route table is in every page's first download, and the events' details are not.
  ['/events&campaigns/1']: {
    label: 'First Anniversary Convention',
    title: 'First Anniversary Convention: details and registration',
  },
  ['/events&campaigns/2']: {
    label: 'Career Guidance Workshop at the Goa Fest',
    title: 'Career Guidance Workshop at the Goa Fest: details and registration',
  },
  ['/gallery-page/photos']: { label: 'Photo Gallery', title: 'Photo gallery' },
  ['/gallery-page/videos']: { label: 'Video Gallery', title: 'Video gallery' },
  ['/sign-in']: { label: 'Sign in or register', title: 'Sign in or create an account' },
  ['/reset-password']: { label: 'Reset password', title: 'Choose a new password' },
  ['/verify-email']: { label: 'Confirm e-mail address', title: 'Confirm your e-mail address' },
  ['*']: { label: 'Page not found', title: 'Page not found' },
};
