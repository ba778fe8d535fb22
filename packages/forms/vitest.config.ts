import { defineProject } from 'vitest/config';
import { workspaceAliases } from '../../tests/support/workspace-aliases.ts';

/** Schemas, messages and the API client, in Node (the client against a real HTTP server). */
export default defineProject({
  resolve: { alias: workspaceAliases },
  test: {
    name: 'forms-unit',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
