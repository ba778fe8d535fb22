import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from './lock.js';

let root: string;
const children: ChildProcess[] = [];

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'api-lock-'));
});

afterEach(async () => {
  for (const child of children.splice(0)) child.kill();
  await rm(root, { recursive: true, force: true });
});

/** A process that stays alive until the test ends, standing in for another server. */
async function liveProcess(): Promise<number> {
  const child = spawn('sleep', ['60'], { stdio: 'ignore' });
  children.push(child);
  await once(child, 'spawn');
  if (child.pid === undefined) throw new Error('sleep did not start');
  return child.pid;
}

/** The pid of a process that has already exited, as a crash leaves it in the lock file. */
async function deadProcess(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  const pid = child.pid;
  await once(child, 'exit');
  if (pid === undefined) throw new Error('node did not start');
  return pid;
}

describe('acquireDataDirLock', () => {
  it('creates the folder and a lock file with this process id', async () => {
    const dir = join(root, 'nested', 'data');
    const lock = await acquireDataDirLock(dir);
    expect((await stat(dir)).isDirectory()).toBe(true);
    const content = await readFile(join(dir, '.lock'), 'utf8');
    expect(content.split('\n')[0]).toBe(String(process.pid));
    await lock.release();
  });

  it('refuses a second lock on the same folder while the first is held', async () => {
    const lock = await acquireDataDirLock(root);
    await expect(acquireDataDirLock(root)).rejects.toThrow(/Another server/);
    await lock.release();
  });

  it('refuses a folder another live process holds, naming the folder and the process', async () => {
    const pid = await liveProcess();
    await writeFile(join(root, '.lock'), `${pid}\n`);
    const error = await acquireDataDirLock(root).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).toContain(root);
    expect(message).toContain(`process ${pid}`);
    expect(message).toMatch(/another server/i);
    expect(message).toMatch(/lose data/);
    expect(await readFile(join(root, '.lock'), 'utf8')).toBe(`${pid}\n`);
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const pid = await deadProcess();
    await writeFile(join(root, '.lock'), `${pid}\n`);
    const lock = await acquireDataDirLock(root);
    expect((await readFile(join(root, '.lock'), 'utf8')).split('\n')[0]).toBe(String(process.pid));
    await lock.release();
  });

  it('takes over a lock with its own pid from an earlier run, and an empty lock file', async () => {
    await writeFile(join(root, '.lock'), `${process.pid}\n`);
    const first = await acquireDataDirLock(root);
    await first.release();
    await writeFile(join(root, '.lock'), '');
    const second = await acquireDataDirLock(root);
    await second.release();
  });

  it('removes the lock on release, so the folder can be locked again', async () => {
    const lock = await acquireDataDirLock(root);
    await lock.release();
    await expect(stat(join(root, '.lock'))).rejects.toMatchObject({ code: 'ENOENT' });
    await lock.release();
    const again = await acquireDataDirLock(root);
    await again.release();
  });

  it('does not remove a lock that is no longer its own', async () => {
    const lock = await acquireDataDirLock(root);
    const pid = await liveProcess();
    await writeFile(join(root, '.lock'), `${pid}\n`);
    await lock.release();
    expect(await readFile(join(root, '.lock'), 'utf8')).toBe(`${pid}\n`);
  });
});
