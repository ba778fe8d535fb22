import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { TestProject } from 'vitest/node';
import { pgliteExtensions } from '../../src/db/client.js';
import { migratePglite } from '../../src/db/migrate.js';
import { startAnswerTally } from './answer-tally.js';
import { buildServer } from './server-build.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated PGlite database: each test file of api-pglite starts its own from it. */
    pgliteDump: string;
    /** A migrated PGlite folder: a server child's data folder starts as a copy of it (database.ts). */
    pgliteTemplateDir: string;
  }
}

/** A migrated PGlite folder in `dir`, and a dump of it. */
async function migratedTemplate(dir: string): Promise<{ folder: string; dump: string }> {
  const folder = join(dir, 'pglite');
  const client = await PGlite.create({ ...pgliteExtensions, dataDir: folder });
  await migratePglite(drizzle({ client }));
  const dump = join(dir, 'migrated.tar');
  await writeFile(dump, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
  return { folder, dump };
}

/**
 * Creating and migrating a PGlite database runs its initdb, seconds of processor time; loading a dump
 * of one, or copying its folder, takes a fraction of that. So it is done once, in a folder: test
 * files load its dump into memory, server children get a copy of the folder. Each still gets its own.
 */
export default async function setup(project: TestProject) {
  const started = performance.now();
  const dir = await mkdtemp(join(tmpdir(), 'api-pglite-'));
  const [server, template] = await Promise.allSettled([buildServer(), migratedTemplate(dir)]);
  if (server.status === 'rejected' || template.status === 'rejected') {
    if (server.status === 'fulfilled') await server.value.remove();
    await rm(dir, { recursive: true, force: true });
    throw server.status === 'rejected' ? server.reason : (template as PromiseRejectedResult).reason;
  }
  console.log(`PGlite template migrated and server built in ${Math.round(performance.now() - started)} ms`);
  project.provide('pgliteDump', template.value.dump);
  project.provide('pgliteTemplateDir', template.value.folder);
  project.provide('serverEntry', server.value.entry);
  const printTally = await startAnswerTally(project);
  return async () => {
    await printTally();
    await server.value.remove();
    await rm(dir, { recursive: true, force: true });
  };
}
