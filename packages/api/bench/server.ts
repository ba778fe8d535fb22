/**
 * The server as src/server.ts starts it (database, migrations, outbox mailer in a worker thread, app),
 * for bench.ts.
 * BENCH_MAIL=off replaces the mailer with one that drops every mail, to measure the rest alone.
 */
import { join } from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { loggerOptions } from '../src/logging.js';
import { createWorkerMailer, type MailLogger } from '../src/mail/index.js';
import type { MailSender } from '../src/notify.js';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
// As in src/server.ts, the mailer logs through the app's logger (mails go out once it exists).
const logger: MailLogger = {
  info: (details, message) => app.log.info(details, message),
  warn: (details, message) => app.log.warn(details, message),
  error: (details, message) => app.log.error(details, message),
};
const mailer: MailSender & { close?: () => Promise<void> } =
  process.env.BENCH_MAIL === 'off'
    ? { send: async () => undefined }
    : createWorkerMailer({
        smtpUrl: config.smtpUrl,
        outboxDir: join(config.dataDir, 'outbox'),
        from: config.mailFrom,
        logger,
      });
const app = await buildApp({ config, db: database.db, mailer, logger: loggerOptions(process.env.LOG_LEVEL) });
await app.listen({ port: config.port, host: config.host });

process.on('SIGTERM', () => {
  void (async () => {
    await app.close();
    await mailer.close?.();
    await database.close();
    process.exit(0);
  })();
});
