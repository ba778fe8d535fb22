import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailer, maskAddress } from './mailer.js';
import type { MailTransport } from './types.js';

let outboxDir: string;

beforeEach(async () => {
  outboxDir = await mkdtemp(join(tmpdir(), 'api-outbox-'));
});

afterEach(async () => {
  await rm(outboxDir, { recursive: true, force: true });
});

/** Splits an .eml file into unfolded headers and body. */
function parseEml(eml: string) {
  const [head = '', ...rest] = eml.split('\r\n\r\n');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: rest.join('\r\n\r\n') };
}

const message = {
  to: 'asha@example.org',
  subject: 'We received your message (CON-20261121-7F3K9Q)',
  text: 'Thank you for writing to us. Your reference is CON-20261121-7F3K9Q.',
  html: '<p>Thank you for writing to us.</p>',
};
const createdAt = new Date('2026-11-21T10:00:00.000Z');
const id = '0f8e4c8a-7b1d-4c2e-9a3f-5d6e7f809a1b';

const emlFiles = async (dir: string) => (await readdir(dir)).filter((name) => name.endsWith('.eml')).sort();

describe('the file outbox', () => {
  it('writes each mail as a readable, owner-only .eml file named after its time and outbox id', async () => {
    const mailer = createMailer({ outboxDir, from: 'Foundation <noreply@foundation.example>' });
    await mailer.deliver({ id, createdAt, message });
    mailer.close();

    const files = await emlFiles(outboxDir);
    expect(files).toEqual([`2026-11-21T10-00-00-000Z-${id}.eml`]);
    const { headers, body } = parseEml(await readFile(join(outboxDir, files[0] ?? ''), 'utf8'));
    expect(headers.get('to')).toBe('asha@example.org');
    expect(headers.get('from')).toBe('Foundation <noreply@foundation.example>');
    expect(headers.get('message-id')).toBe(`<${id}@foundation.example>`);
    expect(headers.get('mime-version')).toBe('1.0');
    expect(headers.get('content-type')).toMatch(/^multipart\/alternative/);
    expect(body).toContain('Your reference is CON-20261121-7F3K9Q.');
    expect(body).toContain('<p>Thank you for writing to us.</p>');
    expect((await stat(join(outboxDir, files[0] ?? ''))).mode & 0o077).toBe(0);
  });

  it('writes a mail delivered twice (tried again after its server died) once', async () => {
    const mailer = createMailer({ outboxDir, from: 'noreply@foundation.example' });
    await mailer.deliver({ id, createdAt, message });
    await mailer.deliver({ id, createdAt, message });
    await Promise.all([1, 2, 3].map(() => mailer.deliver({ id: `${id.slice(0, -1)}c`, createdAt, message })));
    mailer.close();
    expect(await emlFiles(outboxDir)).toHaveLength(2);
    // No partial file is left behind.
    expect(await readdir(join(outboxDir, '.partial'))).toEqual([]);
  });

  it('creates the outbox folder when it is missing', async () => {
    const nested = join(outboxDir, 'mail', 'outbox');
    const mailer = createMailer({ outboxDir: nested, from: 'noreply@foundation.example' });
    await mailer.deliver({
      id,
      createdAt,
      message: { to: 'ravi@example.org', subject: 'Plain', text: 'Only text.' },
    });
    mailer.close();
    const [file] = await emlFiles(nested);
    const { headers, body } = parseEml(await readFile(join(nested, file ?? ''), 'utf8'));
    expect(headers.get('content-type')).toMatch(/^text\/plain/);
    expect(body.trim()).toBe('Only text.');
  });
});

describe('deliver', () => {
  it('rejects with the cause, its addresses masked, when the transport throws', async () => {
    const transport: MailTransport = {
      sendMail: () => {
        throw new Error('SMTP down: 550 <asha@example.org> rejected');
      },
    };
    const mailer = createMailer({ outboxDir, from: 'noreply@foundation.example', transport });
    await expect(mailer.deliver({ id, createdAt, message })).rejects.toThrow(
      'SMTP down: 550 <a***@example.org> rejected',
    );
  });
});

describe('maskAddress', () => {
  it('keeps the first letter and the domain only', () => {
    expect(maskAddress('asha.rao@example.org')).toBe('a***@example.org');
    expect(maskAddress('not-an-address')).toBe('***');
  });
});
