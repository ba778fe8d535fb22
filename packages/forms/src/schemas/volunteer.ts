import type { z } from 'zod';
import type { MessageTable } from '../messages.hi.js';
import { messages } from '../messages.js';
import { volunteerExpertiseOptions } from '../options.js';
import { commonFields, lengthRules, maxRule } from './common.js';
import { choiceList, optionalText, text } from './field.js';
import { defineForm } from './form.js';

/** The volunteer forms in the words of one language. */
export function volunteerForms(words: MessageTable) {
  const { fullName, email, mobile } = commonFields(words);
  const howToHelp = text('How you would like to help', lengthRules(words.howToHelp, 10, 1000));
  return {
    volunteerForm: defineForm({
      title: 'Volunteer registration',
      fields: {
        fullName,
        email,
        mobile,
        expertise: choiceList('Expertise', volunteerExpertiseOptions, words.expertise.invalid),
        howToHelp,
        message: optionalText('Message', maxRule(500, words.message.max500)),
      },
    }),
    /** The About page's Join Our Mission form: a short volunteer registration, sent to the volunteer endpoint. */
    joinForm: defineForm({
      title: 'Join Our Mission (About page)',
      fields: { fullName, email, mobile, howToHelp },
    }),
  };
}

export const { volunteerForm, joinForm } = volunteerForms(messages);

export const volunteerSchema = volunteerForm.schema;
export const joinSchema = joinForm.schema;

export type VolunteerInput = z.output<typeof volunteerSchema>;
export type JoinInput = z.output<typeof joinSchema>;

/** The volunteer registration a Join Our Mission form sends: no expertise chosen, no message. */
export function toVolunteerPayload({ fullName, email, mobile, howToHelp }: JoinInput): VolunteerInput {
  return { fullName, email, mobile, expertise: [], howToHelp };
}
