import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyReply } from 'fastify';
import type { App } from '../types.js';

/** The staff inbox's build, in the workspace beside this package (the same depth from src/ and dist/). */
export const defaultStaffDir = fileURLToPath(new URL('../../../../staff/dist', import.meta.url));

/** The address the staff inbox is served under. */
export const staffBase = '/staff';

/**
 * The file under the inbox's build that a path below /staff names, relative to the build: its
 * `assets/…` files and `index.html`. Undefined for any other path, which the inbox's page answers.
 */
export function staffFileOf(url: string): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(url.split('?')[0] ?? '');
  } catch {
    return undefined;
  }
  const rest = path.slice(staffBase.length).replace(/^\/+/, '');
  // Vite's file names: letters, digits, '-', '_' and dots, never a leading dot or '..'.
  return /^(index\.html|assets\/[\w-]+(\.[\w-]+)+)$/.test(rest) ? rest : undefined;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** Sends a file of the inbox's build; `@fastify/static` must be registered (with `serve: false`). */
export type SendStaffFile = (reply: FastifyReply, file: string, root: string) => FastifyReply;

/**
 * Serves the staff inbox, a build of its own (staff/), at /staff: its hashed assets with a long
 * cache, and its page for every other address under /staff, so a bookmarked list or a mailed
 * invitation link (/staff/accept-invite#token=…) loads. False when the inbox is not built.
 */
export async function installStaffApp(app: App, staffDir: string, send: SendStaffFile): Promise<boolean> {
  if (!(await isFile(join(staffDir, 'index.html')))) {
    app.log.warn({ staffDir }, 'no built staff inbox found; /staff is not served');
    return false;
  }
  const answer = async (url: string, reply: FastifyReply) => {
    const file = staffFileOf(url);
    if (file && (await isFile(join(staffDir, file)))) return send(reply, file, staffDir);
    // An unknown asset is a 404, not the page: a script must never be answered with HTML.
    if (file?.startsWith('assets/')) return reply.callNotFound();
    return send(reply, 'index.html', staffDir);
  };
  app.get(staffBase, (request, reply) => answer(request.url, reply));
  app.get(`${staffBase}/*`, (request, reply) => answer(request.url, reply));
  return true;
}
