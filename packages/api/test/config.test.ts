import { describe, expect, it } from 'vitest';
import { ConfigError, defaultFoundationEmail, loadConfig } from '../src/config.js';
import { redactUrl } from '../src/logging.js';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/app/data',
      databaseUrl: undefined,
      adminEmail: undefined,
      adminPassword: undefined,
      rateLimitPerMinute: 20,
      smtpUrl: undefined,
      publicUrl: 'http://127.0.0.1:3000',
      foundationEmail: defaultFoundationEmail,
      mailFrom: defaultFoundationEmail,
      trustProxy: false,
      mailConfirmationsPerDay: 5,
      mailClaimSeconds: 120,
      retentionMonths: 24,
    });
    // The workspace's built site, found from the package, wherever the server is started.
    expect(config.siteDir).toMatch(/\/site\/dist$/);
    expect(config.siteDir).not.toContain('/packages/');
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATA_DIR: 'var/data',
        DATABASE_URL: 'postgres://u@db/site',
        ADMIN_EMAIL: 'Admin@Example.org',
        ADMIN_PASSWORD: 'Str0ngPassword',
        RATE_LIMIT_PER_MINUTE: '60',
        SMTP_URL: 'smtp://mail:25',
        PUBLIC_URL: 'https://inclusion.example/',
        SITE_DIR: '/srv/site',
        FOUNDATION_EMAIL: 'Hello@Inclusion.example',
        MAIL_FROM: 'Foundation <noreply@inclusion.example>',
        TRUST_PROXY: '10.0.0.0/8,127.0.0.1',
        MAIL_CONFIRMATIONS_PER_DAY: '3',
        MAIL_CLAIM_SECONDS: '300',
        STAFF_IDLE_HOURS: '10',
        RETENTION_MONTHS: '0',
      },
      '/srv/app',
    );
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/app/var/data',
      databaseUrl: 'postgres://u@db/site',
      adminEmail: 'admin@example.org',
      adminPassword: 'Str0ngPassword',
      rateLimitPerMinute: 60,
      smtpUrl: 'smtp://mail:25',
      publicUrl: 'https://inclusion.example',
      siteDir: '/srv/site',
      siteServerDir: '/srv/dist-server',
      foundationEmail: 'hello@inclusion.example',
      mailFrom: 'Foundation <noreply@inclusion.example>',
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      mailConfirmationsPerDay: 3,
      mailClaimSeconds: 300,
      staffIdleHours: 10,
      retentionMonths: 0,
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ', ADMIN_EMAIL: '' }, '/x')).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      adminEmail: undefined,
    });
  });

  it('names each bad variable without showing secret values', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'eighty',
        RATE_LIMIT_PER_MINUTE: '0',
        ADMIN_EMAIL: 'a@b.org',
        ADMIN_PASSWORD: 'short',
      });
    expect(attempt).toThrow(ConfigError);
    for (const name of ['PORT', 'RATE_LIMIT_PER_MINUTE', 'ADMIN_PASSWORD']) expect(attempt).toThrow(name);
    expect(attempt).not.toThrow(/short/);
  });

  it('refuses a common ADMIN_PASSWORD without showing it', () => {
    const attempt = () => loadConfig({ ADMIN_EMAIL: 'admin@example.org', ADMIN_PASSWORD: 'Password123' });
    expect(attempt).toThrow(/ADMIN_PASSWORD.*common/);
    expect(attempt).not.toThrow(/Password123/);
  });

  it('wants both ADMIN_EMAIL and ADMIN_PASSWORD, or neither', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'admin@example.org' })).toThrow(
      /both ADMIN_EMAIL and ADMIN_PASSWORD/,
    );
  });
});

describe('redactUrl', () => {
  it('hides tokens in paths and query strings', () => {
    expect(redactUrl('/api/newsletter/unsubscribe/abcDEF123?x=1')).toBe(
      '/api/newsletter/unsubscribe/[redacted]?x=1',
    );
    expect(redactUrl('/api/auth/reset?token=secret&next=/')).toBe('/api/auth/reset?token=[redacted]&next=/');
    expect(redactUrl('/api/contact/all?page=2')).toBe('/api/contact/all?page=2');
  });

  it("hides a staff list's or export's search, and any e-mail or mobile, but keeps sort and filters", () => {
    expect(redactUrl('/api/contact/all?page=1&search=Asha%20Rao&sort=-fullName&status=new')).toBe(
      '/api/contact/all?page=1&search=[redacted]&sort=-fullName&status=new',
    );
    expect(redactUrl('/api/staff/submissions/volunteer/export.csv?search=asha%40example.org')).toBe(
      '/api/staff/submissions/volunteer/export.csv?search=[redacted]',
    );
    expect(redactUrl('/api/x?email=a%40b.org&mobile=9876543210&phone=98765&q=Asha')).toBe(
      '/api/x?email=[redacted]&mobile=[redacted]&phone=[redacted]&q=[redacted]',
    );
  });

  it('reads a key as the server does: percent-encoded, with + for a space, in any case', () => {
    expect(redactUrl('/api/x?%65mail=a%40b.org&page=2')).toBe('/api/x?%65mail=[redacted]&page=2');
    expect(redactUrl('/api/x?%45%4D%41%49%4C=a%40b.org')).toBe('/api/x?%45%4D%41%49%4C=[redacted]');
    expect(redactUrl('/api/x?a=1&S%65arch=Asha+Rao')).toBe('/api/x?a=1&S%65arch=[redacted]');
    expect(redactUrl('/api/x?email%=a')).toBe('/api/x?email%=a');
    expect(redactUrl('/api/newsletter/%75nsubscribe/abc')).toBe('/api/newsletter/%75nsubscribe/[redacted]');
  });
});
