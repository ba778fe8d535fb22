import type { TestProject } from 'vitest/node';
import { startCluster } from './postgres-cluster.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The throwaway cluster of the api-postgres project; each test file creates its own database there. */
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const started = performance.now();
  const cluster = await startCluster();
  console.log(`PostgreSQL test cluster ready in ${Math.round(performance.now() - started)} ms`);
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
