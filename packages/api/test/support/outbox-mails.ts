import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pgliteDirOf } from '../../src/db/client.js';
import { startServer, stopServer, type ServerProcess } from './server-process.js';
import { until } from './until.js';

/** Rows of the outbox a server would still claim: queued, or claimed and not yet recorded. */
const unsentQuery = `select count(*)::int as n from mail_outbox where status in ('pending', 'sending')`;

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

export interface MailCount {
  /** The confirmations and notices of acknowledged forms that are not in the folder. */
  missing: string[];
  /** Subjects found in more than one file. */
  duplicated: string[];
  files: number;
}

/** What the outbox folder holds of the confirmation and the notice of each acknowledged contact form. */
export async function countMails(outboxDir: string, acknowledged: readonly string[]): Promise<MailCount> {
  const subjects = await outboxSubjects(outboxDir);
  const counts = new Map<string, number>();
  for (const subject of subjects) counts.set(subject, (counts.get(subject) ?? 0) + 1);
  const expected = acknowledged.flatMap((reference) => [
    `We received your message (${reference})`,
    `New contact message: ${reference} from`,
  ]);
  const countOf = (wanted: string) =>
    [...counts].filter(([subject]) => subject.startsWith(wanted)).reduce((sum, [, n]) => sum + n, 0);
  return {
    missing: expected.filter((wanted) => countOf(wanted) === 0),
    duplicated: [...counts].filter(([, n]) => n > 1).map(([subject]) => subject),
    files: subjects.length,
  };
}

/**
 * Waits until every acknowledged form's two mails are in the folder. It gives up only once no mail has
 * landed for `stallMs`: a server that stopped sending. The caller then reports what is missing,
 * instead of the test's timeout reporting nothing. A server that is slow, but still sending, is
 * waited for.
 */
export async function waitForMails(
  outboxDir: string,
  acknowledged: readonly string[],
  stallMs = 90_000,
): Promise<void> {
  let landed = -1;
  let lastLanded = Date.now();
  await until(async () => {
    const { missing, files } = await countMails(outboxDir, acknowledged);
    if (files !== landed) {
      landed = files;
      lastLanded = Date.now();
    }
    return missing.length === 0 || Date.now() > lastLanded + stallMs;
  }, 250);
}

/** Resolves once no mail of the PostgreSQL database is left to send (every one sent, failed or skipped). */
export async function waitUntilPostgresOutboxSent(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await until(async () => (await client.query<{ n: number }>(unsentQuery)).rows[0]?.n === 0, 250);
  } finally {
    await client.end();
  }
}

async function unsentInPglite(dataDir: string): Promise<number> {
  const client = await PGlite.create({ dataDir: pgliteDirOf(dataDir) });
  try {
    return (await client.query<{ n: number }>(unsentQuery)).rows[0]?.n ?? 0;
  } finally {
    await client.close();
  }
}

/**
 * Stops a PGlite server with SIGTERM (it first sends the mails it has claimed), then reads its outbox:
 * while mails are left to send, starts the server on the folder again, until none is. A mail sent
 * twice only shows once the server has sent everything, and the database is the running server's
 * alone, so it is read between runs. Each run sends the batches its outbox claims at start (it claims
 * before it logs that it listens); a run that sends nothing leaves mails that are not due yet (a
 * retry), which the caller's count then reports as missing. Returns the servers it started.
 */
export async function stopPgliteWhenOutboxSent(
  server: ServerProcess,
  env: Record<string, string> & { DATA_DIR: string },
): Promise<ServerProcess[]> {
  const started: ServerProcess[] = [];
  await stopServer(server);
  let unsent = await unsentInPglite(env.DATA_DIR);
  while (unsent > 0) {
    const again = await startServer({ ...env, LOG_LEVEL: 'info' });
    started.push(again);
    // Its last line of start-up, written once the outbox has started and SIGTERM is handled.
    await until(() => again.output().includes('Listening on') || again.child.exitCode !== null);
    await stopServer(again);
    const left = await unsentInPglite(env.DATA_DIR);
    if (left >= unsent) break;
    unsent = left;
  }
  return started;
}
