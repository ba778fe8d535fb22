import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from '../src/lib/index.js';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'api-data-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the data folder lock the server takes for PGlite', () => {
  it('refuses a second holder with a message naming the folder, until the first releases it', async () => {
    const first = await acquireDataDirLock(dir);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(dir);
    await first.release();
    const second = await acquireDataDirLock(dir);
    await second.release();
  });
});
