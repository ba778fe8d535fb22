import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that take a minute or more on the 2-core build machine while the other suites run (figures of
 * a fresh-clone `pnpm test`). Vitest's own order runs the projects by name, so the workspace project's
 * two came last and the run ended waiting a minute on them alone; started first, they overlap the rest.
 */
const slowestFiles = [
  'packages/api/test/data-dir.test.ts', // 175 s
  'packages/api/test/admin-account.test.ts', // 121 s
  'packages/api/test/durability.test.ts', // 105 s
  'tests/stories-ssr/stories-ssr.test.ts', // 61 s
  'tests/ui-package/pack.test.ts', // 37–110 s
];

/** Vitest's order, with the slowest files first (in the order listed). */
class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = slowestFiles.findIndex((path) => file.moduleId.endsWith(path));
      return index < 0 ? slowestFiles.length : index;
    };
    return sorted
      .map((file, index) => ({ file, index }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.index - b.index)
      .map(({ file }) => file);
  }
}

/** One file per project: Vitest ignores `projects` nested inside a listed project. */
export default defineConfig({
  test: {
    // Two test files at a time (Vitest's default on two cores is one): most of them wait on a browser,
    // a database or a server rather than on the processor.
    maxWorkers: 2,
    sequence: { sequencer: SlowestFirst },
    projects: [
      'packages/ui/vitest.unit.config.ts',
      'packages/ui/vitest.config.ts',
      '.storybook/vitest.config.ts',
      '.storybook/vitest.self-check.config.ts',
      'packages/forms/vitest.config.ts',
      'packages/forms/vitest.browser.config.ts',
      'packages/api/vitest.config.ts',
      'packages/api/vitest.postgres.config.ts',
      'site/vitest.config.ts',
      'tests/vitest.config.ts',
    ],
  },
});
