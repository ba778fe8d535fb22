import type { z } from 'zod';
import { messages } from '../messages.js';
import { volunteerExpertiseOptions } from '../options.js';
import { email, fullName, lengthRules, maxRule, mobile } from './common.js';
import { choiceList, optionalText, text } from './field.js';
import { defineForm } from './form.js';

const howToHelp = text('How you would like to help', lengthRules(messages.howToHelp, 10, 1000));

export const volunteerForm = defineForm({
  title: 'Volunteer registration',
  fields: {
    fullName,
    email,
    mobile,
    expertise: choiceList('Expertise', volunteerExpertiseOptions, messages.expertise.invalid),
    howToHelp,
    message: optionalText('Message', maxRule(500, messages.message.max500)),
  },
});

/** The About page's Join Our Mission form: a short volunteer registration, sent to the volunteer endpoint. */
export const joinForm = defineForm({
  title: 'Join Our Mission (About page)',
  fields: { fullName, email, mobile, howToHelp },
});

export const volunteerSchema = volunteerForm.schema;
export const joinSchema = joinForm.schema;

export type VolunteerInput = z.output<typeof volunteerSchema>;
export type JoinInput = z.output<typeof joinSchema>;

/** The volunteer registration a Join Our Mission form sends: no expertise chosen, no message. */
export function toVolunteerPayload({ fullName, email, mobile, howToHelp }: JoinInput): VolunteerInput {
  return { fullName, email, mobile, expertise: [], howToHelp };
}
