import { authApi } from './auth-api.js';
import { eventsApi } from './events-api.js';
import type {
  ContactInput,
  ContactUsInput,
  DonationInput,
  InternshipInput,
  NewsInput,
  NewsletterInput,
  PartnershipInput,
  VolunteerInput,
} from '../schemas/index.js';
import { listQuery, segment } from './query.js';
import { createRequester, type ApiClientConfig } from './request.js';
import { adminCalls, submitTo } from './submissions.js';
import type {
  ApiResponse,
  CollaborateListFilters,
  CollaborateStatusUpdate,
  ContactListFilters,
  ContactStatusUpdate,
  ContactUsListFilters,
  ContactUsStatusUpdate,
  DonationListFilters,
  DonationStatusUpdate,
  InternListFilters,
  InternStatusUpdate,
  NewsletterListFilters,
  NewsListFilters,
  NewsStatusUpdate,
  RequestOptions,
  VolunteerListFilters,
  VolunteerStatusUpdate,
} from './types.js';

/** One typed function per call of spec section 7; every function takes a last `RequestOptions`. */
export function createApiClient(config: ApiClientConfig = {}) {
  const request = createRequester(config);

  return {
    auth: authApi(request),
    contact: {
      submit: submitTo<ContactInput, unknown>(request, '/contact/submit'),
      ...adminCalls<ContactListFilters, ContactStatusUpdate>(request, 'contact', '/contact/all'),
    },
    newsletter: {
      subscribe: submitTo<NewsletterInput, unknown>(request, '/newsletter/subscribe'),
      unsubscribe: (tokenOrId: string, options?: RequestOptions) =>
        request<ApiResponse>({
          method: 'GET',
          path: `/newsletter/unsubscribe/${segment(tokenOrId)}`,
          options,
        }),
      list: (filters?: NewsletterListFilters, options?: RequestOptions) =>
        request<ApiResponse>({
          method: 'GET',
          path: '/newsletter/subscribers',
          query: listQuery(filters),
          options,
        }),
    },
    volunteer: {
      register: submitTo<VolunteerInput, { volunteerReference: string }>(request, '/volunteer/register'),
      ...adminCalls<VolunteerListFilters, VolunteerStatusUpdate>(request, 'volunteer', '/volunteer/all'),
    },
    intern: {
      apply: submitTo<InternshipInput, { internReference: string }>(request, '/intern/apply'),
      ...adminCalls<InternListFilters, InternStatusUpdate>(request, 'intern', '/intern/all'),
    },
    donation: {
      submit: submitTo<DonationInput, { donationReference: string }>(request, '/donation/submit'),
      ...adminCalls<DonationListFilters, DonationStatusUpdate>(request, 'donation', '/donation/all'),
    },
    news: {
      submit: submitTo<NewsInput, { submissionReference: string }>(request, '/news/submit'),
      ...adminCalls<NewsListFilters, NewsStatusUpdate>(request, 'news', '/news/submissions'),
    },
    contactUs: {
      submit: submitTo<ContactUsInput, { ticketReference: string }>(request, '/contactus/submit'),
      ...adminCalls<ContactUsListFilters, ContactUsStatusUpdate>(request, 'contactus', '/contactus/all'),
    },
    collaborate: {
      submit: submitTo<PartnershipInput, { collaborationReference: string }>(request, '/collaborate/submit'),
      ...adminCalls<CollaborateListFilters, CollaborateStatusUpdate>(
        request,
        'collaborate',
        '/collaborate/all',
      ),
    },
    events: eventsApi(request),
    health: (options?: RequestOptions) => request<ApiResponse>({ method: 'GET', path: '/health', options }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** A fresh key for one attempt to submit a filled form; a retry of that attempt reuses it. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
