import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Debian's PostgreSQL versions, newest first. */
function debianVersions(): string[] {
  try {
    return readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  } catch {
    return [];
  }
}

/** `initdb` and `pg_ctl`: on the PATH, else in Debian's folder (which is not on the PATH). */
function binary(name: string): string {
  const onPath = (process.env.PATH ?? '').split(':').map((dir) => join(dir, name));
  const debian = debianVersions().map((version) => `/usr/lib/postgresql/${version}/bin/${name}`);
  const found = [...onPath, ...debian].find((path) => existsSync(path));
  if (!found) throw new Error(`${name} not found: install PostgreSQL (apt-get install postgresql)`);
  return found;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface Cluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  /**
   * PostgreSQL's defaults: fsync, synchronous commit and full-page writes on, as production runs it
   * (the benchmark). Without it (the tests), none of them: the cluster lives for one run.
   */
  durable?: boolean;
}

/**
 * A throwaway PostgreSQL cluster on 127.0.0.1 and a free port, in a temp folder. PostgreSQL refuses
 * to run as root, so as root it runs as the `postgres` user. Trust authentication; no fsync unless
 * `durable`.
 */
export async function startCluster({ durable = false }: ClusterOptions = {}): Promise<Cluster> {
  const asRoot = userInfo().uid === 0;
  const dir = await mkdtemp(join(tmpdir(), 'api-postgres-'));
  const dataDir = join(dir, 'data');
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  await chmod(dir, 0o700);
  const as = (command: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args);

  await as(binary('initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C',
  ]);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dir}`,
    ...(durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
    '-c max_connections=200',
  ].join(' ');
  await as(binary('pg_ctl'), ['-D', dataDir, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await as(binary('pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
