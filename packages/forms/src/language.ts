import { apiMessages } from './contract/api-messages.js';
import { apiMessagesHi, type PublicApiMessages } from './contract/api-messages.hi.js';
import { messagesHi, type MessageTable } from './messages.hi.js';
import { messages } from './messages.js';

/** The languages the forms speak: English as the spec words it, and Hindi. */
export const languages = ['en', 'hi'] as const;
export type Language = (typeof languages)[number];

export const isLanguage = (value: unknown): value is Language =>
  languages.some((language) => language === value);

/** A form's hidden field and a JSON body's key that name the language the visitor reads. */
export const languageField = 'language';

/** The words of the forms in a language. */
export function messagesFor(language: Language): MessageTable {
  return language === 'hi' ? messagesHi : messages;
}

/** The server's own public words in a language. */
export function apiMessagesFor(language: Language): PublicApiMessages {
  return language === 'hi' ? apiMessagesHi : apiMessages;
}

/**
 * The first language of an `Accept-Language` header the forms speak, by the weights given
 * (`hi-IN,hi;q=0.9,en;q=0.8` is Hindi); undefined when it names none of them.
 */
export function languageOfHeader(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const weight = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split('-')[0], q: weight ? Number(weight) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLanguage);
}

function pairs(english: unknown, other: unknown, into: Map<string, string>): Map<string, string> {
  if (typeof english === 'string' && typeof other === 'string') into.set(english, other);
  else if (english && typeof english === 'object' && other && typeof other === 'object') {
    for (const key of Object.keys(english))
      pairs((english as Record<string, unknown>)[key], (other as Record<string, unknown>)[key], into);
  }
  return into;
}

let toHindi: Map<string, string> | undefined;

/**
 * A message of `messages` or of the server's public words in another language: the word at the same
 * key. The server checks a JSON body with the English schema it publishes, then answers each message
 * in the request's language; the Hindi schemas (`schemasFor('hi')`) are built from the same keys, so
 * both sides say the same words (tested). A text that is no message of the tables stays as it is.
 */
export function localizeMessage(message: string, language: Language): string {
  if (language === 'en') return message;
  toHindi ??= pairs(apiMessages, apiMessagesHi, pairs(messages, messagesHi, new Map()));
  return toHindi.get(message) ?? message;
}

/** What goes before a page's title while its form shows errors (WCAG 3.3.1, technique G199). */
export const errorTitlePrefix: Readonly<Record<Language, string>> = { en: 'Error: ', hi: 'त्रुटि: ' };
