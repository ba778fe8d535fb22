import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp, type AppOptions } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import type { MailMessage } from '../../src/mail/index.js';
import type { App } from '../../src/types.js';
import { createTestAccounts, type TestAccounts } from './accounts.js';
import { emptyAllTables, openTestDatabase } from './database.js';

export const foundationEmail = 'staff@example.org';
export const publicUrl = 'https://inclusion.example';
/** The test clock starts here and moves one second per reading, so every record is newer than the last. */
export const clockStart = new Date('2026-11-21T10:00:00.000Z');

export function testConfig(env: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({
    DATA_DIR: '/nonexistent/api-test-data',
    SITE_DIR: '/nonexistent/api-test-site',
    FOUNDATION_EMAIL: foundationEmail,
    PUBLIC_URL: publicUrl,
    // Tests send many POSTs from one address; rate-limit.test.ts sets its own limit.
    RATE_LIMIT_PER_MINUTE: '10000',
    // Tests send many forms from one address; mail-cap.test.ts sets the real cap.
    MAIL_CONFIRMATIONS_PER_DAY: '10000',
    ...env,
  });
}

/**
 * Sends the mails a request queued before its answer goes out, so a test can read them right after
 * `inject`. The server sends them from its background worker (outbox.start()) instead; the outbox
 * tests exercise that path.
 */
export function deliverMailsBeforeAnswer(app: App): void {
  app.addHook('onSend', async (_request, _reply, payload) => {
    await app.outbox.drain();
    return payload;
  });
}

export interface TestServer {
  app: App;
  database: Database;
  /** Every mail the app handed to the mailer since the last test began. */
  mails: MailMessage[];
  accounts: TestAccounts;
  config: Config;
}

export interface TestServerOptions {
  env?: NodeJS.ProcessEnv;
  mailer?: AppOptions['mailer'];
}

/**
 * One database and one app per test file, emptied before each test (with fresh accounts). Use the
 * returned object's fields inside tests and hooks only: they are set in beforeAll.
 */
export function setupTestServer(options: TestServerOptions = {}): TestServer {
  const server = { mails: [] as MailMessage[] } as TestServer;
  let ticks = 0;
  const now = () => new Date(clockStart.getTime() + 1000 * ticks++);

  beforeAll(async () => {
    server.database = await openTestDatabase();
    server.config = testConfig(options.env);
    const mailer = options.mailer ?? {
      send: async (message: MailMessage) => {
        server.mails.push(message);
      },
    };
    server.app = await buildApp({ config: server.config, db: server.database.db, mailer, now });
    deliverMailsBeforeAnswer(server.app);
    await server.app.ready();
  });

  beforeEach(async () => {
    await emptyAllTables(server.database);
    server.mails.length = 0;
    server.accounts = await createTestAccounts(server.database.db, clockStart);
  });

  afterAll(async () => {
    await server.app?.close();
    await server.database?.close();
  });

  return server;
}
