import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { messages } from '@inclusion/forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Db } from '../src/db/client.js';
import { candidatesOf } from '../src/plugins/site.js';
import type { App } from '../src/types.js';
import { testConfig } from './support/test-app.js';

let root: string;

async function writeSite(dir: string, files: Record<string, string>): Promise<string> {
  for (const [name, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, name)), { recursive: true });
    await writeFile(join(dir, name), content);
  }
  return dir;
}

/** The site needs no database; the API routes are not called here. */
const noDb = {} as Db;

async function appFor(siteDir: string): Promise<App> {
  return buildApp({
    config: testConfig({ SITE_DIR: siteDir }),
    db: noDb,
    mailer: { send: async () => undefined },
  });
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'api-site-'));
  await writeFile(join(root, 'secret.txt'), 'outside the site');
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the built site', () => {
  let app: App;

  beforeAll(async () => {
    const dir = await writeSite(join(root, 'site'), {
      'index.html': '<!doctype html><title>Home</title>',
      'about/index.html': '<!doctype html><title>About</title>',
      'events&campaigns/index.html': '<!doctype html><title>Events</title>',
      'assets/index-abc123.js': 'console.log("hi")',
      '404.html': '<!doctype html><title>Not found</title>',
      '.env': 'SECRET=1',
      'assets/big-def456.js': 'plain',
      'assets/big-def456.js.br': 'brotli bytes',
      'assets/big-def456.js.gz': 'gzip bytes',
    });
    app = await appFor(dir);
  });

  afterAll(() => app.close());

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('serves the home page and prerendered routes, with the security headers', async () => {
    const home = await get('/');
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toContain('text/html');
    expect(home.body).toContain('<title>Home</title>');
    expect(home.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(home.headers['cache-control']).toBe('no-cache');
    expect((await get('/about')).body).toContain('<title>About</title>');
    expect((await get('/about/')).body).toContain('<title>About</title>');
  });

  it('maps /events&campaigns to its prerendered folder, typed or percent-encoded', async () => {
    for (const url of ['/events&campaigns', '/events%26campaigns', '/events&campaigns/']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Events</title>');
    }
  });

  it('sends the build’s compressed copy a browser accepts, else the file itself', async () => {
    const fetch = (encoding?: string) =>
      app.inject({
        method: 'GET',
        url: '/assets/big-def456.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const brotli = await fetch('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body).toBe('brotli bytes');
    expect(String(brotli.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect((await fetch('gzip')).body).toBe('gzip bytes');
    const plain = await fetch();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('plain');
  });

  it('serves hashed assets with a long cache', async () => {
    const response = await get('/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers an unknown path with 404 and the site 404 page, never index.html', async () => {
    const response = await get('/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>Not found</title>');
    expect(response.body).not.toContain('<title>Home</title>');
  });

  it('never serves dotfiles or files outside the site', async () => {
    for (const url of ['/.env', '/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('SECRET');
      expect(response.body).not.toContain('outside the site');
    }
  });

  it('keeps /api paths for the API: an unknown one is a JSON 404', async () => {
    const response = await get('/api/nothing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: messages.status[404] });
  });
});

describe('a site without a 404 page, with events&campaigns.html', () => {
  it('maps the route to the .html file and answers unknown paths with a JSON 404', async () => {
    const dir = await writeSite(join(root, 'flat'), {
      'index.html': '<!doctype html><title>Home</title>',
      'events&campaigns.html': '<!doctype html><title>Events flat</title>',
    });
    const app = await appFor(dir);
    const events = await app.inject({ method: 'GET', url: '/events&campaigns' });
    const missing = await app.inject({ method: 'GET', url: '/missing' });
    await app.close();
    expect(events.statusCode).toBe(200);
    expect(events.body).toContain('Events flat');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: messages.status[404] });
  });
});

describe('without a built site', () => {
  it('serves the API only: / is a 404', async () => {
    const app = await appFor(join(root, 'does-not-exist'));
    const response = await app.inject({ method: 'GET', url: '/' });
    await app.close();
    expect(response.statusCode).toBe(404);
  });
});

describe('candidatesOf', () => {
  it('lists the file, the folder index and the .html page of a path', () => {
    expect(candidatesOf('/')).toEqual(['index.html']);
    expect(candidatesOf('/about?x=1')).toEqual(['about', 'about/index.html', 'about.html']);
    // Dot segments resolve against the site root, as in a browser: never above it.
    expect(candidatesOf('/a/../../etc/passwd')?.[0]).toBe('etc/passwd');
    expect(candidatesOf('/%E0%A4%A')).toBeUndefined();
    expect(candidatesOf('/.git/config')).toBeUndefined();
  });
});

describe("the site's inline starter in the Content-Security-Policy", () => {
  const hash = `'sha256-${'A'.repeat(43)}='`;
  const scriptSrc = (response: { headers: Record<string, unknown> }) =>
    String(response.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.startsWith('script-src '));

  it('allows the hashes the build lists, and nothing inline besides', async () => {
    const dir = await writeSite(join(root, 'site-with-starter'), {
      'index.html': '<!doctype html><title>Home</title>',
      'csp-script-hashes.json': JSON.stringify([hash]),
    });
    const app = await appFor(dir);
    const page = await app.inject({ method: 'GET', url: '/' });
    const api = await app.inject({ method: 'GET', url: '/api/health' });
    await app.close();
    expect(scriptSrc(page)).toBe(`script-src 'self' ${hash}`);
    expect(scriptSrc(api)).toBe(`script-src 'self' ${hash}`);
  });

  it('ignores a list that is not of sha256 sources, so it cannot open the policy', async () => {
    const dir = await writeSite(join(root, 'site-with-bad-list'), {
      'index.html': '<!doctype html><title>Home</title>',
      'csp-script-hashes.json': JSON.stringify([hash, "'unsafe-inline'"]),
    });
    const app = await appFor(dir);
    const page = await app.inject({ method: 'GET', url: '/' });
    await app.close();
    expect(scriptSrc(page)).toBe("script-src 'self'");
  });

  it('is plain without a built site', async () => {
    const app = await appFor(join(root, 'no-site-here'));
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    await app.close();
    expect(scriptSrc(response)).toBe("script-src 'self'");
  });
});
