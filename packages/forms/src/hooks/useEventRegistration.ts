import type { FoundationEvent } from '@inclusion/events';
import { useCallback, useState } from 'react';
import { ApiError } from '../client/api-error.js';
import type { EventRegistrationResponse, RequestOptions } from '../client/types.js';
import { joinMessages } from '../errors.js';
import { messages } from '../messages.js';
import { otherDisabilityType } from '../options.js';
import {
  eventRegistrationFormSchema,
  toEventRegistrationPayload,
  type EventRegistrationPayload,
} from '../schemas/index.js';
import type { SubmitOutcome } from './outcome.js';
import { useFormSubmission } from './useFormSubmission.js';

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

export type RegisterForEvent = (
  payload: EventRegistrationPayload,
  options: RequestOptions,
) => Promise<EventRegistrationResponse>;

export function registrationReferenceOf(response: EventRegistrationResponse): string | null {
  return (
    response.registrationReference ??
    response.referenceId ??
    response.data?.registrationReference ??
    response.data?.referenceId ??
    null
  );
}

/** The service may answer without a success flag (spec section 3): a reference then means it registered. */
function registrationOutcome(response: EventRegistrationResponse): SubmitOutcome {
  if (response.success === false) return { kind: 'rejected', message: messages.fallback.registrationFailed };
  if (response.success === true || registrationReferenceOf(response)) return { kind: 'accepted' };
  return { kind: 'ignored' };
}

/** The modal's banner: the error's message, else the service's errors joined, else the fallback. */
function registrationError(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.message || (error.errors?.length ? joinMessages(error.errors) : undefined);
}

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
  { labels }: EventRegistrationOptions = {},
) {
  const [step, setStep] = useState<EventRegistrationStep>('closed');
  const [reference, setReference] = useState<string | null>(null);

  const form = useFormSubmission({
    formId: `event-registration-${event.id}`,
    schema: eventRegistrationFormSchema,
    initialValues: emptyEventRegistration,
    submit: (values, options) => register(toEventRegistrationPayload(values, event, new Date()), options),
    fallbackError: messages.fallback.registration,
    labels,
    // The success modal shows the thanks and the ID until the visitor closes it; the next
    // registration starts empty.
    emptyOnSuccess: true,
    onValuesChange: clearHiddenAnswers,
    outcome: registrationOutcome,
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
