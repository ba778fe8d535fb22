import type { z } from 'zod';
import type { MessageTable } from '../messages.hi.js';
import { messages } from '../messages.js';
import { internshipAreaOptions } from '../options.js';
import { commonFields, maxRule } from './common.js';
import { choice, optionalText, text } from './field.js';
import { defineForm } from './form.js';

/** The internship application in the words of one language. */
export function internshipFormOf(all: MessageTable) {
  const words = all.internship;
  const { fullName, email, mobile } = commonFields(all);
  return defineForm({
    title: 'Internship application',
    fields: {
      fullName,
      email,
      mobile,
      internshipArea: choice('Internship area', internshipAreaOptions, {
        required: words.areaRequired,
        invalid: words.areaInvalid,
      }),
      education: optionalText('Education background', maxRule(1000, words.educationMax)),
      motivation: text('Why you want to intern with us', [
        { kind: 'required', message: words.motivationRequired },
        { kind: 'minLength', limit: 20, message: words.motivationMin },
        { kind: 'maxLength', limit: 1000, message: words.motivationMax },
      ]),
    },
  });
}

export const internshipForm = internshipFormOf(messages);

export const internshipSchema = internshipForm.schema;
export type InternshipInput = z.output<typeof internshipSchema>;
