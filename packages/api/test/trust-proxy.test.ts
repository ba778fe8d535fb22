import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { ConfigError, loadConfig } from '../src/config.js';
import type { App } from '../src/types.js';
import { caseNamed } from './support/fixtures.js';
import { setupTestServer, testConfig } from './support/test-app.js';

const server = setupTestServer();
const contact = caseNamed('contact');

/** The reverse proxy in front of the server, and the client it serves. */
const proxy = '10.9.0.1';
const client = '198.51.100.7';

const apps: App[] = [];
async function appWith(trustProxy: string): Promise<App> {
  const app = await buildApp({
    config: testConfig({ TRUST_PROXY: trustProxy, RATE_LIMIT_PER_MINUTE: '20' }),
    db: server.database.db,
    mailer: { send: async () => undefined },
  });
  apps.push(app);
  return app;
}
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

/** A client that writes its own X-Forwarded-For; a proxy appends the address it saw. */
const forged = (i: number) => `192.0.2.${i}`;

async function submitMany(app: App, count: number, from: string, forwardedFor: (i: number) => string) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const response = await app.inject({
      method: 'POST',
      url: contact.submit,
      payload: contact.payload,
      remoteAddress: from,
      headers: { 'x-forwarded-for': forwardedFor(i) },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('TRUST_PROXY as a hop count', () => {
  it('takes the address the proxy saw, so a forged X-Forwarded-For cannot dodge the rate limit', async () => {
    const app = await appWith('1');
    // Through the proxy: the client's own header first, then the address the proxy appended.
    const statuses = await submitMany(app, 21, proxy, (i) => `${forged(i)}, ${client}`);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(201));
    expect(statuses[20]).toBe(429);
  });

  it('cannot dodge the login lockout with a forged X-Forwarded-For either', async () => {
    const app = await appWith('1');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: server.accounts.user.email, password: 'Wrong-Pass1' },
        remoteAddress: proxy,
        headers: { 'x-forwarded-for': `${forged(i)}, ${client}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Another client behind the same proxy is not locked out.
    const other = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: server.accounts.user.email, password: server.accounts.user.password },
      remoteAddress: proxy,
      headers: { 'x-forwarded-for': `${forged(99)}, 198.51.100.8` },
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('TRUST_PROXY as a list of proxy addresses', () => {
  it('reads X-Forwarded-For only from a listed proxy, and then only the hops it appended', async () => {
    const app = await appWith('10.9.0.0/24, 127.0.0.1');
    const viaProxy = await submitMany(app, 21, proxy, (i) => `${forged(i)}, ${client}`);
    expect(viaProxy[20]).toBe(429);
    // A client that reaches the server directly gains nothing by sending the header.
    const direct = await submitMany(app, 21, '203.0.113.5', (i) => forged(i));
    expect(direct.slice(0, 20)).toEqual(Array(20).fill(201));
    expect(direct[20]).toBe(429);
  });

  it('answers HSTS only when a listed proxy says the request came over HTTPS', async () => {
    const app = await appWith('10.9.0.1');
    const https = { 'x-forwarded-proto': 'https' };
    const fromProxy = await app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: proxy,
      headers: https,
    });
    const fromClient = await app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '203.0.113.5',
      headers: https,
    });
    expect(fromProxy.headers['strict-transport-security']).toBeDefined();
    expect(fromClient.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('TRUST_PROXY values', () => {
  it('accepts a hop count, a list of addresses and CIDR ranges, or nothing', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8 , 192.168.1.5,::1, fd00::/8 ' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      '::1',
      'fd00::/8',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    for (const off of ['', 'false', '0']) expect(loadConfig({ TRUST_PROXY: off }).trustProxy).toBe(false);
  });

  it('refuses true, which would trust whatever a client writes, and anything that is not an address', () => {
    for (const value of ['true', 'yes', '10.0.0.0/33', '10.0.0', 'proxy.example.org', '-1', '1.5']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(ConfigError);
    }
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/number of proxies|addresses/);
  });
});
