export { events, findEvent } from './events.js';
export type { FoundationEvent, EventId } from './events.js';
