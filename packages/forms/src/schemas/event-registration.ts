import type { FoundationEvent } from '@inclusion/events';
import type { z } from 'zod';
import { messages } from '../messages.js';
import { yesNoOptions } from '../options.js';
import type { EventRegistrationPayload } from './event-payload.js';
import {
  disabilityAnswer,
  disabilityConditions,
  disabilityFields,
  emailRules,
  mobileRules,
  registrationTextFields,
} from './event-shared.js';
import { choice, text } from './field.js';
import { defineForm } from './form.js';

/** The registration modal: its rules and its words (spec section 5). */
export const eventRegistrationForm = defineForm({
  title: 'Event registration modal',
  fields: {
    fullName: registrationTextFields.fullName,
    email: text('Email', emailRules(messages.email.invalid)),
    mobileNumber: text('Mobile number', mobileRules(messages.eventRegistration.mobileInvalid)),
    city: registrationTextFields.city,
    occupation: registrationTextFields.occupation,
    organization: registrationTextFields.organization,
    isPersonWithDisability: choice('Person with disability (Yes or No)', yesNoOptions, {
      required: messages.eventRegistration.disabilityStatusRequired,
      invalid: messages.eventRegistration.disabilityStatusRequired,
    }),
    ...disabilityFields,
  },
  conditions: disabilityConditions({
    typeRequired: messages.eventRegistration.disabilityTypeRequired,
    otherRequired: messages.eventRegistration.otherDisabilityRequired,
  }),
});

/** Choosing No clears the type and the text; a type other than Other clears the text. */
export const eventRegistrationFormSchema = eventRegistrationForm.schema.transform((input) => {
  const { disabilityType, otherDisabilityText } = disabilityAnswer(
    input.isPersonWithDisability,
    input.disabilityType,
    input.otherDisabilityText,
  );
  return {
    ...input,
    disabilityType: disabilityType ?? undefined,
    otherDisabilityText: otherDisabilityText ?? undefined,
  };
});

export type EventRegistrationFormInput = z.output<typeof eventRegistrationFormSchema>;

/** The body the modal sends, built from its checked values (spec sections 3 and 4). */
export function toEventRegistrationPayload(
  form: EventRegistrationFormInput,
  event: FoundationEvent,
  now: Date = new Date(),
): EventRegistrationPayload {
  return {
    fullName: form.fullName,
    email: form.email.trim().toLowerCase(),
    mobileNumber: form.mobileNumber,
    city: form.city ?? '',
    occupation: form.occupation ?? '',
    organization: form.organization ?? '',
    isPersonWithDisability: form.isPersonWithDisability,
    ...disabilityAnswer(form.isPersonWithDisability, form.disabilityType, form.otherDisabilityText),
    eventId: event.id,
    eventTitle: event.title,
    registrationDate: now.toISOString(),
    registrationStatus: 'pending',
  };
}
