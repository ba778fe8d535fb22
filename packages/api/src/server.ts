import { join } from 'node:path';
import { buildApp } from './app.js';
import { AdminAccountError, ensureAdminAccount } from './admin-account.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase, pgliteDirOf, type Database } from './db/client.js';
import { acquireDataDirLock, type DataDirLock } from './lib/index.js';
import { loggerOptions } from './logging.js';
import { createWorkerMailer, type Mailer, type MailLogger } from './mail/index.js';
import type { App } from './types.js';

/** A failure to start that the operator fixes (configuration, a held lock): shown without a stack. */
class StartupError extends Error {}

async function lockDataDir(dir: string): Promise<DataDirLock> {
  try {
    return await acquireDataDirLock(dir);
  } catch (error) {
    throw new StartupError(error instanceof Error ? error.message : String(error));
  }
}

/** Start: config, lock (PGlite), database, migrations, the first admin account, app, listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  let lock: DataDirLock | undefined;
  let database: Database | undefined;
  let mailer: Mailer | undefined;
  let app: App | undefined;

  const shutdown = async () => {
    await app?.close();
    await mailer?.close();
    await database?.close();
    await lock?.release();
  };

  try {
    // Two processes on one PGlite folder each keep their own copy in memory and silently lose rows.
    if (!config.databaseUrl) lock = await lockDataDir(config.dataDir);
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    await database.migrate();
    if (config.adminEmail && config.adminPassword) {
      // Creates the admin on a first run; never promotes an account someone else signed up.
      await ensureAdminAccount(database.db, config.adminEmail, config.adminPassword).catch(
        (error: unknown) => {
          throw error instanceof AdminAccountError ? new StartupError(error.message) : error;
        },
      );
    }

    // The mailer logs through the app's logger, which exists once the app does.
    const mailLog: MailLogger = {
      info: (details, message) => app?.log.info(details, message),
      warn: (details, message) => app?.log.warn(details, message),
      error: (details, message) => app?.log.error(details, message),
    };
    mailer = createWorkerMailer({
      smtpUrl: config.smtpUrl,
      outboxDir: join(config.dataDir, 'outbox'),
      from: config.mailFrom,
      logger: mailLog,
    });
    app = await buildApp({ config, db: database.db, mailer, logger: loggerOptions(process.env.LOG_LEVEL) });
    const url = await app.listen({ port: config.port, host: config.host });
    const storage = config.databaseUrl
      ? 'PostgreSQL (DATABASE_URL)'
      : `PGlite in ${pgliteDirOf(config.dataDir)}`;
    app.log.info(`Listening on ${url} (site and API); database: ${storage}`);
  } catch (error) {
    await shutdown().catch(() => undefined);
    throw error;
  }

  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      app?.log.info(`${signal}: closing`);
      shutdown().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
}

main().catch((error: unknown) => {
  // A bad configuration or a held lock is the operator's to fix: say it plainly, without a stack.
  const known = error instanceof ConfigError || error instanceof StartupError;
  console.error(known ? error.message : error);
  process.exit(1);
});
