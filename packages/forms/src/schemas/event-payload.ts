import { events, findEvent } from '@inclusion/events';
import type { z } from 'zod';
import { messages } from '../messages.js';
import { yesNoOptions, type DisabilityType, type YesNo } from '../options.js';
import {
  disabilityAnswer,
  disabilityConditions,
  disabilityFields,
  emailRules,
  mobileRules,
  registrationTextFields,
} from './event-shared.js';
import { choice, known, optionalText, text, type FieldDef } from './field.js';
import { defineForm } from './form.js';

/** What POST /event/register takes (spec section 3). */
export interface EventRegistrationPayload {
  fullName: string;
  email: string;
  mobileNumber: string;
  city: string;
  occupation: string;
  organization: string;
  isPersonWithDisability: YesNo;
  disabilityType: DisabilityType | null;
  otherDisabilityText: string | null;
  eventId: number;
  eventTitle: string;
  registrationDate: string;
  registrationStatus: 'pending';
}

const lowerCased = <F extends FieldDef<z.ZodString>>(field: F) => ({
  ...field,
  schema: field.schema.overwrite((value) => value.toLowerCase()),
});

const absentAsEmpty = <F extends FieldDef>(field: F): F => ({
  ...field,
  note: 'Optional; sent as "" when absent.',
});

const eventIds = events.map((event) => event.id);
const service = messages.eventService;
const texts = registrationTextFields(messages);

/** The registration service: the same checks in its own words, over the payload. */
export const eventRegistrationPayloadForm = defineForm({
  title: 'Event registration service (payload)',
  fields: {
    fullName: texts.fullName,
    email: lowerCased(text('Email', emailRules(messages, service.emailInvalid), 'Trimmed and lower-cased.')),
    mobileNumber: text('Mobile number', mobileRules(messages, service.mobileInvalid)),
    city: absentAsEmpty(texts.city),
    occupation: absentAsEmpty(texts.occupation),
    organization: absentAsEmpty(texts.organization),
    isPersonWithDisability: choice('Person with disability (Yes or No)', yesNoOptions, {
      required: service.disabilityStatusRequired,
      invalid: service.disabilityStatusRequired,
    }),
    ...disabilityFields(messages),
    eventId: known(
      'Event ID',
      eventIds,
      [
        { kind: 'required', message: service.eventIdRequired },
        { kind: 'oneOf', values: eventIds, message: service.eventIdUnknown },
      ],
      "A number: the id of one of the foundation's events.",
    ),
    eventTitle: { ...optionalText('Event title'), note: 'Replaced by the title of the event eventId names.' },
    registrationDate: text('Registration date', [
      { kind: 'required', message: service.registrationDateInvalid },
      { kind: 'isoTimestamp', message: service.registrationDateInvalid },
    ]),
    registrationStatus: choice('Registration status', [{ value: 'pending' }] as const, {
      required: service.registrationStatusInvalid,
      invalid: service.registrationStatusInvalid,
    }),
  },
  conditions: disabilityConditions({
    typeRequired: service.disabilityTypeRequired,
    otherRequired: service.otherDisabilityRequired,
  }),
});

export const eventRegistrationPayloadSchema = eventRegistrationPayloadForm.schema.transform(
  (input): EventRegistrationPayload => ({
    fullName: input.fullName,
    email: input.email,
    mobileNumber: input.mobileNumber,
    city: input.city ?? '',
    occupation: input.occupation ?? '',
    organization: input.organization ?? '',
    isPersonWithDisability: input.isPersonWithDisability,
    ...disabilityAnswer(input.isPersonWithDisability, input.disabilityType, input.otherDisabilityText),
    eventId: input.eventId,
    eventTitle: findEvent(input.eventId)?.title ?? '',
    registrationDate: input.registrationDate,
    registrationStatus: input.registrationStatus,
  }),
);
