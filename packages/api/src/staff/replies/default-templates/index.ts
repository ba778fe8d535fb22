import type { ReplyLanguage } from '@inclusion/forms';
import { en } from './en.js';
import { hi } from './hi.js';
import type { DefaultTemplates } from './types.js';

export type { DefaultTemplate, DefaultTemplates } from './types.js';

/** The built-in templates of each language: a language's file is one more entry. */
export const defaultTemplates: Partial<Record<ReplyLanguage, DefaultTemplates>> = {
  en,
  hi,
};
