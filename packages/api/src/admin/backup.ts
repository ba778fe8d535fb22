import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { open, rename, rm, stat } from 'node:fs/promises';
import { connect } from 'node:net';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteDirOf, pgliteExtensions } from '../db/client.js';
import { acquireDataDirLock } from '../lib/index.js';
import { backupSocketOf } from './backup-socket.js';
import { postgresEnv, postgresTool } from './pg-tools.js';

export interface BackupTarget {
  /** PostgreSQL when set, else PGlite in `dataDir`. */
  databaseUrl?: string | undefined;
  dataDir: string;
}

/** Bytes from the running server's backup socket; undefined when no server listens there. */
async function dumpFromServer(dataDir: string): Promise<Buffer | undefined> {
  const socket = connect(backupSocketOf(dataDir));
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  try {
    await once(socket, 'end');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ECONNREFUSED') return undefined;
    chunks.length = 0;
  }
  if (chunks.length === 0)
    throw new Error('The running server could not copy the database: its log says why.');
  return Buffer.concat(chunks);
}

/** With no server running: this process takes the data folder's lock and copies the database itself. */
async function dumpWithLock(dataDir: string): Promise<Buffer> {
  const lock = await acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create({ ...pgliteExtensions, dataDir: pgliteDirOf(dataDir) });
    try {
      return Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
    } finally {
      await client.close();
    }
  } finally {
    await lock.release();
  }
}

async function pgDump(databaseUrl: string, fd: number): Promise<void> {
  // -Fc: PostgreSQL's custom format, compressed, restored by pg_restore; one snapshot of the database.
  const child = spawn(postgresTool('pg_dump'), ['--format=custom', '--no-owner', '--no-privileges'], {
    env: postgresEnv(databaseUrl),
    stdio: ['ignore', fd, 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
  const [code] = (await once(child, 'close')) as [number | null];
  if (code !== 0) throw new Error(`pg_dump failed: ${errors.trim() || `exit ${code}`}`);
}

/**
 * Writes a backup into `file`, created owner-only (0600). It is written under another name first and
 * renamed when complete, so `file` is never a half-written backup. Answers a line for the operator.
 */
export async function backupDatabase(target: BackupTarget, file: string): Promise<string> {
  const destination = resolve(file);
  const partial = `${destination}.partial`;
  const handle = await open(partial, 'w', 0o600);
  try {
    // `open` applies its mode only to a new file: one left by an earlier attempt is made owner-only too.
    await handle.chmod(0o600);
    if (target.databaseUrl) {
      await pgDump(target.databaseUrl, handle.fd);
    } else {
      const dump = (await dumpFromServer(target.dataDir)) ?? (await dumpWithLock(target.dataDir));
      await handle.writeFile(dump);
    }
    await handle.sync();
    await handle.close();
    await rename(partial, destination);
  } catch (error) {
    await handle.close().catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  }
  const { size } = await stat(destination);
  const what = target.databaseUrl ? 'PostgreSQL (pg_dump, custom format)' : 'PGlite (gzipped data folder)';
  return `Backed up ${what} into ${destination} (${size} bytes, readable by its owner only).`;
}
