import type { z } from 'zod';
import { messages } from '../messages.js';
import { email, fullName, lengthRules } from './common.js';
import { text } from './field.js';
import { defineForm } from './form.js';

export const newsForm = defineForm({
  title: 'News submission',
  fields: { fullName, email, newsUpdate: text('News update', lengthRules(messages.news, 10, 2000)) },
});

export const newsSchema = newsForm.schema;
export type NewsInput = z.output<typeof newsSchema>;
