import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { dataDir } from '../playwright.config.js';

/** The text of an .eml file with quoted-printable soft line breaks and `=XX` escapes undone. */
const decoded = (eml: string) =>
  eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * The newest link to `path` (e.g. '/verify-email') in a mail the server wrote to its outbox for
 * `to`, waiting for the mail worker to write it.
 */
export async function linkMailedTo(to: string, path: string): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  const pattern = new RegExp(`https?://[^\\s"<>]+${path.replace(/[/-]/g, '\\$&')}\\?token=[\\w-]+`, 'g');
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
        for (const file of files.sort().reverse()) {
          const text = decoded(await readFile(join(outbox, file), 'utf8'));
          if (!new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}\\s*$`, 'mi').test(text)) continue;
          link = text.match(pattern)?.[0];
          if (link) return link;
        }
        return undefined;
      },
      { message: `a mail to ${to} with a ${path} link` },
    )
    .toBeDefined();
  return link ?? '';
}
