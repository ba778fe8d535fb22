import { defineProject } from 'vitest/config';

/** Pure logic (tokens, contrast, helpers) in Node. */
export default defineProject({
  test: {
    name: 'ui-unit',
    include: ['src/**/*.unit.test.ts', 'scripts/**/*.unit.test.ts'],
    environment: 'node',
  },
});
