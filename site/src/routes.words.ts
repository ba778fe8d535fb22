/** What a route's words are: the navigation's label and the page's `<title>`, before the site's name. */
export interface RouteWords {
  /** The navigation's words for it. */
  label: string;
  /** The page's <title>, before the site's name. */
  title: string;
}

/**
 * Every page's address: the fourteen routes of the spec, each event's and gallery's page, the pages of
 * sign-in and of mailed links, and `*`, the 404 page. The route table (routes.ts) checks it has them all.
 */
export type WordedPath =
  | '/'
  | '/about'
  | '/projects'
  | '/donate'
  | '/gallery-page'
  | '/what-new'
  | '/contact'
  | '/collaborate'
  | '/events&campaigns'
  | '/volunteer'
  | '/intern'
  | '/privacy-policy'
  | '/refund-policy'
  | '/terms-conditions'
  | '/events&campaigns/1'
  | '/events&campaigns/2'
  | '/gallery-page/photos'
  | '/gallery-page/videos'
  | '/sign-in'
  | '/reset-password'
  | '/verify-email'
  | '*';

/** One language's words for every page: a page without its words is a type error. */
export type RouteWordsTable = Record<WordedPath, RouteWords>;
