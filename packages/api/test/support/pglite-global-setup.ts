import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { TestProject } from 'vitest/node';
import { migratePglite } from '../../src/db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated PGlite database: each test file of api-pglite starts its own from it. */
    pgliteDump: string;
  }
}

/**
 * Creating and migrating a PGlite database takes seconds; loading a dump of one takes a fraction
 * of that. Each test file still gets its own instance.
 */
export default async function setup(project: TestProject) {
  const started = performance.now();
  const client = await PGlite.create();
  await migratePglite(drizzle({ client }));
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = await mkdtemp(join(tmpdir(), 'api-pglite-'));
  const file = join(dir, 'migrated.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  console.log(`PGlite template created and migrated in ${Math.round(performance.now() - started)} ms`);
  project.provide('pgliteDump', file);
  return () => rm(dir, { recursive: true, force: true });
}
