import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SendMailOptions } from 'nodemailer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMailer, maskAddress } from './mailer.js';
import type { MailLogger, MailTransport } from './types.js';

let outboxDir: string;

beforeEach(async () => {
  outboxDir = await mkdtemp(join(tmpdir(), 'api-outbox-'));
});

afterEach(async () => {
  vi.useRealTimers();
  await rm(outboxDir, { recursive: true, force: true });
});

function recordingLogger() {
  const lines: { level: string; details: object; message: string }[] = [];
  const logger: MailLogger = {
    info: (details, message) => lines.push({ level: 'info', details, message }),
    warn: (details, message) => lines.push({ level: 'warn', details, message }),
    error: (details, message) => lines.push({ level: 'error', details, message }),
  };
  return { logger, lines };
}

/** A transport that throws for its first `failures` calls, then accepts. */
function flakyTransport(failures: number) {
  const delivered: SendMailOptions[] = [];
  let calls = 0;
  const transport: MailTransport = {
    sendMail: async (mail) => {
      calls += 1;
      if (calls <= failures) throw new Error(`connection refused (${calls})`);
      delivered.push(mail);
      return {};
    },
  };
  return { transport, delivered, calls: () => calls };
}

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

describe('the outbox', () => {
  it('writes each mail as a readable .eml file', async () => {
    const mailer = createMailer({ outboxDir, from: 'Foundation <noreply@foundation.example>' });
    await mailer.send(message);
    await mailer.send({ ...message, subject: 'Second mail' });
    await mailer.close();

    const files = (await readdir(outboxDir)).sort();
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-[0-9a-f]{8}\.eml$/);

    const emls = await Promise.all(files.map((file) => readFile(join(outboxDir, file), 'utf8')));
    const first = emls.map(parseEml).find(({ headers }) => headers.get('subject') === message.subject);
    expect(first).toBeDefined();
    expect(first?.headers.get('to')).toBe('asha@example.org');
    expect(first?.headers.get('from')).toBe('Foundation <noreply@foundation.example>');
    expect(first?.headers.get('message-id')).toMatch(/^<.+@.+>$/);
    expect(first?.headers.get('mime-version')).toBe('1.0');
    expect(first?.headers.get('content-type')).toMatch(/^multipart\/alternative/);
    expect(first?.body).toContain('Your reference is CON-20261121-7F3K9Q.');
    expect(first?.body).toContain('<p>Thank you for writing to us.</p>');
    for (const file of files) expect((await stat(join(outboxDir, file))).mode & 0o077).toBe(0);
  });

  it('creates the outbox folder when it is missing', async () => {
    const nested = join(outboxDir, 'mail', 'outbox');
    const mailer = createMailer({ outboxDir: nested, from: 'noreply@foundation.example' });
    await mailer.send({ to: 'ravi@example.org', subject: 'Plain', text: 'Only text.' });
    await mailer.close();
    const [file] = await readdir(nested);
    const { headers, body } = parseEml(await readFile(join(nested, file ?? ''), 'utf8'));
    expect(headers.get('content-type')).toMatch(/^text\/plain/);
    expect(body.trim()).toBe('Only text.');
  });
});

