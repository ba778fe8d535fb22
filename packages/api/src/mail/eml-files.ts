import { randomBytes } from 'node:crypto';
import { link, mkdir, readdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport, type SendMailOptions } from 'nodemailer';
import type { MailTransport } from './types.js';

/** A file name that sorts by time: 2026-11-21T10-00-00-000Z-<id>.eml */
export function emlName(date: Date, id: string): string {
  return `${date.toISOString().replace(/[:.]/g, '-')}-${id}.eml`;
}

/** The local part of `<id@domain>`, the Message-ID the mailer gives every queued mail; random without one. */
function idOf(mail: SendMailOptions): string {
  const match = /^<([\w-]{1,64})@/.exec(typeof mail.messageId === 'string' ? mail.messageId : '');
  return match?.[1] ?? randomBytes(8).toString('hex');
}

function dateOf(mail: SendMailOptions): Date {
  const date = mail.date instanceof Date ? mail.date : new Date(mail.date ?? Date.now());
  return Number.isNaN(date.getTime()) ? new Date() : date;
}

/**
 * Writes each mail as an RFC 822 `.eml` file into `outboxDir` instead of sending it, for
 * development and for servers without SMTP. The files can hold reset links, so only the owner may read
 * them. A queued mail's file is named after its Message-ID (its outbox id) and appears whole or not at
 * all (written aside, then linked in): a mail tried again after its server died finds its file already
 * there and is not written twice, so each queued mail lands exactly once.
 */
export function createOutboxTransport(outboxDir: string): MailTransport {
  const composer = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const partDir = join(outboxDir, '.partial');
  return {
    async sendMail(mail) {
      const id = idOf(mail);
      const info = await composer.sendMail(mail);
      if (!Buffer.isBuffer(info.message)) throw new Error('The mail composer did not return the message');
      await mkdir(partDir, { recursive: true, mode: 0o700 });
      const part = join(partDir, `${id}-${randomBytes(4).toString('hex')}`);
      const file = join(outboxDir, emlName(dateOf(mail), id));
      await writeFile(part, info.message, { flag: 'wx', mode: 0o600 });
      try {
        await link(part, file);
      } catch (error) {
        // Already there: an earlier try wrote it before its server died.
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      } finally {
        await unlink(part).catch(() => undefined);
      }
      return { file };
    },
    close() {
      composer.close();
    },
  };
}

/**
 * Deletes the files of these queued mails (their outbox ids), and any part of one still being
 * written: an erasure deletes the person's mails from the table, and their files go with them. A
 * file is found by the id in its name, never by reading what it holds. Answers how many it deleted.
 */
export async function deleteMailFiles(outboxDir: string, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const wanted = new Set(ids);
  // emlName's `<time>-<id>.eml`, and the part file's `<id>-<8 hex digits>`.
  const idOfFile = (name: string) => /^[\dTZ-]{24}-(.+)\.eml$/.exec(name)?.[1];
  const idOfPart = (name: string) => /^(.+)-[0-9a-f]{8}$/.exec(name)?.[1];
  let deleted = 0;
  const remove = async (dir: string, idOf: (name: string) => string | undefined, count: boolean) => {
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names) {
      const id = idOf(name);
      if (!id || !wanted.has(id)) continue;
      try {
        await unlink(join(dir, name));
        if (count) deleted += 1;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  };
  await remove(outboxDir, idOfFile, true);
  await remove(join(outboxDir, '.partial'), idOfPart, false);
  return deleted;
}
