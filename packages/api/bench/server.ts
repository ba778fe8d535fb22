/**
 * The server as src/server.ts starts it (database, migrations, outbox, mail worker thread, app), for
 * bench.ts. BENCH_MAIL=off replaces the mail worker with one that drops every mail without composing
 * it: the outbox still queues, claims and records each mail, so the difference is composing and writing.
 */
import { join } from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { restrictNewFiles } from '../src/lib/index.js';
import { loggerOptions } from '../src/logging.js';
import { createWorkerMailer, type MailDelivery, type MailLogger } from '../src/mail/index.js';
import { mailOptionsOf } from '../src/mail-options.js';

restrictNewFiles();
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
// As in src/server.ts, the mail worker logs through the app's logger.
const logger: MailLogger = {
  info: (details, message) => app.log.info(details, message),
  warn: (details, message) => app.log.warn(details, message),
  error: (details, message) => app.log.error(details, message),
};
const mailer: MailDelivery =
  process.env.BENCH_MAIL === 'off'
    ? { deliver: async (jobs) => jobs.map((job) => ({ id: job.id })) }
    : createWorkerMailer({
        smtpUrl: config.smtpUrl,
        outboxDir: join(config.dataDir, 'outbox'),
        from: config.mailFrom,
        templates: mailOptionsOf(config),
        logger,
      });
const app = await buildApp({ config, db: database.db, mailer, logger: loggerOptions(process.env.LOG_LEVEL) });
await app.listen({ port: config.port, host: config.host });
await app.outbox.start({ exclusive: !config.databaseUrl });

process.on('SIGTERM', () => {
  void (async () => {
    await app.close();
    await mailer.close?.();
    await database.close();
    process.exit(0);
  })();
});
