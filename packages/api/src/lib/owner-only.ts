import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Folders of the data folder: only their owner may list, enter or change them. */
export const ownerOnlyDirMode = 0o700;
/** Files of the data folder: only their owner may read or write them. */
export const ownerOnlyFileMode = 0o600;

/**
 * Every file and folder this process creates from now on is owner-only (0600, 0700), whatever mode
 * the code creating it asks for: the outbox, the lock, PGlite's files. Call it first thing at start.
 */
export function restrictNewFiles(): void {
  process.umask(0o077);
}

const ownUid = () => (typeof process.getuid === 'function' ? process.getuid() : undefined);

function notFixable(path: string): Error {
  return new Error(
    `The data folder ${path} can be read or written by other users, and this server (which does not ` +
      `own it) cannot change that. Give it to the user the server runs as, or make it owner-only ` +
      `(chmod 700), then start again.`,
  );
}

/**
 * Creates `dir` owner-only, or, when it already exists with looser modes, makes it owner-only
 * (0700). Throws a clear error when it cannot (the folder belongs to another user).
 */
export async function ensureOwnerOnlyDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: ownerOnlyDirMode });
  const stats = await lstat(dir);
  if ((stats.mode & 0o077) === 0) return;
  try {
    await chmod(dir, ownerOnlyDirMode);
  } catch {
    throw notFixable(dir);
  }
}

export interface Tightened {
  /** Folders and files whose mode this call changed. */
  changed: number;
}

/**
 * Makes everything under `dir` that this user owns and others may use owner-only: folders 0700,
 * files 0600 (links are
 * left alone: chmod would follow them). For a data folder that already existed with looser modes,
 * and for the files PGlite copies in on its first start, which it creates readable and writable by
 * everyone (0666) whatever the umask.
 */
export async function tightenTree(dir: string): Promise<Tightened> {
  const uid = ownUid();
  let changed = 0;
  const visit = async (path: string): Promise<void> => {
    try {
      const stats = await lstat(path);
      if (stats.isSymbolicLink()) return;
      const wanted = stats.isDirectory() ? ownerOnlyDirMode : ownerOnlyFileMode;
      if ((stats.mode & 0o077) !== 0 && (uid === undefined || stats.uid === uid)) {
        await chmod(path, wanted);
        changed += 1;
      }
      if (!stats.isDirectory()) return;
      for (const name of await readdir(path)) await visit(join(path, name));
    } catch (error) {
      // Gone between the folder's listing and its visit: a mail another server (on PostgreSQL, several
      // share one folder) renamed out of outbox/.partial. Nothing left to tighten.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  };
  await visit(dir);
  return { changed };
}
