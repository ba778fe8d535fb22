import { unlink } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * The socket in DATA_DIR through which `pnpm admin backup` asks the running server for a copy of its
 * PGlite database (docs/decisions/018-backups.md). The data folder is owner-only, so only its owner
 * reaches the socket; a connection gets the gzipped dump and nothing else, then the end.
 */
export const backupSocketOf = (dataDir: string) => join(dataDir, 'backup.sock');

export interface BackupSocketLog {
  info(message: string): void;
  error(details: object, message: string): void;
}

/**
 * Answers every connection with `client.dumpDataDir('gzip')`, which PGlite takes between two queries:
 * the copy is the database as a crash at that instant would leave it, every committed transaction
 * in, and PostgreSQL's recovery completes it when it is loaded. On failure the connection ends with
 * no byte, which the command reports.
 */
export async function serveBackupSocket(
  client: PGlite,
  dataDir: string,
  log: BackupSocketLog,
): Promise<() => Promise<void>> {
  const path = backupSocketOf(dataDir);
  // Left by a server that was killed: this process holds the data folder's lock, so it is no one's.
  await unlink(path).catch(() => undefined);
  const server: Server = createServer((socket) => {
    socket.on('error', () => undefined);
    client.dumpDataDir('gzip').then(
      async (dump) => {
        socket.end(Buffer.from(await dump.arrayBuffer()));
        log.info(`Backup: sent a copy of the database (${dump.size} bytes)`);
      },
      (error: unknown) => {
        log.error({ err: error }, 'Backup: the database could not be copied');
        socket.destroy();
      },
    );
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(path, () => resolve());
    });
  } catch (error) {
    // A socket's path is limited to about 100 bytes: a server with a deeper DATA_DIR still serves.
    log.error({ err: error }, `Backup socket ${path} could not be opened: back up with the server stopped`);
    return async () => undefined;
  }
  server.on('error', (error) => log.error({ err: error }, 'Backup socket failed'));
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await unlink(path).catch(() => undefined);
  };
}
