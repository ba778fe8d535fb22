import { messages } from '../messages.js';

/**
 * The server's own words, for answers the spec has no text for. Everything the spec words comes
 * from `messages` of @inclusion/forms.
 */
export const apiMessages = {
  serverError: messages.status[500],
  notFound: messages.status[404],
  authRequired: messages.status[401],
  accessDenied: messages.status[403],
  invalidRequest: messages.status[400],
  bodyTooLarge: 'The request is too large. Please shorten the text and try again.',
  unsupportedMediaType: 'Send the request body as JSON (Content-Type: application/json).',
  malformedJson: 'The request body is not valid JSON.',
  emptyBody: 'The request body is empty.',
  nulCharacter: 'The request contains a NUL character (\\0), which no field may hold.',
  crossSitePost: 'This form was sent from another site. Please fill it in on our own site.',
  formPostOnly: 'Forms are sent as application/x-www-form-urlencoded.',
  formNeedsScripts:
    'This form needs JavaScript, which did not run in your browser. Every other form on the site works without it.',
  badUrl: 'The address of the request is not valid: it has a malformed %-escape.',
  nestedTooDeep: 'The request body is nested too deeply: no request has more than 32 levels.',
  addressTooLong: 'The address of the request is too long: a part of it is longer than 100 characters.',
  page: 'Page must be a whole number from 1 to 100000',
  limit: 'Limit must be a whole number from 1 to 100',
  search: 'Search must be a text',
  filter: (field: string) => `${field} must be a text`,
  text: (label: string) => `${label} must be a text`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  date: (label: string) => `${label} must be a date (YYYY-MM-DD)`,
  dateTime: (label: string) => `${label} must be a date (YYYY-MM-DD) or a date and time with a time zone`,
  sort: (columns: readonly string[]) =>
    `Invalid sort. Sort by one of these columns, with "-" before it for descending: ${columns.join(', ')}`,
  invalidValue: (field: string, allowed: readonly string[]) =>
    `Invalid ${field}. Allowed values: ${allowed.join(', ')}`,
  nothingToUpdate: 'Send at least one field to update',
  statusUpdated: 'Status updated successfully',
  unsubscribed:
    'You have been unsubscribed from our newsletter. You will not receive any more newsletter e-mails.',
  unsubscribeUnknown: 'This unsubscribe link is not valid. It may have been mistyped.',
  /** The subscription waits for the address to confirm it (double opt-in); the spec says 'subscribed'. */
  subscribeCheckInbox:
    'Almost done: please check your inbox. We have sent you an e-mail with a link to confirm your subscription. ' +
    'You will receive our newsletter only after you confirm.',
  /** The subscription waits, but the address has had the day's share of mails from our forms. */
  subscribeSavedNoMail:
    'Your subscription is saved, but we send no confirmation e-mail to this address today: it has already ' +
    'had as many as we send to one address in a day. Please subscribe again tomorrow to get the link. ' +
    'You will receive our newsletter only after you confirm.',
  subscriptionConfirmed:
    'Thank you! Your subscription is confirmed. You will receive our newsletter with news about our work and ' +
    'upcoming events.',
  confirmLinkInvalid:
    'This confirmation link is not valid: it may have expired or been used already. Please subscribe again to ' +
    'get a new link.',
} as const;
