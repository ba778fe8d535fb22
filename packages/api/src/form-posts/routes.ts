import { createHash } from 'node:crypto';
import {
  apiMessages,
  apiMessagesFor,
  createApiClient,
  isLanguage,
  languageField,
  type Language,
} from '@inclusion/forms';
import { formPostOf, runFormPost, type FormInitialState } from '@inclusion/forms/posts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error.js';
import type { App } from '../types.js';
import type { PageRenderer, PostedForm } from './page-renderer.js';

/** The hidden field naming the form of the page that was posted (site/src/forms/postedForm.tsx). */
export const formField = '_form';
/** Carries an accepted post's thanks across the redirect to the page; read once, then cleared. */
export const thanksCookie = 'posted-form';
const thanksMaxAgeSeconds = 300;

const pathOf = (url: string) => url.split('?')[0] ?? url;

/**
 * A post made by another site's page is refused: `Sec-Fetch-Site` where the browser sends it, else
 * `Origin`. No form post acts with a signed-in visitor's rights (sign-in is a bearer token, never a
 * cookie), and this keeps another site from sending forms in a visitor's name all the same.
 */
export function isCrossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return origin !== `${request.protocol}://${request.host}`;
}

/**
 * Without JavaScript there is no Idempotency-Key: a post is keyed by the form, the sender's address
 * and every value, so pressing Submit twice, or resending the page, within a day (the keys' lifetime)
 * gets the first answer again, and never a second row. Another person typing the very same values
 * from another address is a new post.
 */
export function postKey(formId: string, ip: string, body: URLSearchParams): string {
  const fields = [...body.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const hash = createHash('sha256')
    .update(JSON.stringify([formId, ip, fields]))
    .digest('base64url');
  return `form-post-${hash}`;
}

/** The thanks cookie's value, or undefined (an unreadable cookie is ignored). */
export function readThanks(request: FastifyRequest): PostedForm | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  const entry = header
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${thanksCookie}=`));
  if (!entry) return undefined;
  try {
    const posted = JSON.parse(
      Buffer.from(entry.slice(thanksCookie.length + 1), 'base64url').toString('utf8'),
    ) as PostedForm;
    const { success } = posted.state;
    if (typeof posted.formId !== 'string' || typeof success?.message !== 'string') return undefined;
    return {
      formId: posted.formId,
      state: {
        success: {
          message: success.message,
          reference: typeof success.reference === 'string' ? success.reference : null,
        },
      },
    };
  } catch {
    return undefined;
  }
}

const cookieOf = (request: FastifyRequest, value: string, maxAge: number) =>
  [
    `${thanksCookie}=${value}`,
    `Path=${pathOf(request.url)}`,
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(request.protocol === 'https' ? ['Secure'] : []),
  ].join('; ');

/**
 * The language of a posted form: its hidden `language` field, else the language of the page's address
 * (`/hi/...`), else the request's (`Accept-Language`), else English.
 */
export function postLanguageOf(request: FastifyRequest, body: URLSearchParams, pathname: string): Language {
  const field = body.get(languageField);
  if (isLanguage(field)) return field;
  if (pathname === '/hi' || pathname.startsWith('/hi/')) return 'hi';
  return request.language;
}

async function sendPage(reply: FastifyReply, html: string, status = 200) {
  return reply.code(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/**
 * A GET of a page whose form was just accepted (the redirect after the post): the page with that
 * form's thanks, once. The cookie is cleared with the answer, so a reload shows the empty form.
 * False when the request carries no thanks.
 */
export async function answerWithThanks(
  request: FastifyRequest,
  reply: FastifyReply,
  render: PageRenderer,
): Promise<boolean> {
  const posted = readThanks(request);
  if (!posted) return false;
  const html = await render(pathOf(request.url), posted);
  if (html === undefined) return false;
  reply.header('Set-Cookie', cookieOf(request, '', 0));
  await sendPage(reply, html);
  return true;
}

/**
 * `POST` of any page of the site with `application/x-www-form-urlencoded`: the form named by `_form`,
 * checked by the same rules and sent by the same API call as the page's script would (through the
 * API itself, with the sender's address, so the rate limits, checks and idempotency of the JSON API
 * apply). Errors or a failed send: the same page, with the summary, messages and values. Accepted:
 * a redirect to the page (post/redirect/get), which shows the thanks.
 */
export function installFormPosts(app: App, render: PageRenderer): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, new URLSearchParams(body as string)),
  );
  const limit = app.rateLimit();

  app.post('/*', { onRequest: limit, schema: { hide: true } }, async (request, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/')) return reply.callNotFound();
    if (isCrossSite(request)) throw new HttpError(403, apiMessages.crossSitePost);
    if (!(request.body instanceof URLSearchParams)) throw new HttpError(415, apiMessages.formPostOnly);
    const body = request.body;
    const pathname = pathOf(request.url);
    const formId = body.get(formField) ?? '';
    const language = postLanguageOf(request, body, pathname);
    // The page's own words for what the server says about the post (a cross-site refusal, say).
    request.language = language;
    const post = formPostOf(formId, language);

    let state: FormInitialState;
    if (!post) {
      state = { bannerError: apiMessagesFor(language).formNeedsScripts };
    } else {
      const api = createApiClient({
        baseUrl: '/api',
        language,
        getToken: () => null,
        onUnauthorized: () => undefined,
        fetch: injectedFetch(app, request.ip),
      });
      const answer = await runFormPost(post, body, api, {
        idempotencyKey: postKey(formId, request.ip, body),
      });
      if (answer.accepted) {
        const thanks: PostedForm = { formId, state: { success: answer.success ?? null } };
        const value = Buffer.from(JSON.stringify(thanks)).toString('base64url');
        return reply
          .code(303)
          .header('Set-Cookie', cookieOf(request, value, thanksMaxAgeSeconds))
          .header('Cache-Control', 'no-store')
          .header('Location', `${pathname}#${formId}-form`)
          .send();
      }
      const { accepted: _accepted, ...rest } = answer;
      state = rest;
    }
    const html = await render(pathname, { formId, state });
    if (html === undefined) return reply.callNotFound();
    return sendPage(reply, html);
  });
}

/** `fetch` for the API client, answered by this server in-process, as if the visitor had called it. */
function injectedFetch(app: App, remoteAddress: string): typeof fetch {
  return async (input, init) => {
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'POST',
      url: String(input),
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
      remoteAddress,
    });
    return new Response(response.rawPayload.length > 0 ? response.payload : null, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  };
}
