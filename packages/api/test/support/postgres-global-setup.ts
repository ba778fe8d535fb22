import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.js';
import { startCluster, type Cluster } from './postgres-cluster.js';
import { startAnswerTally } from './answer-tally.js';
import { buildServer } from './server-build.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The throwaway cluster of the api-postgres project; each test file creates its own database there. */
    postgresUrl: string;
    /** A migrated database of that cluster, which test files copy (database.ts). */
    postgresTemplate: string;
  }
}

/**
 * The cluster, with a migrated database to copy: `create database … template` copies its files, a
 * fraction of the time the migrations take on each new database.
 */
async function migratedCluster(): Promise<{ cluster: Cluster; template: string }> {
  const cluster = await startCluster();
  try {
    const template = 'api_migrated';
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    await client.query(`create database ${template}`).finally(() => client.end());
    const url = new URL(cluster.url);
    url.pathname = `/${template}`;
    // Closed once migrated: PostgreSQL copies a database only while nobody is connected to it.
    const database = await openDatabase({ databaseUrl: url.toString() });
    await database.migrate().finally(() => database.close());
    return { cluster, template };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

export default async function setup(project: TestProject) {
  const started = performance.now();
  const [postgres, server] = await Promise.allSettled([migratedCluster(), buildServer()]);
  if (postgres.status === 'rejected' || server.status === 'rejected') {
    if (postgres.status === 'fulfilled') await postgres.value.cluster.stop();
    if (server.status === 'fulfilled') await server.value.remove();
    throw postgres.status === 'rejected' ? postgres.reason : (server as PromiseRejectedResult).reason;
  }
  console.log(
    `PostgreSQL test cluster migrated and server built in ${Math.round(performance.now() - started)} ms`,
  );
  project.provide('postgresUrl', postgres.value.cluster.url);
  project.provide('postgresTemplate', postgres.value.template);
  project.provide('serverEntry', server.value.entry);
  const printTally = await startAnswerTally(project);
  return async () => {
    await printTally();
    await server.value.remove();
    await postgres.value.cluster.stop();
  };
}
