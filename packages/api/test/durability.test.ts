import { rm } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { createDataDir, createPostgresDatabase, testDriver } from './support/database.js';
import {
  startServer,
  stopServer,
  submitUntilStopped,
  waitForReady,
  type ServerProcess,
} from './support/server-process.js';
import { until } from './support/until.js';

const admin = { email: 'durability-admin@example.org', password: 'Durable-Admin-2026' };

async function allReferences(base: string): Promise<Set<string>> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const { token } = (await login.json()) as { token: string };
  const found = new Set<string>();
  for (let page = 1; ; page += 1) {
    const response = await fetch(`${base}/api/contact/all?page=${page}&limit=100`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { data: { reference: string }[]; pagination: { pages: number } };
    for (const record of body.data) found.add(record.reference);
    if (page >= body.pagination.pages) return found;
  }
}

describe(`durability (${testDriver})`, () => {
  const servers: ServerProcess[] = [];
  const folders: string[] = [];
  afterAll(async () => {
    for (const server of servers) await stopServer(server, 'SIGKILL');
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  it('finds every acknowledged submission after the server is killed with SIGKILL mid-stream', async () => {
    const dataDir = await createDataDir('api-durability-');
    folders.push(dataDir);
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    };
    if (testDriver === 'postgres') env.DATABASE_URL = await createPostgresDatabase();

    const first = await startServer(env);
    servers.push(first);
    await waitForReady(first);

    const acknowledged: string[] = [];
    const stop = { now: false };
    const writers = [0, 1, 2, 3].map((offset) =>
      submitUntilStopped(() => [first], offset, 4, acknowledged, stop),
    );
    // Killed while four writers each wait for an answer: what is under way at that moment is what is at
    // risk, and more submissions before it add none of that.
    await until(() => acknowledged.length >= 30);
    await stopServer(first, 'SIGKILL');
    stop.now = true;
    await Promise.all(writers);

    const second = await startServer(env);
    servers.push(second);
    await waitForReady(second);
    const found = await allReferences(second.base);
    await stopServer(second);

    const lost = acknowledged.filter((reference) => !found.has(reference));
    console.log(
      `durability (${testDriver}): ${acknowledged.length} acknowledged before SIGKILL, ` +
        `${found.size} stored after restart, ${lost.length} acknowledged but lost`,
    );
    expect(acknowledged.length).toBeGreaterThanOrEqual(30);
    expect(lost).toEqual([]);
  }, 600_000);
});
