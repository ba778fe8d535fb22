import type { FoundationEvent } from '@inclusion/events';
import { useCallback, useState } from 'react';
import type { EventRegistrationResponse, RequestOptions } from '../client/types.js';
import type { Language } from '../language.js';
import type { PageWords } from '../messages.hi.js';
import { messages as english } from '../messages.js';
import { otherDisabilityType } from '../options.js';
import type { EventRegistrationPayload } from '../schemas/event-payload.js';
import type { EventRegistrationFormInput } from '../schemas/event-registration.js';
import {
  registrationError,
  registrationOutcome,
  registrationReferenceOf,
} from './eventRegistrationOutcome.js';
import { useFormSubmission, type FormInitialState } from './useFormSubmission.js';

const loadRules = () => import('../schemas/event-registration.js');
const loadLanguageRules = () => import('../schemas/by-language.js');

/** The flow of spec section 2: card, detail modal, registration modal, success modal, closed. */
export type EventRegistrationStep = 'closed' | 'details' | 'registration' | 'success';

export const emptyEventRegistration = {
  fullName: '',
  email: '',
  mobileNumber: '',
  city: '',
  occupation: '',
  organization: '',
  isPersonWithDisability: '',
  disabilityType: '',
  otherDisabilityText: '',
};
export type EventRegistrationValues = typeof emptyEventRegistration;

export { registrationReferenceOf };

export type RegisterForEvent = (
  payload: EventRegistrationPayload,
  options: RequestOptions,
) => Promise<EventRegistrationResponse>;

/** Choosing No clears the type and the text; a type other than Other clears the text (spec section 4). */
function clearHiddenAnswers(values: EventRegistrationValues, changed: keyof EventRegistrationValues) {
  if (changed === 'isPersonWithDisability' && values.isPersonWithDisability !== 'Yes')
    return { ...values, disabilityType: '', otherDisabilityText: '' };
  if (changed === 'disabilityType' && values.disabilityType !== otherDisabilityType)
    return { ...values, otherDisabilityText: '' };
  return values;
}

export interface EventRegistrationOptions {
  /** The registration form's labels and legends, by field: see `useFormSubmission`'s `labels`. */
  labels?: Partial<Record<keyof EventRegistrationValues, string>>;
  /**
   * The server's answer to posting the form without JavaScript (see `useFormSubmission`): the flow
   * starts on the registration step with it, or on the success step with its reference.
   */
  initialState?: FormInitialState;
  /** The language of the form's rules, loaded when the visitor first types; English by default. */
  language?: Language;
  /** The form's own words in that language (`messagesHi` for Hindi); English by default. */
  messages?: PageWords;
}

/**
 * One event's Learn More → Register Now → success flow, and its registration form. Cancel in the
 * registration modal is `close()`: the flow the spec gives goes from the registration modal only to
 * success or closed. From success, `startRegistration()` opens the emptied form again (registering
 * another person). Key the caller by event id: the form's draft is per event.
 */
export function useEventRegistration(
  event: FoundationEvent,
  register: RegisterForEvent,
  { labels, initialState, language = 'en', messages = english }: EventRegistrationOptions = {},
) {
  const [step, setStep] = useState<EventRegistrationStep>(
    initialState?.success ? 'success' : initialState ? 'registration' : 'closed',
  );
  const [reference, setReference] = useState<string | null>(initialState?.success?.reference ?? null);

  const form = useFormSubmission({
    formId: `event-registration-${event.id}`,
    // The rules (zod) load when the visitor first types, not with the page.
    schema: () =>
      language === 'en'
        ? loadRules().then((rules) => rules.eventRegistrationFormSchema)
        : loadLanguageRules().then((rules) => rules.schemasFor(language).eventRegistration),
    initialValues: emptyEventRegistration,
    submit: async (values: EventRegistrationFormInput, options) => {
      const { toEventRegistrationPayload } = await loadRules();
      return register(toEventRegistrationPayload(values, event, new Date()), options);
    },
    fallbackError: messages.fallback.registration,
    labels,
    messages,
    // Its thanks are the flow's success step: the form itself starts empty.
    initialState: initialState?.success ? undefined : initialState,
    // The success modal shows the thanks and the ID until the visitor closes it; the next
    // registration starts empty.
    emptyOnSuccess: true,
    onValuesChange: clearHiddenAnswers,
    outcome: (response) => registrationOutcome(response, messages),
    errorMessage: registrationError,
    reference: registrationReferenceOf,
    onSuccess: (response) => {
      setReference(registrationReferenceOf(response));
      // Even if the visitor closed the modal while it was sending: the ID is theirs to save.
      setStep('success');
    },
  });

  const openDetails = useCallback(() => setStep('details'), []);
  const startRegistration = useCallback(() => setStep('registration'), []);
  const close = useCallback(() => setStep('closed'), []);

  return {
    step,
    openDetails,
    startRegistration,
    close,
    form,
    /** The registration ID the success modal shows. */
    registrationReference: reference,
    showsDisabilityType: form.values.isPersonWithDisability === 'Yes',
    showsOtherDisabilityText:
      form.values.isPersonWithDisability === 'Yes' && form.values.disabilityType === otherDisabilityType,
  };
}
