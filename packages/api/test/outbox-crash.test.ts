import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, testDriver } from './support/database.js';
import {
  mailsOfAcknowledged,
  startServer,
  stopServer,
  submitUntilStopped,
  waitForReady,
  type ServerProcess,
} from './support/server-process.js';

describe(`the mail outbox across a crash (${testDriver})`, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-outbox-crash-'));
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of servers) await stopServer(server, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends every mail of every acknowledged submission exactly once after kill -9 in a burst', async () => {
    // Mails a dead server had claimed go to another after MAIL_CLAIM_SECONDS (PostgreSQL); PGlite,
    // which one server owns, takes them back at start.
    const env: Record<string, string> = { DATA_DIR: dataDir, MAIL_CLAIM_SECONDS: '2' };
    if (testDriver === 'postgres') env.DATABASE_URL = await createPostgresDatabase();

    const first = await startServer(env);
    servers.push(first);
    await waitForReady(first);
    const acknowledged: string[] = [];
    const stop = { now: false };
    const writers = [0, 1, 2, 3].map((offset) =>
      submitUntilStopped(() => [first], offset, 4, acknowledged, stop),
    );
    while (acknowledged.length < 80) await new Promise((resolve) => setTimeout(resolve, 10));
    await stopServer(first, 'SIGKILL');
    stop.now = true;
    await Promise.all(writers);

    const second = await startServer(env);
    servers.push(second);
    await waitForReady(second);
    const { missing, duplicated, files, seconds } = await mailsOfAcknowledged(
      join(dataDir, 'outbox'),
      acknowledged,
    );
    await stopServer(second);
    if (missing.length > 0 || duplicated.length > 0) {
      console.log(`first server's log:\n${first.output()}\nsecond server's log:\n${second.output()}`);
    }
    console.log(
      `outbox (${testDriver}): ${acknowledged.length} submissions acknowledged before kill -9, ` +
        `${files} mails written in all, ${missing.length} missing, ${duplicated.length} sent twice, ` +
        `all there ${seconds} s after the second server was ready`,
    );
    expect(acknowledged.length).toBeGreaterThanOrEqual(80);
    expect(missing).toEqual([]);
    expect(duplicated).toEqual([]);
  }, 600_000);
});
