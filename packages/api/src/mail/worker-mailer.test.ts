import { once } from 'node:events';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MailLogger } from './types.js';
import { createWorkerMailer } from './worker-mailer.js';

let outboxDir: string;

beforeEach(async () => {
  outboxDir = await mkdtemp(join(tmpdir(), 'api-worker-outbox-'));
});

afterEach(async () => {
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

/** A port nothing listens on: bound once, then closed. */
async function closedPort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

const message = {
  to: 'asha@example.org',
  subject: 'We received your message (CON-20261121-7F3K9Q)',
  text: 'Thank you for writing to us. Your reference is CON-20261121-7F3K9Q.',
  html: '<p>Thank you for writing to us.</p>',
};

describe('the worker mailer', () => {
  it('writes the .eml files to the outbox and logs through the given logger', async () => {
    const { logger, lines } = recordingLogger();
    const mailer = createWorkerMailer({ outboxDir, from: 'Foundation <noreply@foundation.example>', logger });
    await expect(mailer.send(message)).resolves.toBeUndefined();
    await expect(mailer.send({ ...message, subject: 'Second mail' })).resolves.toBeUndefined();
    expect(mailer.pending()).toBe(0);
    await mailer.close();

    const files = await readdir(outboxDir);
    expect(files).toHaveLength(2);
    const emls = await Promise.all(files.map((file) => readFile(join(outboxDir, file), 'utf8')));
    const first = emls.find((eml) => eml.includes(`Subject: ${message.subject}`));
    expect(first).toContain('From: Foundation <noreply@foundation.example>');
    expect(first).toContain('To: asha@example.org');
    expect(first).toContain('Your reference is CON-20261121-7F3K9Q.');
    expect(lines.map((line) => `${line.level} ${line.message}`)).toEqual([
      'info mail sent',
      'info mail sent',
    ]);
    expect(lines[0]?.details).toMatchObject({ to: 'a***@example.org', try: 1 });
  });

  it('close waits for the sends under way; later sends resolve without a mail', async () => {
    const { logger, lines } = recordingLogger();
    const mailer = createWorkerMailer({ outboxDir, from: 'noreply@foundation.example', logger });
    const sends = [1, 2, 3].map((n) => mailer.send({ ...message, subject: `Mail ${n}` }));
    await mailer.close();
    await Promise.all(sends);
    expect(await readdir(outboxDir)).toHaveLength(3);

    await expect(mailer.send(message)).resolves.toBeUndefined();
    await expect(mailer.flush()).resolves.toBeUndefined();
    await expect(mailer.close()).resolves.toBeUndefined();
    expect(await readdir(outboxDir)).toHaveLength(3);
    expect(lines.at(-1)).toMatchObject({ level: 'error', message: 'mailer closed; mail not sent' });
  });

  it('never rejects when SMTP cannot be reached; queues, retries on flush, drops on close', async () => {
    const { logger, lines } = recordingLogger();
    const mailer = createWorkerMailer({
      smtpUrl: `smtp://127.0.0.1:${await closedPort()}`,
      outboxDir,
      from: 'noreply@foundation.example',
      logger,
      retryDelaysMs: [60_000, 60_000],
    });
    await expect(mailer.send(message)).resolves.toBeUndefined();
    expect(mailer.pending()).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'warn',
      message: 'mail not sent; will retry',
      details: { try: 1 },
    });
    expect(JSON.stringify(lines[0])).toMatch(/ECONNREFUSED/);

    await mailer.flush();
    expect(mailer.pending()).toBe(1);
    expect(lines.at(-1)).toMatchObject({ level: 'warn', details: { try: 2 } });

    await mailer.close();
    expect(mailer.pending()).toBe(0);
    expect(lines.at(-1)).toMatchObject({ level: 'error', details: { count: 1 } });
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain('Thank you for writing');
    expect(logged).not.toContain('asha@example.org');
    expect(await readdir(outboxDir)).toHaveLength(0);
  });

  it('retries on its own timers in the worker, then gives up', async () => {
    const { logger, lines } = recordingLogger();
    const mailer = createWorkerMailer({
      smtpUrl: `smtp://127.0.0.1:${await closedPort()}`,
      outboxDir,
      from: 'noreply@foundation.example',
      logger,
      retryDelaysMs: [20, 20],
    });
    await mailer.send(message);
    for (const started = Date.now(); mailer.pending() > 0 && Date.now() - started < 10_000;) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(mailer.pending()).toBe(0);
    expect(lines.map((line) => `${line.level} ${line.message}`)).toEqual([
      'warn mail not sent; will retry',
      'warn mail not sent; will retry',
      'error mail not sent; giving up',
    ]);
    await mailer.close();
  });
});

describe('mails handed over in one turn', () => {
  it('all reach the outbox, and one that cannot be cloned is logged without holding back the rest', async () => {
    const { logger, lines } = recordingLogger();
    const mailer = createWorkerMailer({ outboxDir, from: 'Foundation <noreply@foundation.example>', logger });
    const subjects = Array.from({ length: 12 }, (_, index) => `Mail ${index + 1}`);
    const uncloneable = { ...message, subject: 'Not plain', text: (() => 'a function') as unknown as string };
    await Promise.all([
      ...subjects.map((subject) => mailer.send({ ...message, subject })),
      mailer.send(uncloneable),
    ]);
    await mailer.close();

    const emls = await Promise.all(
      (await readdir(outboxDir)).map((file) => readFile(join(outboxDir, file), 'utf8')),
    );
    expect(emls).toHaveLength(subjects.length);
    for (const subject of subjects)
      expect(emls.some((eml) => eml.includes(`Subject: ${subject}\r\n`))).toBe(true);
    expect(lines.filter((line) => line.level === 'error').map((line) => line.message)).toEqual([
      'mail not sent',
    ]);
  });
});
