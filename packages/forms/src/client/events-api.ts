import { ApiError } from './api-error.js';
import type { EventRegistrationPayload } from '../schemas/index.js';
import { listQuery, segment } from './query.js';
import type { Requester } from './request.js';
import { isRecord } from './response-body.js';
import type {
  ApiResponse,
  EventCancelBody,
  EventRegistrationListFilters,
  EventRegistrationRecord,
  EventRegistrationResponse,
  EventRegistrationStatusUpdate,
  EventStats,
  RegistrationCheck,
  RegistrationCheckRequest,
  RequestOptions,
} from './types.js';

/** The event registration service: its calls use the service's own error messages (spec section 8). */
export function eventsApi(request: Requester) {
  const events = <T = ApiResponse>(call: Omit<Parameters<Requester>[0], 'service'>) =>
    request<T>({ ...call, service: 'events' });
  const registration = (id: string | number) => `/events/registration/${segment(id)}`;

  return {
    register: (payload: EventRegistrationPayload, options?: RequestOptions) =>
      events<EventRegistrationResponse>({ method: 'POST', path: '/event/register', body: payload, options }),

    /** A 404 means not registered. */
    async checkRegistration(
      check: RegistrationCheckRequest,
      options?: RequestOptions,
    ): Promise<RegistrationCheck> {
      const body: RegistrationCheckRequest = {
        email: check.email.trim().toLowerCase(),
        eventId: check.eventId,
      };
      try {
        const answer = await events({ method: 'POST', path: '/events/check-registration', body, options });
        const data: unknown = answer.data;
        return {
          isRegistered: answer.isRegistered === true || (isRecord(data) && data.isRegistered === true),
        };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return { isRegistered: false };
        throw error;
      }
    },

    /** The reference goes in a header, never in the URL: it grants access, and servers log URLs. */
    getByReference: (reference: string, options?: RequestOptions) =>
      events<ApiResponse<EventRegistrationRecord>>({
        method: 'GET',
        path: '/events/registration/reference',
        headers: { 'X-Registration-Reference': reference.trim() },
        options,
      }),

    list: (filters?: EventRegistrationListFilters, options?: RequestOptions) =>
      events({ method: 'GET', path: '/events/registrations', query: listQuery(filters), options }),

    stats: (eventId: number | string, options?: RequestOptions) =>
      events<ApiResponse<EventStats>>({ method: 'GET', path: `/events/${segment(eventId)}/stats`, options }),

    updateStatus: (id: string | number, body: EventRegistrationStatusUpdate, options?: RequestOptions) =>
      events<ApiResponse<EventRegistrationRecord>>({
        method: 'PATCH',
        path: `${registration(id)}/status`,
        body: { ...body, updatedAt: body.updatedAt ?? new Date().toISOString() },
        options,
      }),

    /**
     * The registrations of an address (staff: any; a user: their own, once confirmed), named in a
     * header rather than the URL; without an address, the signed-in account's own.
     */
    userRegistrations: (email?: string, options?: RequestOptions) =>
      events<ApiResponse<EventRegistrationRecord[]>>({
        method: 'GET',
        path: '/events/user-registrations',
        ...(email ? { headers: { 'X-Registration-Email': email.trim().toLowerCase() } } : {}),
        options,
      }),

    cancel: (id: string | number, body: EventCancelBody = {}, options?: RequestOptions) =>
      events<ApiResponse<EventRegistrationRecord>>({
        method: 'PATCH',
        path: `${registration(id)}/cancel`,
        body: { ...body, cancelledAt: body.cancelledAt ?? new Date().toISOString() },
        options,
      }),

    resendConfirmation: (id: string | number, options?: RequestOptions) =>
      events({ method: 'POST', path: `${registration(id)}/resend-confirmation`, options }),
  };
}
