/**
 * The site's API client, fetched the first time the page's shell needs it: asking whether a stored
 * session is still good, signing out, resending a confirmation link. A visitor who is not signed in
 * never needs it on a page without a form, so such a page does not download it (with the form rules'
 * messages it brings, about 6 kB of gzip). Pages with a form import `./api.js` directly.
 */
export const loadApi = () => import('./api.js').then((module) => module.api);
