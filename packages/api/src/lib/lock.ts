import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { closeSync, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { ensureOwnerOnlyDir } from './owner-only.js';

export interface DataDirLock {
  /** Who holds it: a random id of this server's run, with its host and pid for people to read. */
  readonly owner: string;
  /** Lets the lock go (closes its file); safe to call twice. The file stays: its content says who held it last. */
  release(): Promise<void>;
}

export const lockFileName = '.lock';

/** Where the `flock` command of util-linux (or BusyBox) may be when it is not on the PATH. */
const flockCommand = 'flock';

function inUseError(dir: string, holder: string): Error {
  const who = holder.trim() ? ` (${holder.trim().split('\n').join(', ')})` : '';
  return new Error(
    `Another server${who} is using the data folder ${dir}. Two processes on one PGlite folder ` +
      `would lose data, so this one will not start. Stop the other server, or give this one another ` +
      `folder. The lock is held by the operating system for as long as that server runs, in this ` +
      `container or another one sharing the folder.`,
  );
}

/**
 * Asks the kernel for an exclusive `flock` on the open file `fd`, without waiting. Node has no flock
 * of its own and no native addon can be built here, so the `flock` command does it on the file
 * descriptor it inherits: the lock belongs to the open file, which this process keeps open, so it
 * outlives the command and ends only when this process closes the file or dies (kill -9 included).
 */
function tryFlock(fd: number): 'locked' | 'held' {
  const result = spawnSync(flockCommand, ['--exclusive', '--nonblock', '3'], {
    stdio: ['ignore', 'ignore', 'pipe', fd],
    timeout: 10_000,
  });
  if (result.error) {
    const code = (result.error as NodeJS.ErrnoException).code;
    throw new Error(
      code === 'ENOENT'
        ? 'The data folder lock needs the `flock` command (util-linux or BusyBox); install it, or set DATABASE_URL.'
        : `The data folder lock could not be taken: ${result.error.message}`,
    );
  }
  if (result.status === 0) return 'locked';
  if (result.status === 1) return 'held';
  throw new Error(`The data folder lock could not be taken: flock said ${result.stderr.toString().trim()}`);
}

/**
 * Makes sure only one server uses a PGlite data folder: creates `dir` (owner-only) if needed, then
 * takes an exclusive operating-system lock (`flock`) on `dir/.lock`. The kernel keeps the lock for as
 * long as this process keeps the file open, so it is never taken over while its holder lives,
 * whatever PID namespace, container or host (on a file system with working locks, such as a local
 * disk or NFSv4) the other server runs in; and it is freed by the kernel when the holder dies, so a
 * crash leaves nothing to clean up. The file's content (a random owner id, host, pid, start time) only
 * names the holder in the message of a server that is refused.
 */
export async function acquireDataDirLock(dir: string): Promise<DataDirLock> {
  const folder = resolve(dir);
  await ensureOwnerOnlyDir(folder);
  const path = join(folder, lockFileName);
  // Opened for appending, never truncated before the lock is ours: the holder's words stay readable.
  const fd = openSync(path, 'a+', 0o600);
  try {
    if (tryFlock(fd) === 'held') {
      let holder = '';
      try {
        holder = readFileSync(path, 'utf8');
      } catch {
        // Unreadable: the message names no holder.
      }
      throw inUseError(folder, holder);
    }
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  const owner = randomUUID();
  const content = `owner ${owner}\nhost ${hostname()}\nprocess ${process.pid}\nsince ${new Date().toISOString()}\n`;
  ftruncateSync(fd, 0);
  writeSync(fd, content);

  let open = true;
  return {
    owner: `${owner} (host ${hostname()}, process ${process.pid})`,
    async release() {
      if (!open) return;
      open = false;
      try {
        ftruncateSync(fd, 0);
      } finally {
        // Closing the last descriptor of the open file is what frees the kernel's lock.
        closeSync(fd);
      }
    },
  };
}
