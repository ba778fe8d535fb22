import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { MailTransport } from './types.js';

/** A file name that sorts by time: 2026-11-21T10-00-00-000Z-1a2b3c4d.eml */
function emlName(now: Date): string {
  return `${now.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
}

/**
 * Writes each mail as an RFC 822 `.eml` file into `outboxDir` instead of sending it, for
 * development and for servers without SMTP. The files can hold reset links, so only the owner may read them.
 */
export function createOutboxTransport(outboxDir: string): MailTransport {
  const composer = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async sendMail(mail) {
      const info = await composer.sendMail(mail);
      if (!Buffer.isBuffer(info.message)) throw new Error('The mail composer did not return the message');
      await mkdir(outboxDir, { recursive: true });
      const file = join(outboxDir, emlName(new Date()));
      await writeFile(file, info.message, { flag: 'wx', mode: 0o600 });
      return { file };
    },
    close() {
      composer.close();
    },
  };
}
