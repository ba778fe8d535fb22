import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, testDriver } from './support/database.js';
import { countMails, waitForMails, waitUntilPostgresOutboxSent } from './support/outbox-mails.js';
import {
  contactForm,
  startServer,
  stopServer,
  submitUntilStopped,
  waitForReady,
  type ServerProcess,
} from './support/server-process.js';
import { until } from './support/until.js';

const servers: ServerProcess[] = [];
const folders: string[] = [];
afterAll(async () => {
  for (const server of servers) await stopServer(server, 'SIGKILL');
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** Two server processes on one PostgreSQL database (and, for counting mails, one outbox folder). */
async function twoServers(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-two-servers-'));
  folders.push(dataDir);
  // Empty: the two servers start together and both migrate it, one waiting for the other's lock.
  const databaseUrl = await createPostgresDatabase({ migrated: false });
  // LOG_LEVEL info: the log names each server's outbox owner.
  const shared = {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    MAIL_CLAIM_SECONDS: '2',
    LOG_LEVEL: 'info',
    ...env,
  };
  const pair = await Promise.all([startServer(shared), startServer(shared)]);
  servers.push(...pair);
  await Promise.all(pair.map((server) => waitForReady(server)));
  return { pair, dataDir, databaseUrl };
}

const post = (server: ServerProcess, path: string, body: object, headers: Record<string, string> = {}) =>
  fetch(`${server.base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

// PGlite belongs to one process: several servers need PostgreSQL.
describe.runIf(testDriver === 'postgres')('two servers on one PostgreSQL', () => {
  it('count one rate limit and one sign-in lockout between them, and replay a key sent to the other', async () => {
    const { pair } = await twoServers({ RATE_LIMIT_PER_MINUTE: '10' });
    const [a, b] = pair as [ServerProcess, ServerProcess];

    // Requests alternate between the servers, as a round-robin balancer sends them.
    const statuses: number[] = [];
    for (let n = 0; n < 11; n++) {
      statuses.push((await post(n % 2 ? b : a, '/api/contact/submit', contactForm(n, 'limit'))).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
    expect((await post(a, '/api/contact/submit', contactForm(99, 'limit'))).status).toBe(429);

    // Five failed sign-ins for one account from one address, across both servers, lock the pair.
    const login = { email: 'nobody@example.org', password: 'Wrong-Guess9' };
    for (let n = 0; n < 5; n++)
      expect((await post(n % 2 ? b : a, '/api/auth/login', login)).status).toBe(401);
    const locked = await post(b, '/api/auth/login', login);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);

    // An Idempotency-Key answered by one server is replayed by the other.
    const key = { 'idempotency-key': 'two-servers-replay' };
    const volunteer = {
      ...contactForm(7, 'replay'),
      expertise: ['Education'],
      howToHelp: 'I can teach on weekends.',
    };
    const first = await post(a, '/api/volunteer/register', volunteer, key);
    expect(first.status).toBe(201);
    const again = await post(b, '/api/volunteer/register', volunteer, key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
  }, 600_000);

  it('lose nothing when one is killed mid-burst and the other is stopped with SIGTERM: each mail goes once', async () => {
    const { pair, dataDir, databaseUrl } = await twoServers();
    const live = [...pair];
    const acknowledged: string[] = [];
    const stop = { now: false };
    const writers = [0, 1, 2, 3].map((offset) =>
      submitUntilStopped(() => live, offset, 4, acknowledged, stop),
    );
    // The longer the burst, the larger the batch of mails under way when a server stops.
    await until(() => acknowledged.length >= 60);
    // One dies with requests and mails under way; the other carries on alone.
    const [killed, survivor] = pair as [ServerProcess, ServerProcess];
    live.splice(live.indexOf(killed), 1);
    await stopServer(killed, 'SIGKILL');
    const atKill = acknowledged.length;
    await until(() => acknowledged.length >= atKill + 60);
    // SIGTERM mid-burst: it answers what it has begun and sends the mails it has claimed, then exits.
    await stopServer(survivor, 'SIGTERM');
    stop.now = true;
    await Promise.all(writers);
    expect(await survivor.exited).toBe(0);

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const stored = await client.query<{ reference: string }>('select reference from contact_messages');
      const references = new Set(stored.rows.map((row) => row.reference));
      expect(acknowledged.filter((reference) => !references.has(reference))).toEqual([]);
      // The server stopped with SIGTERM sent (or gave back) every mail it had claimed.
      const owner = /"owner":"([0-9a-f-]{36})"[^\n]*outbox started/.exec(survivor.output())?.[1];
      expect(owner).toBeDefined();
      const left = await client.query(
        `select count(*)::int as n from mail_outbox where status = 'sending' and claimed_by = $1`,
        [owner],
      );
      expect(left.rows[0].n).toBe(0);
    } finally {
      await client.end();
    }

    // A new server sends what was left, the killed server's claimed mails once their claim ended.
    const next = await startServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, MAIL_CLAIM_SECONDS: '2' });
    servers.push(next);
    await waitForReady(next);
    const outboxDir = join(dataDir, 'outbox');
    await waitForMails(outboxDir, acknowledged);
    // A mail sent twice shows once nothing is left to send.
    await waitUntilPostgresOutboxSent(databaseUrl);
    await stopServer(next);
    const { missing, duplicated, files } = await countMails(outboxDir, acknowledged);
    if (missing.length > 0 || duplicated.length > 0) {
      console.log(`the log of the server that sent what was left:\n${next.output()}`);
    }
    console.log(
      `two servers: ${acknowledged.length} acknowledged, ${files} mails written, ${missing.length} missing, ` +
        `${duplicated.length} sent twice`,
    );
    expect(missing).toEqual([]);
    expect(duplicated).toEqual([]);
  }, 600_000);
});
