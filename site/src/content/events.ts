/**
 * The foundation's events as the site shows them: the words of @inclusion/events. Pages read them
 * from here, so that the Hindi build answers this import with hi/events.ts (scripts/site-language.mjs)
 * and each build ships one language's words.
 */
export { events, findEvent } from '@inclusion/events';
