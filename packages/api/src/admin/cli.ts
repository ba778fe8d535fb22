import { createInterface } from 'node:readline';
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { acquireDataDirLock, type DataDirLock } from '../lib/index.js';
import { runAdminCommand } from './commands.js';
import { backupUsage, isBackupCommand, runBackupCommand } from './backup-command.js';

/** The first line of standard input; on a terminal, asked for without echoing what is typed. */
async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  const terminal = process.stdin.isTTY === true;
  const lines = createInterface({ input: process.stdin, output: process.stdout, terminal });
  if (terminal) {
    process.stdout.write('New password (not shown): ');
    // Typed characters are not echoed: readline writes through this, which is muted while asking.
    (lines as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () => undefined;
  }
  try {
    return await new Promise<string>((resolve) => {
      lines.once('line', resolve);
      lines.once('close', () => resolve(''));
    });
  } finally {
    lines.close();
    if (terminal) process.stdout.write('\n');
  }
}

/** `pnpm --filter @inclusion/api admin <command>`: see commands.ts. */
async function main(): Promise<number> {
  // Only the database settings matter here; ADMIN_PASSWORD may be set alone, as the password to use.
  const config = loadConfig({ ...process.env, ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined });
  // Before the database is opened: a backup may come from the running server, a restore replaces it.
  const argv = process.argv.slice(2);
  if (isBackupCommand(argv)) return runBackupCommand(argv, config, (line) => console.log(line));
  let lock: DataDirLock | undefined;
  let database: Database | undefined;
  try {
    // The server holds this lock while it runs: PGlite allows one process per folder.
    if (!config.databaseUrl) lock = await acquireDataDirLock(config.dataDir);
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    await database.migrate();
    const code = await runAdminCommand(argv, {
      db: database.db,
      readPassword,
      print: (line) => console.log(line),
    });
    // The usage text was printed (help, or no or an unknown command): the backup commands follow it.
    if (code === 2 || argv[0] === 'help' || argv[0] === '--help') console.log(`\n${backupUsage}`);
    return code;
  } finally {
    await database?.close();
    await lock?.release();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
