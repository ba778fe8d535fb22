import { findEvent } from '@inclusion/events';
import type { createApiClient } from '../client/api-client.js';
import type { ApiResponse, RequestOptions } from '../client/types.js';
import {
  registrationError,
  registrationOutcome,
  registrationReferenceOf,
} from '../hooks/eventRegistrationOutcome.js';
import type { SubmitOutcome } from '../hooks/outcome.js';
import type { Language } from '../language.js';
import { messagesFor } from '../words-by-language.js';
import {
  toEventRegistrationPayload,
  type EventRegistrationFormInput,
} from '../schemas/event-registration.js';
import { formsFor } from '../schemas/by-language.js';
import type { FormDef } from '../schemas/form.js';
import { toVolunteerPayload, type JoinInput } from '../schemas/volunteer.js';

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
  /** The language of its rules and words, and of the call it becomes. */
  language: Language;
}

/** Every form of the site by its `formId` (the id `useFormSubmission` is given), in a language. */
function postsIn(language: Language): Record<string, FormPost> {
  const forms = formsFor(language);
  const fallback = messagesFor(language).fallback;
  const simple = (form: FormDef, fallbackError: string, send: FormPost['send']): FormPost => ({
    form,
    schema: form.schema,
    send,
    fallbackError,
    language,
  });
  return {
    contact: simple(forms.contact, fallback.contact, (api, values, options) =>
      api.contact.submit(values, options),
    ),
    newsletter: simple(forms.newsletter, fallback.newsletter, (api, values, options) =>
      api.newsletter.subscribe(values, options),
    ),
    contactUs: {
      ...simple(forms.contactUs, fallback.contactUs, (api, values, options) =>
        api.contactUs.submit(values, options),
      ),
      reference: (response: ApiResponse<{ ticketReference?: string }>) => response.data?.ticketReference,
    },
    volunteer: simple(forms.volunteer, fallback.volunteer, (api, values, options) =>
      api.volunteer.register(values, options),
    ),
    join: simple(forms.join, fallback.volunteer, (api, values: JoinInput, options) =>
      api.volunteer.register(toVolunteerPayload(values), options),
    ),
    internship: simple(forms.internship, fallback.internship, (api, values, options) =>
      api.intern.apply(values, options),
    ),
    donation: simple(forms.donation, fallback.donation, (api, values, options) =>
      api.donation.submit(values, options),
    ),
    news: simple(forms.news, fallback.news, (api, values, options) => api.news.submit(values, options)),
    partnership: simple(forms.partnership, fallback.partnership, (api, values, options) =>
      api.collaborate.submit(values, options),
    ),
  };
}

const postsByLanguage: Partial<Record<Language, Record<string, FormPost>>> = {};

const eventFormPrefix = 'event-registration-';

/**
 * The form posted as `formId`, in the language of the page that posted it (its hidden `language`
 * field), or undefined when the site has no such form that works without scripts.
 */
export function formPostOf(formId: string, language: Language = 'en'): FormPost | undefined {
  const posts = (postsByLanguage[language] ??= postsIn(language));
  if (Object.hasOwn(posts, formId)) return posts[formId];
  if (!formId.startsWith(eventFormPrefix)) return undefined;
  const id = formId.slice(eventFormPrefix.length);
  const event = /^[1-9]\d{0,8}$/.test(id) ? findEvent(Number(id)) : undefined;
  if (!event) return undefined;
  const forms = formsFor(language);
  return {
    form: forms.eventRegistration,
    schema: forms.eventRegistrationSchema,
    send: (api, values: EventRegistrationFormInput, options) =>
      api.events.register(toEventRegistrationPayload(values, event, new Date()), options),
    fallbackError: messagesFor(language).fallback.registration,
    reference: registrationReferenceOf,
    outcome: (response: Parameters<typeof registrationOutcome>[0]) =>
      registrationOutcome(response, messagesFor(language)),
    errorMessage: registrationError,
    language,
  };
}
