/**
 * The foundation's events in Hindi, from @inclusion/events/hi: the API names events in Hindi mails from
 * the same table. The Hindi build answers imports of ../events.ts with this module.
 */
export { events, findEvent } from '@inclusion/events/hi';
