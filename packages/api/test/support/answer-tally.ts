import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where each test worker writes how many answers it checked against the OpenAPI document. */
    answerTallyDir: string;
  }
}

/**
 * A folder for the workers' counts of answers checked against /api/openapi.json
 * (openapi-answers-check.ts), and the teardown that prints their sum once for the project.
 */
export async function startAnswerTally(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'api-answers-'));
  project.provide('answerTallyDir', dir);
  return async () => {
    const files = await readdir(dir);
    const counts = await Promise.all(
      files.map(async (file) => Number(await readFile(join(dir, file), 'utf8'))),
    );
    const total = counts.reduce((sum, count) => sum + count, 0);
    console.log(
      `${project.name}: ${total} answers matched the OpenAPI document (status, content type, body)`,
    );
    await rm(dir, { recursive: true, force: true });
  };
}
