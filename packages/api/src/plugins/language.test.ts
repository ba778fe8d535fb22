import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../types.js';
import { badSwitchMessage, languageCookie, pathIn, sitePathOf } from './language.js';
import { installSite } from './site.js';

let root: string;
let app: App;

const pages: Record<string, string> = {
  'index.html': '<!doctype html><html lang="en-IN"><title>Home</title>',
  // A compressed copy, as the build writes: the answer then varies by Accept-Encoding as well.
  'index.html.br': 'brotli bytes',
  'contact/index.html': '<!doctype html><html lang="en-IN"><title>Contact us</title>',
  '404.html': '<!doctype html><html lang="en-IN"><title>Page not found</title>',
  'hi/index.html': '<!doctype html><html lang="hi"><title>होम</title>',
  'hi/contact/index.html': '<!doctype html><html lang="hi"><title>संपर्क करें</title>',
  'hi/404.html': '<!doctype html><html lang="hi"><title>पेज नहीं मिला</title>',
};

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'api-language-'));
  const siteDir = join(root, 'site');
  for (const [file, html] of Object.entries(pages)) {
    await mkdir(dirname(join(siteDir, file)), { recursive: true });
    await writeFile(join(siteDir, file), html);
  }
  app = Fastify() as unknown as App;
  const site = await installSite(app, siteDir, undefined, join(root, 'no-staff'));
  expect(site).toBeDefined();
  // The API tests check every answer against the app's OpenAPI document: this app has no API.
  app.get('/api/openapi.json', () => ({
    openapi: '3.1.0',
    info: { title: 'none', version: '0' },
    paths: {},
  }));
  app.setNotFoundHandler(async (_request, reply) => {
    if (await site?.sendNotFound(reply)) return reply;
    return reply.code(404).send('no 404 page');
  });
});

afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('the language switch route', () => {
  it('remembers Hindi and answers with the same page in Hindi, query and fragment kept', async () => {
    const response = await get(`/language?to=hi&path=${encodeURIComponent('/contact?topic=2#form')}`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/hi/contact?topic=2#form');
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^${languageCookie}=hi;`));
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toMatch(/Max-Age=[1-9]\d*/);
  });

  it('forgets the choice when the visitor switches back to English', async () => {
    const response = await get(`/language?to=en&path=${encodeURIComponent('/hi/contact')}`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/contact');
    expect(String(response.headers['set-cookie'])).toMatch(new RegExp(`^${languageCookie}=;.*Max-Age=0`));
  });

  it('takes the home page both ways', async () => {
    expect((await get('/language?to=hi&path=%2F')).headers.location).toBe('/hi/');
    expect((await get('/language?to=en&path=%2Fhi%2F')).headers.location).toBe('/');
    expect((await get('/language?to=en&path=%2Fhi')).headers.location).toBe('/');
  });

  it.each([
    ['another site', 'https://elsewhere.example/'],
    ['a scheme-relative address', '//elsewhere.example/contact'],
    ['a backslash that browsers read as a slash', '/\\elsewhere.example'],
    ['a script address', 'javascript:alert(1)'],
    ['a relative path', 'contact'],
    ['a control character', '/contact\r\nSet-Cookie: x=1'],
    ['nothing', ''],
  ])('refuses %s as the path, with a clear message and no redirect', async (_name, path) => {
    const response = await get(`/language?to=hi&path=${encodeURIComponent(path)}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.body).toBe(badSwitchMessage);
  });

  it('refuses a language the site does not have, or none', async () => {
    for (const query of ['to=fr&path=%2Fcontact', 'path=%2Fcontact', 'to=hi&to=en&path=%2Fcontact']) {
      const response = await get(`/language?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.headers.location, query).toBeUndefined();
    }
  });
});

describe('the remembered choice', () => {
  it('sends the bare / to the Hindi home page, and only it', async () => {
    const home = await get('/?utm_source=mail', `${languageCookie}=hi`);
    expect(home.statusCode).toBe(303);
    expect(home.headers.location).toBe('/hi/?utm_source=mail');
    expect(home.headers.vary).toContain('Cookie');
    // Every other address is its own truth: the English contact page stays English.
    const contact = await get('/contact', `${languageCookie}=hi`);
    expect(contact.statusCode).toBe(200);
    expect(contact.body).toContain('<title>Contact us</title>');
  });

  it('tells caches that the home page answers by the cookie, compressed or not', async () => {
    for (const headers of [{}, { 'accept-encoding': 'br' }]) {
      const response = await app.inject({ method: 'GET', url: '/', headers });
      expect(response.statusCode).toBe(200);
      expect(String(response.headers.vary)).toMatch(/\bCookie\b/i);
    }
  });

  it('leaves / in English without the cookie, with an unknown value, or after switching back', async () => {
    for (const cookie of [undefined, `${languageCookie}=fr`, `${languageCookie}=en`, 'other=hi']) {
      const response = await get('/', cookie);
      expect(response.statusCode, String(cookie)).toBe(200);
      expect(response.body).toContain('<title>Home</title>');
    }
  });

  it('serves the Hindi pages at /hi/ and /hi', async () => {
    for (const url of ['/hi/', '/hi', '/hi/contact']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<html lang="hi">');
    }
  });
});

describe('the 404 page', () => {
  it('is Hindi under /hi/ and English elsewhere, with status 404', async () => {
    const hindi = await get('/hi/no-such-page');
    expect(hindi.statusCode).toBe(404);
    expect(hindi.body).toContain('पेज नहीं मिला');
    const english = await get('/no-such-page');
    expect(english.statusCode).toBe(404);
    expect(english.body).toContain('Page not found');
    // Only the prefix /hi/ is Hindi: /history is an English address.
    expect((await get('/history')).body).toContain('Page not found');
  });
});

describe('paths', () => {
  it('keeps a same-site path as it is and refuses everything else', () => {
    expect(sitePathOf('/events&campaigns/1?x=1#form')).toBe('/events&campaigns/1?x=1#form');
    expect(sitePathOf('/%2F%2Felsewhere.example')).toBe('/%2F%2Felsewhere.example');
    expect(sitePathOf('/../../etc/passwd')).toBe('/etc/passwd');
    expect(sitePathOf(['/contact'])).toBeUndefined();
    expect(sitePathOf('/\telsewhere')).toBeUndefined();
  });

  it('puts a page in each language', () => {
    expect(pathIn('hi', '/events&campaigns/1')).toBe('/hi/events&campaigns/1');
    expect(pathIn('hi', '/hi/contact')).toBe('/hi/contact');
    expect(pathIn('en', '/hi/events&campaigns/1#register')).toBe('/events&campaigns/1#register');
    expect(pathIn('en', '/history')).toBe('/history');
    expect(pathIn('hi', '/?q=1')).toBe('/hi/?q=1');
  });
});
