import { resolve } from 'node:path';
import { backupDatabase, type BackupTarget } from './backup.js';
import { restoreDatabase, RestoreRefused } from './restore.js';

/** Printed after commands.ts's usage, which lists the account commands. */
export const backupUsage = `Backups (packages/api/README.md, "Backups"):

  backup <file>                        copy the database into <file>, readable by its owner only;
                                       with PGlite the running server makes the copy
  restore <file> [--force]             load a backup into the database; refused when it holds
                                       data, unless --force (stop every server first)`;

export const isBackupCommand = (argv: string[]) => argv[0] === 'backup' || argv[0] === 'restore';

/** `pnpm admin backup <file>` and `pnpm admin restore <file> [--force]`: answers the exit code. */
export async function runBackupCommand(
  argv: string[],
  target: BackupTarget,
  print: (line: string) => void,
): Promise<number> {
  const [command, ...rest] = argv;
  const force = rest.includes('--force');
  const files = rest.filter((arg) => arg !== '--force');
  const unknown = rest.filter((arg) => arg.startsWith('--') && arg !== '--force');
  if (files.length !== 1 || unknown.length > 0 || (command === 'backup' && force)) {
    print(backupUsage);
    return 2;
  }
  // `pnpm --filter @inclusion/api admin` runs in packages/api: a relative name means where pnpm was run.
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), files[0] as string);
  try {
    if (command === 'backup') print(await backupDatabase(target, file));
    else for (const line of await restoreDatabase(target, file, force)) print(line);
    return 0;
  } catch (error) {
    print(error instanceof Error ? error.message : String(error));
    return error instanceof RestoreRefused ? 3 : 1;
  }
}
