import {
  isLanguage,
  joinMessages,
  languageField,
  languageOfHeader,
  localizeMessage,
  type Language,
} from '@inclusion/forms';
import type { FastifyRequest } from 'fastify';
import type { App } from '../types.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the visitor reads: the body's `language`, else `Accept-Language`, else English. */
    language: Language;
  }
}

/** The staff inbox speaks English: a staff member's browser language does not change its answers. */
const isStaff = (url: string) => /^\/(?:api\/)?staff(?:[/?]|$)/.test(url);

/** The `language` field of a parsed body: a JSON object's key or a posted form's field. */
function languageOfBody(body: unknown): Language | undefined {
  const value =
    body instanceof URLSearchParams
      ? body.get(languageField)
      : body && typeof body === 'object' && !Array.isArray(body)
        ? (body as Record<string, unknown>)[languageField]
        : undefined;
  return isLanguage(value) ? value : undefined;
}

/** The language of a request before its body is read: `Accept-Language`, else English. */
export function headerLanguageOf(request: FastifyRequest): Language {
  if (isStaff(request.url)) return 'en';
  return languageOfHeader(request.headers['accept-language']) ?? 'en';
}

type Item = { field: string; message: string };
const isItem = (item: unknown): item is Item =>
  typeof item === 'object' && item !== null && typeof (item as Item).message === 'string';

function localized(payload: unknown, language: Language): unknown {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
  const answer = payload as { message?: unknown; errors?: unknown };
  if (typeof answer.message !== 'string') return payload;
  const items = Array.isArray(answer.errors) ? answer.errors : undefined;
  if (!items?.every(isItem)) return { ...answer, message: localizeMessage(answer.message, language) };
  const errors = items.map((item) => ({ ...item, message: localizeMessage(item.message, language) }));
  // A message that joins the field errors' is joined again from their words in the language.
  const message =
    answer.message === joinMessages(items) ? joinMessages(errors) : localizeMessage(answer.message, language);
  return { ...answer, message, errors };
}

/**
 * Every request gets a language: the `language` of its body (a JSON call or a posted form), else
 * its `Accept-Language`, else English. A JSON answer's `message` and each `errors[].message` that
 * are words of @inclusion/forms' tables are said in it: the body schemas are the English ones the
 * server publishes, and each English message becomes the Hindi at the same key, the words the
 * Hindi page's own check shows (messages.hi.test.ts, test/hindi.test.ts).
 */
export function installLanguage(app: App): void {
  app.decorateRequest('language', 'en');
  app.addHook('onRequest', async (request) => {
    request.language = headerLanguageOf(request);
  });
  // Before validation, which drops keys a body schema does not have, `language` among them.
  app.addHook('preValidation', async (request) => {
    const fromBody = isStaff(request.url) ? undefined : languageOfBody(request.body);
    if (fromBody) request.language = fromBody;
  });
  app.addHook('preSerialization', async (request, _reply, payload) =>
    request.language === 'en' ? payload : localized(payload, request.language),
  );
}
