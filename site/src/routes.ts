import type { EventId } from '@inclusion/events';
import type { GalleryKind } from './content/gallery.js';
// The words of this build's language: the Hindi build reads routes.hi.ts here (scripts/site-language.mjs).
import { routeWords } from './routes.en.js';
import type { RouteWords, WordedPath } from './routes.words.js';

/** Where a page is and what it is made of; its words come from its language's table. */
interface RoutePlace {
  path: WordedPath;
  /** The file under src/pages/ (without .tsx) whose default export is the page. */
  page: string;
  /** Listed in sitemap.xml besides the fourteen routes. */
  sitemap?: boolean;
  /** Kept out of search engines (`<meta name="robots" content="noindex">`). */
  noindex?: boolean;
}

/** A page and its words in the build's language (label and title). */
export type RouteDefinition = RoutePlace & RouteWords;

/** A place with its words from the build's language. */
type Worded<T extends RoutePlace> = T & RouteWords;
const worded = <T extends RoutePlace>(place: T): Worded<T> => ({ ...place, ...routeWords[place.path] });

/** The fourteen routes of the spec (section 2), in the header's order, then the policy pages. */
const routePlaces = [
  {
    path: '/',
    page: 'HomePage',
  },
  {
    path: '/about',
    page: 'AboutPage',
  },
  {
    path: '/projects',
    page: 'ProjectsPage',
  },
  {
    path: '/donate',
    page: 'DonatePage',
  },
  {
    path: '/gallery-page',
    page: 'GalleryPage',
  },
  {
    path: '/what-new',
    page: 'NewsPage',
  },
  {
    path: '/contact',
    page: 'ContactPage',
  },
  {
    path: '/collaborate',
    page: 'CollaboratePage',
  },
  {
    path: '/events&campaigns',
    page: 'EventsPage',
  },
  {
    path: '/volunteer',
    page: 'VolunteerPage',
  },
  {
    path: '/intern',
    page: 'InternPage',
  },
  {
    path: '/privacy-policy',
    page: 'PrivacyPolicyPage',
  },
  {
    path: '/refund-policy',
    page: 'RefundPolicyPage',
  },
  {
    path: '/terms-conditions',
    page: 'TermsPage',
  },
] as const satisfies readonly RoutePlace[];

export const routes = routePlaces.map(worded);

/** The address of an event's own page: its details and its registration form, readable without JavaScript. */
export const eventPath = <Id extends number>(id: Id) => `/events&campaigns/${id}` as const;

/** The address of a gallery's own page: every photo with its caption, or the film with its transcript. */
export const galleryPath = <Kind extends GalleryKind>(kind: Kind) => `/gallery-page/${kind}` as const;

/** The gallery whose page this path is, if it is one. */
export function galleryKindOf(path: string): GalleryKind | undefined {
  return (['photos', 'videos'] as const).find((kind) => galleryPath(kind) === trimPath(path));
}

/** The event whose page this path is, if it is one. */
export function eventIdOf(path: string): EventId | undefined {
  const id = Number(/^\/events&campaigns\/(\d+)$/.exec(trimPath(path))?.[1]);
  return Object.values(eventPlaces).find((route) => route.path === eventPath(id))
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
 * Each event's page, keyed `event1`, `event2`…: the events page's Learn More links lead to them. Their
 * words are in each language's table (routes.en.ts). The type asks for a page for every event; the
 * no-JS e2e test checks each title.
 */
const eventPlaces = {
  event1: {
    path: eventPath(1),
    page: 'EventPage',
    sitemap: true,
  },
  event2: {
    path: eventPath(2),
    page: 'EventPage',
    sitemap: true,
  },
} as const satisfies Record<`event${EventId}`, RoutePlace>;

/**
 * Pages that exist but are not among the fourteen: each event's page and each gallery's (in the
 * sitemap: what Learn More and View open in a modal, readable without JavaScript), the page Sign In
 * and Register lead to without JavaScript (kept out of search engines), the password reset and
 * e-mail confirmation links (opened from a mail: not in the sitemap), and the 404 page.
 */
const extraPlaces = {
  ...eventPlaces,
  galleryPhotos: {
    path: galleryPath('photos'),
    page: 'GalleryItemPage',
    sitemap: true,
  },
  galleryVideos: {
    path: galleryPath('videos'),
    page: 'GalleryItemPage',
    sitemap: true,
  },
  signIn: {
    path: '/sign-in',
    page: 'SignInHelpPage',
    noindex: true,
  },
  resetPassword: {
    path: '/reset-password',
    page: 'ResetPasswordPage',
  },
  verifyEmail: {
    path: '/verify-email',
    page: 'VerifyEmailPage',
  },
  notFound: {
    path: '*',
    page: 'NotFoundPage',
  },
} as const satisfies Record<string, RoutePlace>;

export const extraRoutes = Object.fromEntries(
  Object.entries(extraPlaces).map(([key, place]) => [key, worded(place)]),
) as { [K in keyof typeof extraPlaces]: Worded<(typeof extraPlaces)[K]> };

/** Every address has its words, and every address with words is a page. */
type Missing = Exclude<
  WordedPath,
  (typeof routePlaces)[number]['path'] | (typeof extraPlaces)[keyof typeof extraPlaces]['path']
>;
const everyPathIsAPage: [Missing] extends [never] ? true : Missing = true;
void everyPathIsAPage;

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
