import type { z } from 'zod';
import type { MessageTable } from '../messages.hi.js';
import { messages } from '../messages.js';
import { commonFields, lengthRules } from './common.js';
import { text } from './field.js';
import { defineForm } from './form.js';

/** The news submission in the words of one language. */
export function newsFormOf(words: MessageTable) {
  const { fullName, email } = commonFields(words);
  return defineForm({
    title: 'News submission',
    fields: { fullName, email, newsUpdate: text('News update', lengthRules(words.news, 10, 2000)) },
  });
}

export const newsForm = newsFormOf(messages);

export const newsSchema = newsForm.schema;
export type NewsInput = z.output<typeof newsSchema>;
