/** Shapes shared by the API client, the hooks and the server. */

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

export interface ContactStatusUpdate {
  status: string;
}

export interface VolunteerStatusUpdate {
  status?: string;
  availability?: string;
  rejectionReason?: string;
  reviewedBy?: string;
  notes?: string;
}

/** Not in the specification: our server adds `PATCH /intern/{id}/status`. */
export interface InternStatusUpdate {
  status?: string;
  rejectionReason?: string;
  reviewedBy?: string;
  notes?: string;
}

export interface DonationStatusUpdate {
  status?: string;
  paymentStatus?: string;
}

export interface NewsStatusUpdate {
  status?: string;
  category?: string;
  rejectionReason?: string;
  reviewedBy?: string;
}

export interface ContactUsStatusUpdate {
  status?: string;
  priority?: string;
  assignedTo?: string;
  notes?: string;
}

export interface CollaborateStatusUpdate {
  status?: string;
  organizationType?: string;
  partnershipType?: string;
  priority?: string;
  declineReason?: string;
  reviewedBy?: string;
  notes?: string;
  meetingDate?: string;
  partnershipStartDate?: string;
}

/** `updatedAt` defaults to the time of the call. */
export interface EventRegistrationStatusUpdate {
  registrationStatus: string;
  notes?: string;
  updatedAt?: string;
}

/** `cancelledAt` defaults to the time of the call. */
export interface EventCancelBody {
  reason?: string;
  cancelledAt?: string;
}

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
