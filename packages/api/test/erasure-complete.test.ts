import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDataDir, createPostgresDatabase, testDriver } from './support/database.js';
import { registrationPayload } from './support/events.js';
import { submissionCases } from './support/fixtures.js';
import { startServer, stopServer, waitForReady, type ServerProcess } from './support/server-process.js';
import { until } from './support/until.js';

const admin = { email: 'erasure-admin@example.org', password: 'Erasing-Admin-2026' };

/** The person: a Hindi name, an address and a number found nowhere else. */
const sunita = { fullName: 'सुनीता ज़ैदी', email: 'Sunita.Zaidi-7q@Example.org', mobile: '+91 93155-24680' };

/** How her data may be written into a file: as typed, lower-cased, digits only; the name in UTF-8. */
const traces = [
  sunita.email,
  sunita.email.toLowerCase(),
  sunita.fullName,
  sunita.mobile,
  '93155-24680',
  '9315524680',
].map((trace) => Buffer.from(trace, 'utf8'));

/** Every file under `folder`, at any depth. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** The files (relative to `folder`) whose bytes hold any trace of her. */
async function filesHoldingHer(folder: string): Promise<string[]> {
  const holding: string[] = [];
  for (const file of await filesUnder(folder)) {
    const bytes = await readFile(file).catch(() => Buffer.alloc(0));
    if (traces.some((trace) => bytes.includes(trace))) holding.push(file.slice(folder.length + 1));
  }
  return holding.sort();
}

describe(`an erasure leaves nothing of the person under DATA_DIR (${testDriver})`, () => {
  let server: ServerProcess | undefined;
  let dataDir = '';
  afterAll(async () => {
    if (server) await stopServer(server, 'SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('deletes her outbox files and rows, and no file of the data folder holds her e-mail, name or mobile', async () => {
    dataDir = await createDataDir('api-erasure-');
    const databaseUrl = testDriver === 'postgres' ? await createPostgresDatabase() : undefined;
    server = await startServer({
      DATA_DIR: dataDir,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    await waitForReady(server);
    const base = server.base;
    const call = async <T = Record<string, unknown>>(path: string, body: object, token?: string) => {
      const response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as T };
    };

    for (const kind of submissionCases) {
      const sent = await call(kind.submit, { ...kind.payload, ...sunita });
      expect(sent.status, `${kind.name}: ${JSON.stringify(sent.body)}`).toBe(201);
    }
    const registration = await call(
      '/api/event/register',
      registrationPayload({ fullName: sunita.fullName, email: sunita.email, mobileNumber: '9315524680' }),
    );
    expect(registration.status, JSON.stringify(registration.body)).toBe(201);
    expect((await call('/api/newsletter/subscribe', { email: sunita.email })).status).toBe(200);

    const login = await call<{ token: string }>('/api/auth/login', admin);
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const token = login.body.token;
    const who = { email: sunita.email, mobile: sunita.mobile };
    const found = await call<{
      data: { records: unknown[]; accounts: number; newsletter: boolean; outboxMails: number };
    }>('/api/staff/people/search', who, token);
    expect(found.body.data.records).toHaveLength(submissionCases.length + 1);

    // The outbox writes each of her mails (her confirmations, the notices about her) as a file, then
    // records it sent: an erasure waits for no mail, it refuses while one is being sent.
    await until(async () => {
      const held = await call<{ mails: { status: string }[] }>(
        '/api/staff/people/export',
        { ...who, format: 'json' },
        token,
      );
      return held.body.mails.length > 0 && held.body.mails.every((mail) => mail.status === 'sent');
    }, 50);
    const outbox = join(dataDir, 'outbox');
    const emlFiles = async () => (await readdir(outbox)).filter((name) => name.endsWith('.eml'));
    // Every mail of this server is hers or about her.
    expect(await emlFiles()).toHaveLength(found.body.data.outboxMails);

    const { data } = found.body;
    const expected = data.records.length + data.accounts + (data.newsletter ? 1 : 0);
    const started = performance.now();
    const erased = await call<{ data: { files: number; dataFolderCleared: boolean } }>(
      '/api/staff/people/erase',
      { ...who, expected },
      token,
    );
    const erasingMs = Math.round(performance.now() - started);
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect(erased.body.data).toMatchObject({
      files: data.outboxMails,
      dataFolderCleared: testDriver === 'pglite',
    });
    expect(await emlFiles()).toEqual([]);
    await stopServer(server);
    const left = await filesHoldingHer(dataDir);
    console.info(
      `erasure (${testDriver}): ${left.length} files under DATA_DIR hold her after the erasure (${erasingMs} ms)`,
    );
    expect(left).toEqual([]);
  });
});
