import type { LanguageForms } from '@inclusion/forms';
import type { FormSchema } from '@inclusion/forms/react';
import type * as FormSchemas from '@inclusion/forms/schemas';
import { siteLanguage } from '../app/language.js';
import { lazySchema } from '../lib/schemas.js';

type Named = keyof ReturnType<typeof FormSchemas.schemasFor>;

/**
 * A form's rules, loaded when the visitor first types, in the page's language: the English schema as
 * it always was, or the same form's rules with the words of `messagesFor(language)` (`schemasFor`),
 * the very words the server answers a post from that page with.
 */
export function languageRules<TOutput>(
  english: (schemas: typeof FormSchemas) => FormSchema<TOutput>,
  name: Named & keyof LanguageForms,
) {
  return lazySchema<TOutput>(
    siteLanguage === 'en'
      ? english
      : (schemas) => schemas.schemasFor(siteLanguage)[name] as unknown as FormSchema<TOutput>,
  );
}
