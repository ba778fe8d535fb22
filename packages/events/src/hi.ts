export { events, findEvent } from './events.hi.js';
