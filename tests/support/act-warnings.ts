import { afterEach, beforeEach, expect } from 'vitest';

/**
 * Fails the browser test during which React warned that an update was "not wrapped in act(...)". The
 * warning means a state update landed after the test had stopped waiting for it: the assertions that
 * follow may read the screen before or after it, depending on timing. The warning used to be printed and
 * the test passed; now the test that caused it says so. A test that replaces console.error itself (to
 * keep an expected error quiet) does so on top of this, and its own expectation decides.
 */
const actWarnings: string[] = [];
const printError = console.error.bind(console);

console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('not wrapped in act(')) {
    actWarnings.push(args.map(String).join(' ').split('\n')[0] ?? '');
  }
  printError(...args);
};

beforeEach(() => {
  actWarnings.length = 0;
});

afterEach(() => {
  expect(actWarnings, 'React updated the screen outside act(): wait for the update inside the act').toEqual(
    [],
  );
});
