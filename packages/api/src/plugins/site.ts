import { stat } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../types.js';
import { installLanguageRoute, languageOfPath, redirectHomeByChoice } from './language.js';
import { defaultStaffDir, installStaffApp } from './staff-app.js';

export interface Site {
  /** The prerendered page file (relative to the site) a path shows, or undefined. */
  pageFileOf(pathname: string): Promise<string | undefined>;
  /**
   * Sends the site's 404 page with status 404, in the language of the address asked for (hi/404.html
   * under /hi/); false when the site has none.
   */
  sendNotFound(reply: FastifyReply): Promise<boolean>;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * The files a path may be served from, relative to the site root: the file itself, then the
 * prerendered page of a route (`/events&campaigns` → `events&campaigns/index.html` or
 * `events&campaigns.html`). Undefined for a path that is not a clean relative path.
 */
export function candidatesOf(url: string): string[] | undefined {
  let path: string;
  try {
    path = decodeURIComponent(url.split('?')[0] ?? '/');
  } catch {
    return undefined;
  }
  if (path.includes('\0') || path.includes('\\')) return undefined;
  const relative = normalize(path).replace(/^\/+/, '');
  if (relative.startsWith('..') || relative.split('/').some((part) => part.startsWith('.') && part !== '')) {
    return undefined;
  }
  if (relative === '' || relative.endsWith('/')) return [`${relative}index.html`];
  return [relative, `${relative}/index.html`, `${relative}.html`];
}

// Vite puts a content hash in every name under assets/, so they never change.
const cacheControlOf = (file: string) =>
  file.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';

/**
 * Serves the built site when `siteDir` exists: files only; an unknown path is a 404 (the site's
 * 404.html when it has one), never index.html. The staff inbox, a build of its own, is served at
 * /staff from `staffDir` (./staff-app.ts).
 */
export async function installSite(
  app: App,
  siteDir: string,
  /** Answers a GET itself (a page with a form's thanks, say) before any file is looked for. */
  answerFirst?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>,
  staffDir: string = defaultStaffDir,
): Promise<Site | undefined> {
  const hasSite = (await stat(siteDir).catch(() => undefined))?.isDirectory() ?? false;
  // Both builds write .br and .gz copies of text files where they can; they go to browsers that accept them.
  await app.register(fastifyStatic, {
    root: hasSite ? siteDir : staffDir,
    serve: false,
    preCompressed: true,
  });
  const sendFrom = (reply: FastifyReply, file: string, root: string) =>
    reply.header('Cache-Control', cacheControlOf(file)).sendFile(file, root, { cacheControl: false });
  await installStaffApp(app, staffDir, sendFrom);

  if (!hasSite) {
    app.log.warn({ siteDir }, 'no built site found; serving the API only');
    return undefined;
  }
  const send = (reply: FastifyReply, file: string) => sendFrom(reply, file, siteDir);

  installLanguageRoute(app);
  app.get('/*', async (request, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/')) return reply.callNotFound();
    if (await redirectHomeByChoice(request, reply)) return reply;
    if (answerFirst && (await answerFirst(request, reply))) return reply;
    for (const file of candidatesOf(request.url) ?? []) {
      if (await isFile(join(siteDir, file))) return send(reply, file);
    }
    return reply.callNotFound();
  });

  const englishNotFound = (await isFile(join(siteDir, '404.html'))) ? '404.html' : undefined;
  const hindiNotFound = (await isFile(join(siteDir, 'hi', '404.html'))) ? 'hi/404.html' : englishNotFound;
  return {
    async pageFileOf(pathname) {
      for (const file of candidatesOf(pathname) ?? []) {
        if (file.endsWith('.html') && (await isFile(join(siteDir, file)))) return file;
      }
      return undefined;
    },
    async sendNotFound(reply) {
      const pathname = reply.request.url.split('?')[0] ?? '/';
      const notFoundPage = languageOfPath(pathname) === 'hi' ? hindiNotFound : englishNotFound;
      if (!notFoundPage) return false;
      await reply
        .code(404)
        .header('Cache-Control', 'no-cache')
        .sendFile(notFoundPage, { cacheControl: false });
      return true;
    },
  };
}
