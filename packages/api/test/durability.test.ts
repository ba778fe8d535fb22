import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, testDriver } from './support/database.js';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const admin = { email: 'durability-admin@example.org', password: 'Durable-Admin-2026' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** The real server, as `pnpm start` runs it, in a child process (tsx resolves the workspace packages from source). */
function startServer(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: packageDir,
    env: { ...process.env, LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '1000000', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

/**
 * A first start on an empty PGlite folder runs PGlite's initdb: seconds on an idle machine, over a minute
 * when every suite of the test command runs beside it on two cores.
 */
async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not become healthy within 300 s');
}

const submission = (n: number) => ({
  fullName: `Durability Tester ${n}`,
  email: `durable${n}@example.org`,
  mobile: `98765${String(10000 + n).slice(-5)}`,
  message: `Submission number ${n}, sent while the server may be killed.`,
});

/** Keeps submitting until told to stop; records every reference the server acknowledged with 201. */
async function submitUntilStopped(
  base: string,
  start: number,
  acknowledged: string[],
  stop: { now: boolean },
) {
  for (let n = start; !stop.now; n += 4) {
    try {
      const response = await fetch(`${base}/api/contact/submit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(submission(n)),
      });
      if (response.status !== 201) continue;
      const body = (await response.json()) as { data: { reference: string } };
      acknowledged.push(body.data.reference);
    } catch {
      return; // the server is gone
    }
  }
}

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
  const dataDir = mkdtempSync(join(tmpdir(), 'api-durability-'));
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finds every acknowledged submission after the server is killed with SIGKILL mid-stream', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env: Record<string, string> = {
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    };
    if (testDriver === 'postgres') env.DATABASE_URL = await createPostgresDatabase();

    const first = startServer(env);
    children.push(first);
    await waitForHealth(base, first);

    const acknowledged: string[] = [];
    const stop = { now: false };
    const writers = [0, 1, 2, 3].map((offset) => submitUntilStopped(base, offset, acknowledged, stop));
    while (acknowledged.length < 60) await new Promise((resolve) => setTimeout(resolve, 20));
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    stop.now = true;
    await Promise.all(writers);

    const second = startServer(env);
    children.push(second);
    await waitForHealth(base, second);
    const found = await allReferences(base);
    second.kill('SIGTERM');

    const lost = acknowledged.filter((reference) => !found.has(reference));
    console.log(
      `durability (${testDriver}): ${acknowledged.length} acknowledged before SIGKILL, ` +
        `${found.size} stored after restart, ${lost.length} acknowledged but lost`,
    );
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);
    expect(lost).toEqual([]);
  }, 600_000);
});
