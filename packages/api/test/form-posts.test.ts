import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@inclusion/forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@inclusion/forms';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { contactUsMessages, eventRegistrations } from '../src/db/schema.js';
import type { App } from '../src/types.js';
import { openTestDatabase } from './support/database.js';
import { setupTestServer, testConfig } from './support/test-app.js';

// A site of one page and a stand-in for its server bundle that prints the state it is given, so these
// tests read exactly what the server would render the page with. The e2e suite posts to the real site.
const root = mkdtempSync(join(tmpdir(), 'api-form-posts-'));
const siteDir = join(root, 'dist');
const siteServerDir = join(root, 'dist-server');
mkdirSync(join(siteDir, 'contact'), { recursive: true });
mkdirSync(siteServerDir, { recursive: true });
writeFileSync(
  join(siteDir, 'contact', 'index.html'),
  '<!doctype html><html><head><title>Contact us</title></head><body><div id="root"><p>the empty form</p></div></body></html>',
);
writeFileSync(
  join(siteServerDir, 'entry-server.js'),
  `export const postedFormElementId = 'posted-form';
export async function renderPosted(pathname, posted) {
  return pathname === '/contact' ? '<p>rendered ' + posted.formId + '</p>' : undefined;
}
`,
);

// Removed after the file, not left in the machine's temporary folder run after run.
afterAll(() => rmSync(root, { recursive: true, force: true }));

const env = { SITE_DIR: siteDir, SITE_SERVER_DIR: siteServerDir };
const server = setupTestServer({ env });

const contactUs = {
  _form: 'contactUs',
  fullName: 'Asha Rao',
  email: 'asha.rao@example.org',
  mobile: '9876543210',
  subject: 'general-inquiry',
  message: 'I would like to know about your braille classes.',
};

const post = (fields: Record<string, string>, headers: Record<string, string> = {}, app: App = server.app) =>
  app.inject({
    method: 'POST',
    url: '/contact',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });

/** The state the server wrote into the page for hydration. */
function stateOf(html: string) {
  const json = /<script type="application\/json" id="posted-form">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error(`no posted state in ${html}`);
  return JSON.parse(json) as { formId: string; state: Record<string, unknown> };
}

const rows = async () => server.database.db.select().from(contactUsMessages);

describe('a form posted without JavaScript', () => {
  it('comes back as the same page with the spec messages, the values typed and "Error: " in the title', async () => {
    const response = await post({ ...contactUs, fullName: '', email: 'not an address', message: 'short' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<title>Error: Contact us</title>');
    expect(response.body).toContain('<p>rendered contactUs</p>');
    expect(response.body).not.toContain('the empty form');
    const { formId, state } = stateOf(response.body);
    expect(formId).toBe('contactUs');
    expect(state.errors).toEqual({
      fullName: messages.fullName.required,
      email: messages.email.invalid,
      message: messages.message.min,
    });
    expect(state.values).toMatchObject({ email: 'not an address', mobile: '9876543210', message: 'short' });
    expect(await rows()).toHaveLength(0);
  });

  it('is stored once accepted, and redirects to the page, which shows its thanks once', async () => {
    const response = await post(contactUs);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/contact#contactUs-form');
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^posted-form=[\w-]+; Path=\/contact; Max-Age=300; HttpOnly; SameSite=Lax$/);
    const [row] = await rows();
    expect(row?.fullName).toBe('Asha Rao');

    const page = await server.app.inject({
      method: 'GET',
      url: '/contact',
      headers: { cookie: cookie.split(';')[0] ?? '' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<title>Contact us</title>');
    expect(stateOf(page.body).state.success).toEqual({
      message: expect.stringContaining('24-48 hours'),
      reference: row?.reference,
    });
    // Shown once: the answer clears the cookie, so a reload is the empty form.
    expect(String(page.headers['set-cookie'])).toMatch(/^posted-form=; Path=\/contact; Max-Age=0/);
    const reload = await server.app.inject({ method: 'GET', url: '/contact' });
    expect(reload.body).toContain('the empty form');
  });

  it('is stored once when it is sent twice (a double press, or a resend after a reload)', async () => {
    const first = await post(contactUs);
    const second = await post(contactUs);
    expect(first.statusCode).toBe(303);
    expect(second.statusCode).toBe(303);
    expect(await rows()).toHaveLength(1);
    // Another visitor's very same words, from another address, are their own message.
    await server.app.inject({
      method: 'POST',
      url: '/contact',
      remoteAddress: '192.0.2.7',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(contactUs).toString(),
    });
    expect(await rows()).toHaveLength(2);
  });

  it('registers for an event, with the registration ID in its thanks', async () => {
    const response = await post({
      _form: 'event-registration-1',
      fullName: 'Asha Rao',
      email: 'asha.rao@example.org',
      mobileNumber: '9876543210',
      city: 'Pune',
      occupation: '',
      organization: '',
      isPersonWithDisability: 'No',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/contact#event-registration-1-form');
    const [registration] = await server.database.db.select().from(eventRegistrations);
    expect(registration?.eventId).toBe(1);
    const thanks = JSON.parse(
      Buffer.from(
        String(response.headers['set-cookie']).split(';')[0]?.split('=')[1] ?? '',
        'base64url',
      ).toString(),
    ) as { state: { success: { reference: string } } };
    expect(thanks.state.success.reference).toBe(registration?.reference);
  });

  it('refuses a post from another site, and stores nothing', async () => {
    const crossSite = await post(contactUs, { 'sec-fetch-site': 'cross-site' });
    const otherOrigin = await post(contactUs, { origin: 'https://attacker.example' });
    expect(crossSite.statusCode).toBe(403);
    expect(otherOrigin.statusCode).toBe(403);
    expect(crossSite.json().message).toBe(apiMessages.crossSitePost);
    expect(await rows()).toHaveLength(0);
    // The site's own page: same origin.
    expect((await post(contactUs, { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(303);
  });

  it('takes only application/x-www-form-urlencoded and the API body limit', async () => {
    const json = await server.app.inject({ method: 'POST', url: '/contact', payload: contactUs });
    expect(json.statusCode).toBe(415);
    const huge = await post({ ...contactUs, message: 'x'.repeat(70 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(await rows()).toHaveLength(0);
  });

  it('says so, on the page, when the form needs JavaScript', async () => {
    const response = await post({ _form: 'forgot-password', email: 'asha.rao@example.org' });
    expect(response.statusCode).toBe(200);
    expect(stateOf(response.body).state).toEqual({ bannerError: apiMessages.formNeedsScripts });
  });
});

describe('form posts and the rate limit', () => {
  let app: App;
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp({
      config: testConfig({ ...env, RATE_LIMIT_PER_MINUTE: '2' }),
      db: database.db,
      mailer: { send: async () => undefined },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('are limited per address like the JSON calls', async () => {
    const answers = [];
    for (let index = 0; index < 3; index += 1) {
      answers.push((await post({ ...contactUs, fullName: '' }, {}, app)).statusCode);
    }
    expect(answers).toEqual([200, 200, 429]);
  });
});
