import type { EventId } from '@inclusion/events';
import type { GalleryKind } from './content/gallery.js';

export interface RouteDefinition {
  path: string;
  /** The navigation's words for it. */
  label: string;
  /** The page's <title>, before the site's name. */
  title: string;
  /** The file under src/pages/ (without .tsx) whose default export is the page. */
  page: string;
  /** Listed in sitemap.xml besides the fourteen routes. */
  sitemap?: boolean;
  /** Kept out of search engines (`<meta name="robots" content="noindex">`). */
  noindex?: boolean;
}

/** The fourteen routes of the spec (section 2), in the header's order, then the policy pages. */
export const routes = [
  {
    path: '/',
    label: 'Home',
    title: 'Home',
    page: 'HomePage',
  },
  {
    path: '/about',
    label: 'About',
    title: 'About us and our initiatives',
    page: 'AboutPage',
  },
  {
    path: '/projects',
    label: 'Projects',
    title: 'Projects',
    page: 'ProjectsPage',
  },
  {
    path: '/donate',
    label: 'Donate',
    title: 'Donate',
    page: 'DonatePage',
  },
  {
    path: '/gallery-page',
    label: 'Gallery',
    title: 'Media gallery',
    page: 'GalleryPage',
  },
  {
    path: '/what-new',
    label: "What's New",
    title: "News and what's new",
    page: 'NewsPage',
  },
  {
    path: '/contact',
    label: 'Contact',
    title: 'Contact us',
    page: 'ContactPage',
  },
  {
    path: '/collaborate',
    label: 'Collaborate',
    title: 'Collaborations and partnerships',
    page: 'CollaboratePage',
  },
  {
    path: '/events&campaigns',
    label: 'Events',
    title: 'Events and campaigns',
    page: 'EventsPage',
  },
  {
    path: '/volunteer',
    label: 'Volunteer',
    title: 'Volunteer with us',
    page: 'VolunteerPage',
  },
  {
    path: '/intern',
    label: 'Internship',
    title: 'Internships',
    page: 'InternPage',
  },
  {
    path: '/privacy-policy',
    label: 'Privacy Policy',
    title: 'Privacy policy',
    page: 'PrivacyPolicyPage',
  },
  {
    path: '/refund-policy',
    label: 'Refund Policy',
    title: 'Refund and cancellation policy',
    page: 'RefundPolicyPage',
  },
  {
    path: '/terms-conditions',
    label: 'Terms and Conditions',
    title: 'Terms and conditions',
    page: 'TermsPage',
  },
] as const satisfies readonly RouteDefinition[];

/** The address of an event's own page: its details and its registration form, readable without JavaScript. */
export const eventPath = (id: number) => `/events&campaigns/${id}`;

/** The address of a gallery's own page: every photo with its caption, or the film with its transcript. */
export const galleryPath = (kind: GalleryKind) => `/gallery-page/${kind}`;

/** The gallery whose page this path is, if it is one. */
export function galleryKindOf(path: string): GalleryKind | undefined {
  return (['photos', 'videos'] as const).find((kind) => galleryPath(kind) === trimPath(path));
}

/** The event whose page this path is, if it is one. */
export function eventIdOf(path: string): EventId | undefined {
  const id = Number(/^\/events&campaigns\/(\d+)$/.exec(trimPath(path))?.[1]);
  return Object.values(eventPages).find((route) => route.path === eventPath(id))
    ? (id as EventId)
    : undefined;
}

/** A path as the route table writes it: decoded (`%26` is `&`), without a trailing slash. */
function trimPath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Malformed escapes: compare the path as it came.
  }
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
}

/**
 * Each event's page, keyed `event1`, `event2`…: the events page's Learn More links lead to them. The
 * words are each event's own (title, when, where, summary from @inclusion/events), written out here
 * as every route's are: the route table is in every page's first download, and the events' details
 * are not. The type asks for a page for every event; the no-JS e2e test checks each title.
 */
const eventPages = {
  event1: {
    path: eventPath(1),
    label: 'First Anniversary Convention',
    title: 'First Anniversary Convention: details and registration',
    page: 'EventPage',
    sitemap: true,
  },
  event2: {
    path: eventPath(2),
    label: 'Career Guidance Workshop at the Goa Fest',
    title: 'Career Guidance Workshop at the Goa Fest: details and registration',
    page: 'EventPage',
    sitemap: true,
  },
} as const satisfies Record<`event${EventId}`, RouteDefinition>;

/**
 * Pages that exist but are not among the fourteen: each event's page and each gallery's (in the
 * sitemap: what Learn More and View open in a modal, readable without JavaScript), the page Sign In
 * and Register lead to without JavaScript (kept out of search engines), the password reset and
 * e-mail confirmation links (opened from a mail: not in the sitemap), and the 404 page.
 */
export const extraRoutes = {
  ...eventPages,
  galleryPhotos: {
    path: galleryPath('photos'),
    label: 'Photo Gallery',
    title: 'Photo gallery',
    page: 'GalleryItemPage',
    sitemap: true,
  },
  galleryVideos: {
    path: galleryPath('videos'),
    label: 'Video Gallery',
    title: 'Video gallery',
    page: 'GalleryItemPage',
    sitemap: true,
  },
  signIn: {
    path: '/sign-in',
    label: 'Sign in or register',
    title: 'Sign in or create an account',
    page: 'SignInHelpPage',
    noindex: true,
  },
  resetPassword: {
    path: '/reset-password',
    label: 'Reset password',
    title: 'Choose a new password',
    page: 'ResetPasswordPage',
  },
  verifyEmail: {
    path: '/verify-email',
    label: 'Confirm e-mail address',
    title: 'Confirm your e-mail address',
    page: 'VerifyEmailPage',
  },
  notFound: {
    path: '*',
    label: 'Page not found',
    title: 'Page not found',
    page: 'NotFoundPage',
  },
} as const satisfies Record<string, RouteDefinition>;

export type RoutePath = (typeof routes)[number]['path'];

export const headerRoutes: readonly RoutePath[] = [
  '/',
  '/about',
  '/projects',
  '/donate',
  '/gallery-page',
  '/what-new',
  '/contact',
  '/collaborate',
  '/events&campaigns',
  '/volunteer',
  '/intern',
];

export const footerRoutes: readonly RoutePath[] = [
  '/privacy-policy',
  '/terms-conditions',
  '/refund-policy',
  '/collaborate',
];

/** Every page: the fourteen, then the extra pages, the 404 page last. */
export const allRoutes: readonly RouteDefinition[] = [
  ...routes,
  ...Object.values(extraRoutes).filter((route) => route !== extraRoutes.notFound),
  extraRoutes.notFound,
];

export function routeOf(path: string): RouteDefinition {
  return allRoutes.find((route) => route.path === path) ?? extraRoutes.notFound;
}

export const documentTitle = (route: RouteDefinition, siteName: string) => `${route.title} | ${siteName}`;
