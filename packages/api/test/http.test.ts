import { messages } from '@inclusion/forms';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Db } from '../src/db/client.js';
import { testConfig, setupTestServer } from './support/test-app.js';

const server = setupTestServer();

const validContact = {
  fullName: 'Asha Rao',
  email: 'asha@example.org',
  mobile: '9876543210',
  message: 'I would like to know more about your programmes.',
};

const postJson = (url: string, payload: string, contentType = 'application/json') =>
  server.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

describe('health', () => {
  it('answers 200 { status: ok } once the database answers', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database does not answer', async () => {
    const brokenDb = { execute: () => Promise.reject(new Error('connection refused')) } as unknown as Db;
    const app = await buildApp({
      config: testConfig(),
      db: brokenDb,
      mailer: { send: async () => undefined },
    });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    await app.close();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'unavailable', success: false });
    expect(response.body).not.toContain('connection refused');
  });
});

describe('security headers', () => {
  it('are on every response: success, 404 and validation errors; never X-Powered-By', async () => {
    const responses = [
      await server.app.inject({ method: 'GET', url: '/api/health' }),
      await server.app.inject({ method: 'GET', url: '/api/nothing-here' }),
      await postJson('/api/contact/submit', '{}'),
    ];
    for (const response of responses) {
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      // No inline scripts: 'unsafe-inline' appears only in style-src.
      const scriptDirectives = csp.split(';').filter((directive) => directive.startsWith('script-src'));
      expect(scriptDirectives.join(';')).not.toContain('unsafe');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-powered-by']).toBeUndefined();
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends HSTS only over HTTPS (behind a trusted proxy that says so)', async () => {
    const app = await buildApp({
      config: testConfig({ TRUST_PROXY: '1' }),
      db: server.database.db,
      mailer: { send: async () => undefined },
    });
    const https = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    const http = await app.inject({ method: 'GET', url: '/api/health' });
    await app.close();
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });

  it('ignores X-Forwarded-Proto when the proxy is not trusted', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('request bodies', () => {
  it('refuses a body over 64 KB with 413', async () => {
    const payload = JSON.stringify({ ...validContact, message: 'x'.repeat(70 * 1024) });
    const response = await postJson('/api/contact/submit', payload);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: expect.stringContaining('too large') });
  });

  it('accepts a body just under the limit as far as validation (400, not 413)', async () => {
    const payload = JSON.stringify({ ...validContact, message: 'x'.repeat(60 * 1024) });
    const response = await postJson('/api/contact/submit', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.message.max1000);
  });

  it('refuses a body that is not JSON with 415', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const response = await postJson('/api/contact/submit', 'fullName=Asha', type);
      expect(response.statusCode, type).toBe(415);
      expect(response.json()).toEqual({ success: false, message: expect.stringContaining('JSON') });
    }
  });

  it('refuses a POST or PATCH without a content type and without a body with 415', async () => {
    const post = await server.app.inject({ method: 'POST', url: '/api/contact/submit' });
    expect(post.statusCode).toBe(415);
    const patch = await server.app.inject({
      method: 'PATCH',
      url: '/api/contact/00000000-0000-4000-8000-000000000000/status',
      headers: { authorization: `Bearer ${server.accounts.admin.token}` },
    });
    expect(patch.statusCode).toBe(415);
  });

  it('accepts JSON with a charset', async () => {
    const response = await postJson(
      '/api/contact/submit',
      JSON.stringify(validContact),
      'application/json; charset=utf-8',
    );
    expect(response.statusCode).toBe(201);
  });

  it('answers malformed JSON with 400', async () => {
    const response = await postJson('/api/contact/submit', '{"fullName": "Asha",');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'The request body is not valid JSON.' });
  });

  it('answers an empty JSON body with 400', async () => {
    const response = await postJson('/api/contact/submit', '');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'The request body is empty.' });
  });

  it('refuses a prototype-polluting body as malformed', async () => {
    const response = await postJson('/api/contact/submit', '{"__proto__": {"admin": true}}');
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });

  it('answers a JSON body that is not an object with 400 and a body-level error', async () => {
    const response = await postJson('/api/contact/submit', '["Asha"]');
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.errors).toEqual([{ field: 'body', message: expect.any(String) }]);
  });
});

describe('errors', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: messages.status[404] });
  });

  it('never shows a stack trace or the cause of a server fault', async () => {
    const app = await buildApp({
      config: testConfig(),
      db: server.database.db,
      mailer: { send: async () => undefined },
    });
    app.get('/api/boom', async () => {
      throw new Error('secret detail at /srv/app.js:12');
    });
    const response = await app.inject({ method: 'GET', url: '/api/boom' });
    await app.close();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, message: messages.status[500] });
    expect(response.body).not.toContain('secret');
  });
});
