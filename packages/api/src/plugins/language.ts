import { languages, type Language } from '@inclusion/forms';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../types.js';

/** Remembers a visitor's choice of Hindi; only the bare `/` follows it, every other address is its own truth. */
export const languageCookie = 'site-language';
const rememberSeconds = 365 * 24 * 60 * 60;

/** The answer to a language link whose target is not a page of this site. */
export const badSwitchMessage =
  'This language link is not valid: it does not point to a page of this site. / यह भाषा लिंक सही नहीं है: यह इस साइट के किसी पेज पर नहीं ले जाता।';

const hindiPrefix = '/hi';

/** The language an address is in: `/hi` and everything under `/hi/` is Hindi (`/history` is not). */
export function languageOfPath(pathname: string): Language {
  return pathname === hindiPrefix || pathname.startsWith(`${hindiPrefix}/`) ? 'hi' : 'en';
}

/** A control character (U+0000 to U+001F, U+007F) or a backslash. */
const isUnsafe = (text: string) =>
  [...text].some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f || character === '\\';
  });
const base = 'http://site.invalid';

/**
 * A path on this site, with its query and fragment, or undefined: it starts with one `/`, holds no
 * control character or backslash (browsers read it as a slash), and stays on this site once read as
 * a browser reads it (`/../x` is `/x`).
 */
export function sitePathOf(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return undefined;
  if (isUnsafe(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return undefined;
  }
  if (url.origin !== base) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A page's address in `language`, from its address in either (`/contact?x=1` → `/hi/contact?x=1`). */
export function pathIn(language: Language, path: string): string {
  const cut = path.search(/[?#]/);
  const pathname = cut < 0 ? path : path.slice(0, cut);
  const rest = cut < 0 ? '' : path.slice(cut);
  const english =
    languageOfPath(pathname) === 'hi' ? pathname.slice(hindiPrefix.length) || '/' : pathname || '/';
  if (language === 'en') return english + rest;
  return (english === '/' ? `${hindiPrefix}/` : `${hindiPrefix}${english}`) + rest;
}

const cookieOf = (request: FastifyRequest, value: string, maxAge: number) =>
  [
    `${languageCookie}=${value}`,
    'Path=/',
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(request.protocol === 'https' ? ['Secure'] : []),
  ].join('; ');

const isLanguage = (value: unknown): value is Language => languages.some((language) => language === value);

/**
 * `GET /language?to=hi&path=/contact`: the header's language switch, a plain link. It remembers
 * Hindi in a cookie (English forgets it) and answers 303 with the same page in the other language.
 * A target that is not a page of this site is refused with 400, so the link cannot send anyone away.
 */
export function installLanguageRoute(app: App): void {
  app.get('/language', { schema: { hide: true } }, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const path = sitePathOf(query.path);
    if (!isLanguage(query.to) || path === undefined) {
      return reply
        .code(400)
        .header('Cache-Control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(badSwitchMessage);
    }
    const cookie =
      query.to === 'en' ? cookieOf(request, '', 0) : cookieOf(request, query.to, rememberSeconds);
    return reply
      .code(303)
      .header('Set-Cookie', cookie)
      .header('Cache-Control', 'no-store')
      .header('Location', pathIn(query.to, path))
      .send();
  });
}

/** The language the visitor chose before, from the cookie; undefined when none is remembered. */
function chosenLanguage(request: FastifyRequest): Language | undefined {
  const entry = (request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${languageCookie}=`));
  const value = entry?.slice(languageCookie.length + 1);
  return value === 'hi' ? value : undefined;
}

/**
 * The bare `/` of a visitor who chose Hindi before: 303 to `/hi/`, query kept. Every other address
 * is its own truth. True when it answered.
 */
export async function redirectHomeByChoice(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const cut = request.url.indexOf('?');
  const pathname = cut < 0 ? request.url : request.url.slice(0, cut);
  if (pathname !== '/') return false;
  reply.header('Vary', 'Cookie');
  const chosen = chosenLanguage(request);
  if (!chosen) return false;
  await reply
    .code(303)
    .header('Cache-Control', 'no-store')
    .header('Location', pathIn(chosen, request.url))
    .send();
  return true;
}
