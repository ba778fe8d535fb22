import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { until } from '../../test/support/until.js';
import { acquireDataDirLock } from './lock.js';

let root: string;
const children: ChildProcess[] = [];

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'api-lock-'));
});

afterEach(async () => {
  for (const child of children.splice(0)) {
    child.kill('SIGKILL');
    // The end of its input ends the `cat` that flock ran.
    child.stdin?.end();
  }
  await rm(root, { recursive: true, force: true });
});

/** Whether the kernel lists a lock on `file` (/proc/locks names the file by its inode). */
async function kernelLists(file: string): Promise<boolean> {
  const inode = await stat(file).then(
    (stats) => stats.ino,
    () => undefined,
  );
  return inode !== undefined && (await readFile('/proc/locks', 'utf8')).includes(`:${inode} `);
}

/** Another process holding the folder's lock, as another server would, until the test kills it. */
async function otherHolder(dir: string): Promise<ChildProcess> {
  // --close: the lock stays with the flock process alone, not with the `cat` it runs, which reads
  // its input, a pipe this test keeps open, until the test ends it.
  const file = join(dir, '.lock');
  const child = spawn('flock', ['--exclusive', '--close', file, 'cat'], {
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  children.push(child);
  await once(child, 'spawn');
  // Until the command has the lock, a try could still get it: wait for the kernel to list it.
  await until(() => kernelLists(file));
  return child;
}

const refusal = (dir: string) =>
  acquireDataDirLock(dir).then(
    () => undefined,
    (caught: unknown) => caught,
  );

describe('acquireDataDirLock', () => {
  it('creates the folder owner-only and a lock file naming its holder', async () => {
    const dir = join(root, 'nested', 'data');
    const lock = await acquireDataDirLock(dir);
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    expect((await stat(join(dir, '.lock'))).mode & 0o077).toBe(0);
    const content = await readFile(join(dir, '.lock'), 'utf8');
    expect(content).toMatch(/^owner [0-9a-f-]{36}\nhost .+\nprocess \d+\nsince /);
    expect(lock.owner).toContain(content.split('\n')[0]?.slice('owner '.length));
    await lock.release();
  });

  it('refuses a second lock on the same folder while the first is held, and allows it after release', async () => {
    const lock = await acquireDataDirLock(root);
    await expect(acquireDataDirLock(root)).rejects.toThrow(/Another server .* is using the data folder/);
    await lock.release();
    await lock.release();
    const again = await acquireDataDirLock(root);
    await again.release();
  });

  it('refuses a folder another live process holds, whatever its lock file says', async () => {
    // A lock file naming a process that is gone, or this very process: only the kernel's lock counts.
    await writeFile(join(root, '.lock'), `${process.pid}\n`);
    await otherHolder(root);
    const error = await refusal(root);
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).toContain(root);
    expect(message).toMatch(/another server/i);
    expect(message).toMatch(/lose data/);
  });

  it('is free again as soon as its holder dies, even by kill -9: nothing is left to clean up', async () => {
    const holder = await otherHolder(root);
    expect(await refusal(root)).toBeInstanceOf(Error);
    holder.kill('SIGKILL');
    await once(holder, 'exit');
    const lock = await acquireDataDirLock(root);
    await lock.release();
  });
});
