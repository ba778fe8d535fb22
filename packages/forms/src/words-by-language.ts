import { apiMessages } from './contract/api-messages.js';
import { apiMessagesHi, type PublicApiMessages } from './contract/api-messages.hi.js';
import type { Language } from './language.js';
import { messagesHi, type MessageTable } from './messages.hi.js';
import { messages } from './messages.js';

// Every language's words at once: for the server, the posted forms and the schemas' own chunk. A
// page's first download takes its language's table directly instead (`messages` or `messagesHi`).

/** The words of the forms in a language. */
export function messagesFor(language: Language): MessageTable {
  return language === 'hi' ? messagesHi : messages;
}

/** The server's own public words in a language. */
export function apiMessagesFor(language: Language): PublicApiMessages {
  return language === 'hi' ? apiMessagesHi : apiMessages;
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
