import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { buildApp } from './app.js';
import { AdminAccountError, ensureAdminAccount } from './admin-account.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase, pgliteDirOf, type Database } from './db/client.js';
import { startHousekeeping } from './db/housekeeping.js';
import { serveBackupSocket } from './admin/backup-socket.js';
import {
  acquireDataDirLock,
  ensureOwnerOnlyDir,
  restrictNewFiles,
  tightenTree,
  type DataDirLock,
} from './lib/index.js';
import { loggerOptions } from './logging.js';
import { startRetention } from './retention/schedule.js';
import { createWorkerMailer, type MailDelivery, type MailLogger } from './mail/index.js';
import { mailOptionsOf } from './mail-options.js';
import type { App } from './types.js';

/** A failure to start that the operator fixes (configuration, a held lock): shown without a stack. */
class StartupError extends Error {}

async function startupStep<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw new StartupError(error instanceof Error ? error.message : String(error));
  }
}

/**
 * Start: owner-only files, config, the data folder (owner-only) and its lock (PGlite), database,
 * migrations, admin account, app, listen, then the outbox sends mail.
 */
async function main(): Promise<void> {
  // Before anything creates a file: the outbox, the lock and PGlite's files are the owner's alone.
  restrictNewFiles();
  const config = loadConfig();
  let lock: DataDirLock | undefined;
  let database: Database | undefined;
  let mailer: MailDelivery | undefined;
  let app: App | undefined;
  let stopHousekeeping: (() => void) | undefined;
  let stopRetention: (() => void) | undefined;
  let stopBackupSocket: (() => Promise<void>) | undefined;
  const notes: string[] = [];

  const shutdown = async () => {
    stopHousekeeping?.();
    stopRetention?.();
    await stopBackupSocket?.();
    // Requests under way finish first, then the mails this server claimed (app.close runs outbox.stop).
    await app?.close();
    await mailer?.close?.();
    await database?.close();
    await lock?.release();
  };

  try {
    await startupStep(() => ensureOwnerOnlyDir(config.dataDir));
    // Two processes on one PGlite folder each keep their own copy in memory and silently lose rows. The
    // lock comes first, so a server that is refused never touches the files of the one that holds it.
    if (!config.databaseUrl) lock = await startupStep(() => acquireDataDirLock(config.dataDir));
    await startupStep(async () => {
      // A folder made by an older version, or by hand, may be readable by others: made owner-only.
      const { changed } = await tightenTree(config.dataDir);
      if (changed > 0) notes.push(`made ${changed} files and folders of the data folder owner-only`);
    });
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    await database.migrate();
    if (!config.databaseUrl) {
      // PGlite copies its first files in readable and writable by everyone (0666), whatever the umask.
      await tightenTree(pgliteDirOf(config.dataDir));
    }
    if (config.adminEmail && config.adminPassword) {
      // Creates the admin on a first run; never promotes an account someone else signed up.
      await ensureAdminAccount(database.db, config.adminEmail, config.adminPassword).catch(
        (error: unknown) => {
          throw error instanceof AdminAccountError ? new StartupError(error.message) : error;
        },
      );
    }

    // The mail worker logs through the app's logger, which exists once the app does.
    const mailLog: MailLogger = {
      info: (details, message) => app?.log.info(details, message),
      warn: (details, message) => app?.log.warn(details, message),
      error: (details, message) => app?.log.error(details, message),
    };
    mailer = createWorkerMailer({
      smtpUrl: config.smtpUrl,
      outboxDir: join(config.dataDir, 'outbox'),
      from: config.mailFrom,
      templates: mailOptionsOf(config),
      logger: mailLog,
    });
    app = await buildApp({ config, db: database.db, mailer, logger: loggerOptions(process.env.LOG_LEVEL) });
    for (const note of notes) app.log.warn(`Data folder ${config.dataDir}: ${note}`);
    const url = await app.listen({ port: config.port, host: config.host });
    // With PGlite this process is the database's only user: mails a dead run left claimed are its own.
    await app.outbox.start({ exclusive: !config.databaseUrl });
    // PGlite belongs to this process: `pnpm admin backup` asks it for a copy (admin/backup-socket.ts).
    if (!config.databaseUrl) {
      const client = (database.db as unknown as { $client: PGlite }).$client;
      stopBackupSocket = await serveBackupSocket(client, config.dataDir, app.log);
    }
    stopHousekeeping = startHousekeeping(database.db, app.log);
    // RETENTION_MONTHS: closed submissions are deleted at start and then daily (src/retention/).
    stopRetention = startRetention({
      db: database.db,
      months: config.retentionMonths,
      log: app.log,
      now: () => new Date(),
    }).stop;
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