describe('send', () => {
  it('resolves and logs, without the body, when the transport throws', async () => {
    const { logger, lines } = recordingLogger();
    const transport: MailTransport = {
      sendMail: () => {
        throw new Error('SMTP down: 550 <asha@example.org> rejected');
      },
    };
    const mailer = createMailer({ outboxDir, from: 'noreply@foundation.example', logger, transport });
    await expect(mailer.send(message)).resolves.toBeUndefined();
    expect(mailer.pending()).toBe(1);
    const logged = JSON.stringify(lines);
    expect(logged).toContain('SMTP down');
    expect(logged).not.toContain('Thank you for writing');
    expect(logged).not.toContain('asha@example.org');
    expect(logged).toContain('SMTP down: 550 <a***@example.org> rejected');
    await mailer.close();
  });

  it('resolves even when the logger throws', async () => {
    const throwing = () => {
      throw new Error('logger broken');
    };
    const mailer = createMailer({
      outboxDir,
      from: 'noreply@foundation.example',
      logger: { info: throwing, warn: throwing, error: throwing },
      transport: flakyTransport(1).transport,
    });
    await expect(mailer.send(message)).resolves.toBeUndefined();
    await mailer.close();
  });

  it('retries with backoff and delivers once the transport recovers', async () => {
    vi.useFakeTimers();
    const { logger, lines } = recordingLogger();
    const flaky = flakyTransport(2);
    const mailer = createMailer({
      outboxDir,
      from: 'noreply@foundation.example',
      logger,
      transport: flaky.transport,
    });

    await mailer.send(message);
    expect(flaky.calls()).toBe(1);
    expect(mailer.pending()).toBe(1);

    await vi.advanceTimersByTimeAsync(59_000);
    expect(flaky.calls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(flaky.calls()).toBe(2);
    expect(mailer.pending()).toBe(1);

    await vi.advanceTimersByTimeAsync(4 * 60_000);
    expect(flaky.calls()).toBe(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(flaky.calls()).toBe(3);
    expect(mailer.pending()).toBe(0);
    expect(flaky.delivered).toHaveLength(1);
    expect(flaky.delivered[0]).toMatchObject({ from: 'noreply@foundation.example', ...message });
    expect(lines.map((line) => `${line.level} ${line.message}`)).toEqual([
      'warn mail not sent; will retry',
      'warn mail not sent; will retry',
      'info mail sent',
    ]);
    await mailer.close();
  });

  it('gives up after five tries', async () => {
    vi.useFakeTimers();
    const { logger, lines } = recordingLogger();
    const flaky = flakyTransport(100);
    const mailer = createMailer({
      outboxDir,
      from: 'noreply@foundation.example',
      logger,
      transport: flaky.transport,
    });
    await mailer.send(message);
    await vi.advanceTimersByTimeAsync(24 * 60 * 60_000);
    expect(flaky.calls()).toBe(5);
    expect(mailer.pending()).toBe(0);
    expect(lines.at(-1)).toMatchObject({ level: 'error', message: 'mail not sent; giving up' });
    await mailer.close();
  });

  it('uses an injected scheduler and retry delays', async () => {
    const scheduled: { callback: () => void; ms: number }[] = [];
    const flaky = flakyTransport(1);
    const mailer = createMailer({
      outboxDir,
      from: 'noreply@foundation.example',
      logger: recordingLogger().logger,
      transport: flaky.transport,
      retryDelaysMs: [10],
      scheduler: {
        setTimeout: (callback, ms) => scheduled.push({ callback, ms }),
        clearTimeout: () => undefined,
      },
    });
    await mailer.send(message);
    expect(scheduled.map((entry) => entry.ms)).toEqual([10]);
    scheduled[0]?.callback();
    await mailer.flush();
    expect(flaky.delivered).toHaveLength(1);
    expect(mailer.pending()).toBe(0);
  });
});

describe('flush and close', () => {
  it('flush retries queued mails at once', async () => {
    vi.useFakeTimers();
    const flaky = flakyTransport(1);
    const mailer = createMailer({
      outboxDir,
      from: 'noreply@foundation.example',
      logger: recordingLogger().logger,
      transport: flaky.transport,
    });
    await mailer.send(message);
    expect(mailer.pending()).toBe(1);
    await mailer.flush();
    expect(flaky.delivered).toHaveLength(1);
    expect(mailer.pending()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    await mailer.close();
  });

  it('close stops retries, drops the queue and closes the transport', async () => {
    vi.useFakeTimers();
    const { logger, lines } = recordingLogger();
    const flaky = flakyTransport(1);
    const close = vi.fn();
    const mailer = createMailer({
      outboxDir,
      from: 'noreply@foundation.example',
      logger,
      transport: { ...flaky.transport, close },
    });
    await mailer.send(message);
    expect(mailer.pending()).toBe(1);
    await mailer.close();
    expect(close).toHaveBeenCalledOnce();
    expect(mailer.pending()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(flaky.calls()).toBe(1);
    expect(lines.at(-1)).toMatchObject({ level: 'error', details: { count: 1 } });

    await expect(mailer.send(message)).resolves.toBeUndefined();
    expect(flaky.calls()).toBe(1);
  });
});

describe('maskAddress', () => {
  it('keeps the first letter and the domain only', () => {
    expect(maskAddress('asha.verma@example.org')).toBe('a***@example.org');
    expect(maskAddress('not an address')).toBe('***');
  });
});
