import type { FoundationEvent } from '@inclusion/events';
import type { z } from 'zod';
import type { MessageTable } from '../messages.hi.js';
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

/** The registration modal: its rules and its words (spec section 5), in one language. */
export function eventRegistrationFormOf(words: MessageTable) {
  const texts = registrationTextFields(words);
  return defineForm({
    title: 'Event registration modal',
    fields: {
      fullName: texts.fullName,
      email: text('Email', emailRules(words, words.email.invalid)),
      mobileNumber: text('Mobile number', mobileRules(words, words.eventRegistration.mobileInvalid)),
      city: texts.city,
      occupation: texts.occupation,
      organization: texts.organization,
      isPersonWithDisability: choice('Person with disability (Yes or No)', yesNoOptions, {
        required: words.eventRegistration.disabilityStatusRequired,
        invalid: words.eventRegistration.disabilityStatusRequired,
      }),
      ...disabilityFields(words),
    },
    conditions: disabilityConditions({
      typeRequired: words.eventRegistration.disabilityTypeRequired,
      otherRequired: words.eventRegistration.otherDisabilityRequired,
    }),
  });
}

/** Choosing No clears the type and the text; a type other than Other clears the text. */
export const registrationSchemaOf = (form: ReturnType<typeof eventRegistrationFormOf>) =>
  form.schema.transform((input) => {
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

export const eventRegistrationForm = eventRegistrationFormOf(messages);
export const eventRegistrationFormSchema = registrationSchemaOf(eventRegistrationForm);

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
