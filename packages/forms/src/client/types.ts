/** Shapes shared by the API client, the hooks and the server; the calls' are the contract's. */
import type { z } from 'zod';
import type { eventStatsAnswer, recordSchema } from '../contract/answers.js';
import type { registrationCheckRequest } from '../contract/event-requests.js';
import type {
  registrationCancelSchema,
  registrationStatusUpdateSchema,
  StatusUpdate,
} from '../contract/staff-requests.js';

/** One field's message, as the server lists them: `errors: [{ field, message }]`. */
export interface FieldErrorItem {
  field: string;
  message: string;
}

/** What every endpoint answers: success, a message, and data or errors. Extra keys pass through. */
export interface ApiResponse<TData = unknown> {
  success?: boolean;
  message?: string;
  data?: TData;
  errors?: FieldErrorItem[];
  [key: string]: unknown;
}

/** Per-call options. */
export interface RequestOptions {
  /** Sent as the `Idempotency-Key` header, so a retried submission is stored once. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/** `page` and `limit` default to 1 and 10; the other filters are sent only when set. */
export interface Pagination {
  page?: number;
  limit?: number;
}

export interface StatusSearchFilters extends Pagination {
  status?: string;
  search?: string;
  /** A column of the kind's sort list (`staffSortColumns`), `-column` for descending. */
  sort?: string;
}

export type ContactListFilters = StatusSearchFilters;
export type NewsletterListFilters = StatusSearchFilters;
export type InternListFilters = StatusSearchFilters;
export type NewsListFilters = StatusSearchFilters;

export interface VolunteerListFilters extends StatusSearchFilters {
  expertise?: string;
}

export interface DonationListFilters extends StatusSearchFilters {
  donationType?: string;
}

export interface ContactUsListFilters extends StatusSearchFilters {
  subject?: string;
  priority?: string;
}

export interface CollaborateListFilters extends StatusSearchFilters {
  areaOfInterest?: string;
  organizationType?: string;
}

export interface EventRegistrationListFilters extends Pagination {
  eventId?: number | string;
  registrationStatus?: string;
  search?: string;
  /** A column of `staffSortColumns['event-registration']`, `-column` for descending. */
  sort?: string;
}

/** A status update's body, as the server reads it (the contract's `statusUpdateSchemas`). */
export type ContactStatusUpdate = StatusUpdate<'contact'>;
export type VolunteerStatusUpdate = StatusUpdate<'volunteer'>;
/** Not in the specification: our server adds `PATCH /intern/{id}/status`. */
export type InternStatusUpdate = StatusUpdate<'internship'>;
export type DonationStatusUpdate = StatusUpdate<'donation'>;
export type NewsStatusUpdate = StatusUpdate<'news'>;
export type ContactUsStatusUpdate = StatusUpdate<'contactus'>;
export type CollaborateStatusUpdate = StatusUpdate<'partnership'>;

/** `updatedAt` (the spec's) defaults to the time of the call; the server keeps its own clock's. */
export type EventRegistrationStatusUpdate = z.input<typeof registrationStatusUpdateSchema> & {
  updatedAt?: string;
};

/** `cancelledAt` (the spec's) defaults to the time of the call; the server keeps its own clock's. */
export type EventCancelBody = z.input<typeof registrationCancelSchema> & { cancelledAt?: string };

/** `POST /events/check-registration`: the event's id as a number or as its digits. */
export type RegistrationCheckRequest = Omit<z.output<typeof registrationCheckRequest>, 'eventId'> & {
  eventId: number | string;
};

/** A registration as its holder sees it (every column but the staff's notes and the account link). */
export type EventRegistrationRecord = z.infer<typeof recordSchema>;

export type EventStats = z.infer<typeof eventStatsAnswer>['data'];

/** Sign-in and sign-up answer: the token is stored and the whole answer is kept as the user. */
export interface AuthResponse extends ApiResponse {
  token?: string;
  name?: string;
  email?: string;
  /** False until the owner follows the link mailed to the address (our server; not in the spec). */
  emailVerified?: boolean;
}

export interface EventRegistrationReference {
  registrationReference?: string;
  referenceId?: string;
}

/** The reference may come at the top level or under `data`. */
export type EventRegistrationResponse = ApiResponse<EventRegistrationReference> & EventRegistrationReference;

export interface RegistrationCheck {
  isRegistered: boolean;
}
