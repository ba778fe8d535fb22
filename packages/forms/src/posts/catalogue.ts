import { findEvent } from '@inclusion/events';
import type { createApiClient } from '../client/api-client.js';
import type { ApiResponse, RequestOptions } from '../client/types.js';
import {
  registrationError,
  registrationOutcome,
  registrationReferenceOf,
} from '../hooks/eventRegistrationOutcome.js';
import type { SubmitOutcome } from '../hooks/outcome.js';
import { messages } from '../messages.js';
import { contactForm, contactUsForm, newsletterForm } from '../schemas/contact.js';
import { donationForm } from '../schemas/donation.js';
import {
  eventRegistrationForm,
  eventRegistrationFormSchema,
  toEventRegistrationPayload,
  type EventRegistrationFormInput,
} from '../schemas/event-registration.js';
import type { FormDef } from '../schemas/form.js';
import { internshipForm } from '../schemas/internship.js';
import { newsForm } from '../schemas/news.js';
import { partnershipForm } from '../schemas/partnership.js';
import { joinForm, toVolunteerPayload, volunteerForm, type JoinInput } from '../schemas/volunteer.js';

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * A form of the site that works without JavaScript: the rules it is checked by and the call it
 * becomes, the same ones the page's script uses. The server reads a posted form with this, so a
 * visitor without scripts gets the same checks, messages and calls.
 */
export interface FormPost {
  /** Its fields: which are lists (checkboxes) and which are single values. */
  form: FormDef;
  /** What the browser checks on submit; its output is what `send` receives. */
  schema: {
    safeParse(input: unknown): { success: true; data: unknown } | { success: false; error: unknown };
  };
  send(api: ApiClient, values: never, options: RequestOptions): Promise<ApiResponse>;
  /** The banner's text when the error has no message of its own (spec section 8). */
  fallbackError: string;
  /** The reference the thank-you panel shows, for the forms that show one. */
  reference?: (response: never) => string | null | undefined;
  outcome?: (response: never) => SubmitOutcome;
  errorMessage?: (error: unknown) => string | null | undefined;
}

const simple = (form: FormDef, fallbackError: string, send: FormPost['send']): FormPost => ({
  form,
  schema: form.schema,
  send,
  fallbackError,
});

/** Every form of the site by its `formId` (the id `useFormSubmission` is given). */
const posts: Record<string, FormPost> = {
  contact: simple(contactForm, messages.fallback.contact, (api, values, options) =>
    api.contact.submit(values, options),
  ),
  newsletter: simple(newsletterForm, messages.fallback.newsletter, (api, values, options) =>
    api.newsletter.subscribe(values, options),
  ),
  contactUs: {
    ...simple(contactUsForm, messages.fallback.contactUs, (api, values, options) =>
      api.contactUs.submit(values, options),
    ),
    reference: (response: ApiResponse<{ ticketReference?: string }>) => response.data?.ticketReference,
  },
  volunteer: simple(volunteerForm, messages.fallback.volunteer, (api, values, options) =>
    api.volunteer.register(values, options),
  ),
  join: simple(joinForm, messages.fallback.volunteer, (api, values: JoinInput, options) =>
    api.volunteer.register(toVolunteerPayload(values), options),
  ),
  internship: simple(internshipForm, messages.fallback.internship, (api, values, options) =>
    api.intern.apply(values, options),
  ),
  donation: simple(donationForm, messages.fallback.donation, (api, values, options) =>
    api.donation.submit(values, options),
  ),
  news: simple(newsForm, messages.fallback.news, (api, values, options) => api.news.submit(values, options)),
  partnership: simple(partnershipForm, messages.fallback.partnership, (api, values, options) =>
    api.collaborate.submit(values, options),
  ),
};

const eventFormPrefix = 'event-registration-';

/** The form posted as `formId`, or undefined when the site has no such form that works without scripts. */
export function formPostOf(formId: string): FormPost | undefined {
  if (Object.hasOwn(posts, formId)) return posts[formId];
  if (!formId.startsWith(eventFormPrefix)) return undefined;
  const id = formId.slice(eventFormPrefix.length);
  const event = /^[1-9]\d{0,8}$/.test(id) ? findEvent(Number(id)) : undefined;
  if (!event) return undefined;
  return {
    form: eventRegistrationForm,
    schema: eventRegistrationFormSchema,
    send: (api, values: EventRegistrationFormInput, options) =>
      api.events.register(toEventRegistrationPayload(values, event, new Date()), options),
    fallbackError: messages.fallback.registration,
    reference: registrationReferenceOf,
    outcome: registrationOutcome,
    errorMessage: registrationError,
  };
}
