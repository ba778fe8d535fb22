import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

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
 * The real server, as `pnpm start` runs it, in a child process (tsx resolves the workspace packages
 * from source). `prefix` runs it under another command, such as `unshare --pid --fork --mount-proc`.
 */
export async function startServer(
  env: Record<string, string>,
  prefix: string[] = [],
): Promise<ServerProcess> {
  const port = await freePort();
  const command = [...prefix, process.execPath, '--import', 'tsx', 'src/server.ts'];
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

/** Resolves once `/api/ready` answers 200; rejects if the server exits first. */
export async function waitForReady(server: ServerProcess, timeoutMs = 240_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`the server exited (${server.child.exitCode}): ${server.output()}`);
    }
    const ready = await fetch(`${server.base}/api/ready`).then(
      // A server without /api/ready (an older version, run to show a test fails there): its health.
      async (response) =>
        response.ok || (response.status === 404 && (await fetch(`${server.base}/api/health`)).ok),
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server was not ready within ${timeoutMs} ms`);
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
      // That server is gone; the next turn tries another.
      if (live.length === 1) await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/** The subject of every .eml file in the outbox folder, by file name. */
export async function outboxSubjects(outboxDir: string): Promise<string[]> {
  const names = await readdir(outboxDir).catch(() => [] as string[]);
  const subjects: string[] = [];
  for (const name of names.filter((file) => file.endsWith('.eml'))) {
    const head = (await readFile(join(outboxDir, name), 'utf8')).split('\r\n\r\n')[0] ?? '';
    const subject = /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(head)?.[1]?.replace(/\r\n[ \t]/g, ' ') ?? '';
    subjects.push(subject);
  }
  return subjects;
}

/**
 * Waits until every acknowledged contact form has its confirmation and its notice in the outbox (and
 * 2 s more, for a mail sent twice), then returns what is missing and what came more than once (both
 * empty when each mail landed exactly once), and how long it waited. It gives up only once no mail
 * has landed for `stallMs`: on a loaded 2-core machine a server took over 60 s to send the 160 mails of
 * the crash test, every one in the end, so a fixed deadline failed a server that was still sending.
 */
export async function mailsOfAcknowledged(
  outboxDir: string,
  acknowledged: readonly string[],
  stallMs = 90_000,
): Promise<{ missing: string[]; duplicated: string[]; files: number; seconds: string }> {
  const started = Date.now();
  let landed = -1;
  let lastLanded = started;
  for (;;) {
    const subjects = await outboxSubjects(outboxDir);
    const counts = new Map<string, number>();
    for (const subject of subjects) counts.set(subject, (counts.get(subject) ?? 0) + 1);
    const expected = acknowledged.flatMap((reference) => [
      `We received your message (${reference})`,
      `New contact message: ${reference} from`,
    ]);
    const countOf = (wanted: string) =>
      [...counts].filter(([subject]) => subject.startsWith(wanted)).reduce((sum, [, n]) => sum + n, 0);
    const missing = expected.filter((wanted) => countOf(wanted) === 0);
    const duplicated = [...counts].filter(([, n]) => n > 1).map(([subject]) => subject);
    const now = Date.now();
    if (subjects.length !== landed) {
      landed = subjects.length;
      lastLanded = now;
    }
    if ((missing.length === 0 && now > started + 2_000) || now > lastLanded + stallMs) {
      return { missing, duplicated, files: subjects.length, seconds: ((now - started) / 1000).toFixed(1) };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
