import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { until } from './until.js';

const packageDir = fileURLToPath(new URL('../..', import.meta.url));

export function freePort(): Promise<number> {
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

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** What the server wrote (its log at LOG_LEVEL, default warn, and why it would not start). */
  output: () => string;
  exited: Promise<number | null>;
  /** Started under another command (`prefix`). */
  prefixed: boolean;
}

/**
 * The real server in a child process, as `pnpm start` runs it: node on compiled code, here the build of
 * this run (server-build.ts, made by the global setup). `prefix` runs it under another command, such
 * as `unshare --pid --fork --mount-proc`.
 */
export async function startServer(
  env: Record<string, string>,
  prefix: string[] = [],
): Promise<ServerProcess> {
  const port = await freePort();
  const command = [...prefix, process.execPath, inject('serverEntry')];
  const child = spawn(command[0] ?? process.execPath, command.slice(1), {
    cwd: packageDir,
    env: { ...process.env, LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '1000000', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString('utf8');
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    prefixed: prefix.length > 0,
  };
}

/**
 * Resolves once `/api/ready` answers 200; rejects if the server exits first, or if it is still not
 * ready after `timeoutMs`. A start takes seconds, so that is a hang, reported with what it wrote.
 */
export async function waitForReady(server: ServerProcess, timeoutMs = 240_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  await until(async () => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`the server exited (${server.child.exitCode}): ${server.output()}`);
    }
    if (Date.now() > deadline) {
      throw new Error(`the server was not ready within ${timeoutMs} ms: ${server.output()}`);
    }
    return fetch(`${server.base}/api/ready`).then(
      // A server without /api/ready (an older version, run to show a test fails there): its health.
      async (response) =>
        response.ok || (response.status === 404 && (await fetch(`${server.base}/api/health`)).ok),
      () => false,
    );
  }, 50);
}

/**
 * The server's own process: the child itself, or, under a command such as `unshare --fork` (which
 * does not pass signals on), the process that command started.
 */
async function serverPid(server: ServerProcess, prefixed: boolean): Promise<number | undefined> {
  const pid = server.child.pid;
  if (!prefixed || pid === undefined) return pid;
  const children = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  return Number(children.trim().split(/\s+/)[0]) || pid;
}

export async function stopServer(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const pid = await serverPid(server, server.prefixed);
  try {
    if (pid !== undefined) process.kill(pid, signal);
  } catch {
    // Already gone.
  }
  if (signal === 'SIGKILL' && pid !== server.child.pid) server.child.kill('SIGKILL');
  await once(server.child, 'exit');
}

export const contactForm = (n: number, tag = 'burst') => ({
  fullName: `Outbox Tester ${n}`,
  email: `${tag}${n}@example.org`,
  mobile: `98765${String(10000 + n).slice(-5)}`,
  message: `Submission number ${n}, sent while a server may be killed.`,
});

/**
 * Keeps posting contact forms to the servers in turn until stopped; records every reference a server
 * acknowledged with 201. A server that is gone is skipped.
 */
export async function submitUntilStopped(
  servers: () => ServerProcess[],
  first: number,
  step: number,
  acknowledged: string[],
  stop: { now: boolean },
): Promise<void> {
  for (let n = first, turn = first; !stop.now; n += step, turn++) {
    const live = servers();
    const server = live[turn % live.length];
    if (!server) return;
    try {
      const response = await fetch(`${server.base}/api/contact/submit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(contactForm(n)),
      });
      if (response.status !== 201) continue;
      const body = (await response.json()) as { data: { reference: string } };
      acknowledged.push(body.data.reference);
    } catch {
      // That server is gone; the next turn tries another, or, with none other, asks again shortly.
      if (live.length === 1) await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
