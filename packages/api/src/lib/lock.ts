import { randomUUID } from 'node:crypto';
import { link, mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

export interface DataDirLock {
  /** Removes the lock file if it is still this lock's; safe to call twice. */
  release(): Promise<void>;
}

/** Lock file path to content, for the locks this process holds: its own pid in a lock file may be a reused one. */
const heldHere = new Map<string, string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid on the lock file's first line, or undefined when the file is empty or garbled. */
function ownerPid(content: string): number | undefined {
  const pid = Number(content.split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

async function readOrUndefined(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function inUseError(dir: string, pid: number): Error {
  return new Error(
    `Another server (process ${pid}) is using the data folder ${dir}. Two processes on one PGlite folder ` +
      `would lose data, so this one will not start. Stop the other server, or give this one another folder. ` +
      `If no server is running, delete ${join(dir, '.lock')}.`,
  );
}

/**
 * Moves a lock file judged stale out of the way. Rename is atomic, so of two processes taking over
 * at once only one moves the stale file; if the other one moved a fresh lock instead, it puts it back.
 */
async function removeStale(path: string, staleContent: string): Promise<void> {
  const aside = `${path}.stale-${process.pid}-${randomUUID()}`;
  try {
    await rename(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if ((await readFile(aside, 'utf8')) !== staleContent) {
    await link(aside, path).catch(() => undefined);
  }
  await unlink(aside);
}

/**
 * Makes sure only one server uses a PGlite data folder: creates `dir` if needed, then `dir/.lock`
 * holding this process's pid. Throws if a live process holds it; takes it over if the process that
 * wrote it is gone (a crash or kill -9). A reused pid can make a stale lock look live; the error
 * message then says which file to delete.
 */
export async function acquireDataDirLock(dir: string): Promise<DataDirLock> {
  const folder = resolve(dir);
  const path = join(folder, '.lock');
  await mkdir(folder, { recursive: true });
  const content = `${process.pid}\n${randomUUID()}\n`;

  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      await writeFile(path, content, { flag: 'wx' });
      heldHere.set(path, content);
      return { release: () => release(path, content) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const existing = await readOrUndefined(path);
    if (existing === undefined) continue;
    const pid = ownerPid(existing);
    // Our own pid in a lock we do not hold comes from an earlier run that had the same pid (common in containers).
    const live = pid !== undefined && (pid === process.pid ? heldHere.has(path) : isAlive(pid));
    if (live) throw inUseError(folder, pid);
    await removeStale(path, existing);
  }
  throw new Error(`Could not take the lock ${path}: other processes keep creating it.`);
}

async function release(path: string, content: string): Promise<void> {
  if (heldHere.get(path) === content) heldHere.delete(path);
  if ((await readOrUndefined(path)) !== content) return;
  await unlink(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}
