import { personKinds, type RecordKind } from './record-kinds.js';

/**
 * The response time the site promises each kind's visitors, counted from when the record came in.
 * Business days are Monday to Friday in India time; kinds with `null` promise no answer.
 */
export type ResponseTime = { hours: number } | { businessDays: number } | null;

export const responseTimes = {
  contact: { hours: 48 },
  contactus: { hours: 48 },
  newsletter: null,
  volunteer: { businessDays: 3 },
  internship: { businessDays: 7 },
  donation: { hours: 24 },
  news: null,
  partnership: { hours: 24 },
  'event-registration': null,
} as const satisfies Record<RecordKind, ResponseTime>;

/** The kinds one inbox lists: every kind but the newsletter, which never waits on the foundation. */
export const inboxKinds = personKinds;
export type InboxKind = (typeof inboxKinds)[number];

/** India's offset from UTC, in minutes: +05:30 all year, with no daylight saving. */
export const indiaOffsetMinutes = 330;
const dayMs = 86_400_000;

/**
 * When a record's answer is due: `hours` after it came in, or the end (midnight, India time) of the
 * `businessDays`th working day after the day it came in. Null when the kind promises nothing.
 */
export const dueAtOf = (kind: RecordKind, createdAt: Date): Date | null => {
  const promise: ResponseTime = responseTimes[kind];
  if (promise === null) return null;
  if ('hours' in promise) return new Date(createdAt.getTime() + promise.hours * 3_600_000);
  const local = new Date(createdAt.getTime() + indiaOffsetMinutes * 60_000);
  let day = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  for (let counted = 0; counted < promise.businessDays;) {
    day += dayMs;
    const weekday = new Date(day).getUTCDay();
    if (weekday !== 0 && weekday !== 6) counted += 1;
  }
  return new Date(day + dayMs - indiaOffsetMinutes * 60_000);
};
