import { once } from 'node:events';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MailJob } from './jobs.js';
import { createWorkerMailer } from './worker-mailer.js';

let outboxDir: string;

beforeEach(async () => {
  outboxDir = await mkdtemp(join(tmpdir(), 'api-worker-outbox-'));
});

afterEach(async () => {
  await rm(outboxDir, { recursive: true, force: true });
});

/** A port nothing listens on: bound once, then closed. */
async function closedPort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

const templates = { publicUrl: 'https://inclusion.example', foundationEmail: 'staff@example.org' };
const createdAt = new Date('2026-11-21T10:00:00.000Z');
const record = {
  reference: 'CON-20261121-7F3K9Q',
  fullName: 'Asha Verma',
  email: 'asha@example.org',
  mobile: '9876543210',
  message: 'Please call me about volunteering.',
};
const jobs: MailJob[] = [
  { id: 'a1', createdAt, template: 'confirmation', submissionKind: 'contact', record },
  { id: 'a2', createdAt, template: 'notice', submissionKind: 'contact', record },
  {
    id: 'a3',
    createdAt,
    template: 'composed',
    message: { to: 'ravi@example.org', subject: 'Reset your password', text: 'A link.' },
  },
];

describe('the worker mailer', () => {
  it('composes each job in the worker thread and writes it to the outbox', async () => {
    const mailer = createWorkerMailer({ outboxDir, from: 'noreply@foundation.example', templates });
    const results = await mailer.deliver(jobs);
    await mailer.close?.();
    expect(results.sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      { id: 'a1' },
      { id: 'a2' },
      { id: 'a3' },
    ]);

    const files = (await readdir(outboxDir)).filter((name) => name.endsWith('.eml'));
    expect(files.sort()).toEqual(['a1', 'a2', 'a3'].map((id) => `2026-11-21T10-00-00-000Z-${id}.eml`));
    // Bodies are quoted-printable: soft line breaks removed, so words read whole.
    const emls = (await Promise.all(files.map((file) => readFile(join(outboxDir, file), 'utf8')))).map(
      (eml) => eml.replace(/=\r\n/g, ''),
    );
    const to = (address: string) => emls.find((eml) => new RegExp(`^To: ${address}\r$`, 'm').test(eml)) ?? '';
    const confirmation = to('asha@example.org');
    expect(confirmation).toContain('Subject: We received your message (CON-20261121-7F3K9Q)');
    // The sender's own words go to the foundation only.
    expect(confirmation).not.toContain('Please call me');
    expect(to('staff@example.org')).toContain('Please call me');
  });

  it('reports each job failed, without rejecting, when SMTP cannot be reached; and after close', async () => {
    const port = await closedPort();
    const mailer = createWorkerMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      outboxDir,
      from: 'noreply@foundation.example',
      templates,
    });
    const results = await mailer.deliver(jobs.slice(0, 2));
    expect(results).toHaveLength(2);
    for (const result of results) expect(result.error).toMatch(/ECONNREFUSED/);
    await mailer.close?.();
    const after = await mailer.deliver(jobs.slice(2));
    expect(after).toEqual([{ id: 'a3', error: 'the mailer is closed' }]);
  });
});
