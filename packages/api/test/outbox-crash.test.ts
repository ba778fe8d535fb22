import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDataDir, createPostgresDatabase, testDriver } from './support/database.js';
import {
  countMails,
  stopPgliteWhenOutboxSent,
  waitForMails,
  waitUntilPostgresOutboxSent,
} from './support/outbox-mails.js';
import {
  startServer,
  stopServer,
  submitUntilStopped,
  waitForReady,
  type ServerProcess,
} from './support/server-process.js';
import { until } from './support/until.js';

describe(`the mail outbox across a crash (${testDriver})`, () => {
  const servers: ServerProcess[] = [];
  const folders: string[] = [];
  afterAll(async () => {
    for (const server of servers) await stopServer(server, 'SIGKILL');
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  it('sends every mail of every acknowledged submission exactly once after kill -9 in a burst', async () => {
    const dataDir = await createDataDir('api-outbox-crash-');
    folders.push(dataDir);
    // Mails a dead server had claimed go to another after MAIL_CLAIM_SECONDS (PostgreSQL); PGlite,
    // which one server owns, takes them back at start.
    const env: Record<string, string> & { DATA_DIR: string } = { DATA_DIR: dataDir, MAIL_CLAIM_SECONDS: '2' };
    if (testDriver === 'postgres') env.DATABASE_URL = await createPostgresDatabase();

    const first = await startServer(env);
    servers.push(first);
    await waitForReady(first);
    const acknowledged: string[] = [];
    const stop = { now: false };
    const writers = [0, 1, 2, 3].map((offset) =>
      submitUntilStopped(() => [first], offset, 4, acknowledged, stop),
    );
    // Killed while four forms wait for their answers and the outbox sends a batch of mails: the longer
    // the burst, the larger the batch under way, written but not yet recorded sent.
    await until(() => acknowledged.length >= 80);
    await stopServer(first, 'SIGKILL');
    stop.now = true;
    await Promise.all(writers);

    const second = await startServer(env);
    servers.push(second);
    await waitForReady(second);
    const outboxDir = join(dataDir, 'outbox');
    await waitForMails(outboxDir, acknowledged);
    // A mail sent twice shows once nothing is left to send.
    if (env.DATABASE_URL) {
      await waitUntilPostgresOutboxSent(env.DATABASE_URL);
      await stopServer(second);
    } else {
      servers.push(...(await stopPgliteWhenOutboxSent(second, env)));
    }
    const { missing, duplicated, files } = await countMails(outboxDir, acknowledged);
    if (missing.length > 0 || duplicated.length > 0) {
      const logs = servers.map((server, n) => `server ${n + 1}'s log:\n${server.output()}`);
      console.log(logs.join('\n'));
    }
    console.log(
      `outbox (${testDriver}): ${acknowledged.length} submissions acknowledged before kill -9, ` +
        `${files} mails written in all, ${missing.length} missing, ${duplicated.length} sent twice`,
    );
    expect(acknowledged.length).toBeGreaterThanOrEqual(80);
    expect(missing).toEqual([]);
    expect(duplicated).toEqual([]);
  }, 600_000);
});
