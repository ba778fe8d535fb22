import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  apiMessagesHi,
  errorList,
  fieldErrors,
  messages,
  messagesHi,
  schemasFor,
  type ErrorSource,
} from '@inclusion/forms';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { contactUsMessages, eventRegistrations, newsletterSubscribers } from '../src/db/schema.js';
import { register } from './support/events.js';
import { caseNamed } from './support/fixtures.js';
import { setupTestServer } from './support/test-app.js';

// A site with a Hindi page and a stand-in for its server bundle that prints the state it is given
// (as in form-posts.test.ts), so these tests read what the server would render the Hindi page with.
const root = mkdtempSync(join(tmpdir(), 'api-hindi-'));
const siteDir = join(root, 'dist');
const siteServerDir = join(root, 'dist-server');
mkdirSync(join(siteDir, 'hi', 'contact'), { recursive: true });
mkdirSync(siteServerDir, { recursive: true });
writeFileSync(
  join(siteDir, 'hi', 'contact', 'index.html'),
  '<!doctype html><html lang="hi"><head><title>संपर्क करें</title></head><body><div id="root"><p>खाली फ़ॉर्म</p></div></body></html>',
);
writeFileSync(
  join(siteServerDir, 'entry-server.js'),
  `export const postedFormElementId = 'posted-form';
export async function renderPosted(pathname, posted) {
  return pathname === '/hi/contact' ? '<p>rendered ' + posted.formId + '</p>' : undefined;
}
`,
);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const server = setupTestServer({ env: { SITE_DIR: siteDir, SITE_SERVER_DIR: siteServerDir } });
const contactUs = caseNamed('contactus');
const broken = { ...contactUs.payload, fullName: '', email: 'not an address', message: 'short' };

/** What the Hindi page's own check says of the same values: the words the server must answer with. */
const hindiClientErrors = errorList(schemasFor('hi').contactUs.safeParse(broken) as ErrorSource);

const submit = (payload: object, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url: contactUs.submit, payload, headers });

describe('a JSON form in Hindi', () => {
  it('is answered with the Hindi page’s own words when it sends language: hi', async () => {
    const response = await submit({ ...broken, language: 'hi' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(hindiClientErrors.map((item) => item.message)).toEqual([
      messagesHi.fullName.required,
      messagesHi.email.invalid,
      messagesHi.message.min,
    ]);
    expect(body.errors).toEqual(hindiClientErrors);
    expect(body.message).toContain(messagesHi.fullName.required);
  });

  it('is answered in Hindi with only Accept-Language: hi', async () => {
    const response = await submit(broken, { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(response.json().errors).toEqual(hindiClientErrors);
  });

  it('lets the form’s field win over the browser’s language', async () => {
    const response = await submit({ ...broken, language: 'en' }, { 'accept-language': 'hi' });
    expect(response.json().errors[0]).toEqual({ field: 'fullName', message: messages.fullName.required });
  });

  it('stays in the spec’s English words without either', async () => {
    const response = await submit(broken);
    expect(response.json().errors).toEqual([
      { field: 'fullName', message: 'Full name is required' },
      { field: 'email', message: 'Please enter a valid email address' },
      { field: 'message', message: 'Message must be at least 10 characters long' },
    ]);
  });

  it('says the server’s own refusals in Hindi too', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: contactUs.submit,
      headers: { 'content-type': 'application/json', 'accept-language': 'hi' },
      payload: '{"fullName": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(apiMessagesHi.malformedJson);
  });

  it('thanks in Hindi, stores the language and confirms by mail in Hindi', async () => {
    const response = await submit({ ...contactUs.payload, language: 'hi' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toMatch(/^संपर्क करने के लिए धन्यवाद!/);
    const [row] = await server.database.db.select().from(contactUsMessages);
    expect(row?.language).toBe('hi');
    const confirmation = server.mails.find((mail) => mail.to === contactUs.payload.email);
    expect(confirmation?.subject).toContain('हमें आपका संदेश मिल गया');
    expect(confirmation?.headers?.['Content-Language']).toBe('hi');
    expect(confirmation?.html).toContain('<html lang="hi">');
    // The staff's notice stays English.
    const notice = server.mails.find((mail) => mail.to !== contactUs.payload.email);
    expect(notice?.headers?.['Content-Language']).toBeUndefined();
  });

  it('stores English for an English form', async () => {
    await submit(contactUs.payload);
    const [row] = await server.database.db.select().from(contactUsMessages);
    expect(row?.language).toBe('en');
  });
});

describe('the newsletter and events in Hindi', () => {
  it('answers a Hindi subscription in Hindi and mails its link in Hindi', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'asha@example.org', language: 'hi' },
    });
    expect(response.json().message).toBe(apiMessagesHi.subscribeCheckInbox);
    expect(server.mails[0]?.subject).toBe('कृपया न्यूज़लेटर की सदस्यता की पुष्टि करें');
    const [row] = await server.database.db
      .select({ language: newsletterSubscribers.language })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'asha@example.org'));
    expect(row?.language).toBe('hi');
  });

  it('confirms a Hindi event registration in Hindi', async () => {
    const response = await register(server, { language: 'hi' });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await server.database.db.select().from(eventRegistrations);
    expect(row?.language).toBe('hi');
    const confirmation = server.mails.find((mail) => mail.to === 'asha.rao@example.org');
    expect(confirmation?.text).toContain('पंजीकरण करने के लिए धन्यवाद');
  });

  it('says the event service’s checks in Hindi', async () => {
    const response = await register(server, { mobileNumber: '123', language: 'hi' });
    expect(response.json().errors).toContainEqual({
      field: 'mobileNumber',
      message: messagesHi.eventService.mobileInvalid,
    });
  });
});

describe('a form posted without JavaScript from a Hindi page', () => {
  const post = (fields: Record<string, string>) =>
    server.app.inject({
      method: 'POST',
      url: '/hi/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  const fields = { _form: 'contactUs', language: 'hi', ...(broken as Record<string, string>) };

  it('comes back with the Hindi page’s messages and त्रुटि: in its title', async () => {
    const response = await post(fields);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>त्रुटि: संपर्क करें</title>');
    const json = /<script type="application\/json" id="posted-form">(.*?)<\/script>/s.exec(
      response.body,
    )?.[1];
    const { state } = JSON.parse(json ?? '{}') as { state: { errors: Record<string, string> } };
    expect(state.errors).toEqual(fieldErrors(schemasFor('hi').contactUs.safeParse(broken) as ErrorSource));
  });

  it('is read in Hindi by its address when the field is missing', async () => {
    const { language: _language, ...withoutField } = fields;
    const response = await post(withoutField);
    expect(response.body).toContain(messagesHi.fullName.required);
  });

  it('is thanked in Hindi after the redirect, and stored as Hindi', async () => {
    const response = await post({ ...fields, ...(contactUs.payload as Record<string, string>) });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/hi/contact#contactUs-form');
    const cookie = String(response.headers['set-cookie']).split(';')[0] ?? '';
    const thanks = JSON.parse(Buffer.from(cookie.split('=')[1] ?? '', 'base64url').toString('utf8'));
    expect(thanks.state.success.message).toMatch(/^संपर्क करने के लिए धन्यवाद!/);
    const [row] = await server.database.db.select().from(contactUsMessages);
    expect(row?.language).toBe('hi');
  });
});

describe('the staff inbox', () => {
  it('answers in English whatever the browser’s language', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/staff/submissions/contact?page=0',
      headers: { 'accept-language': 'hi', authorization: `Bearer ${server.accounts.admin.token}` },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.json().message).not.toMatch(/[\u0900-\u097F]/);
  });
});
