import { defineProject } from 'vitest/config';
import { workspaceAliases } from '../tests/support/workspace-aliases.ts';

/** The site's pure logic in Node: its content modules, read as data. */
export default defineProject({
  resolve: { alias: workspaceAliases },
  test: {
    name: 'site-unit',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
