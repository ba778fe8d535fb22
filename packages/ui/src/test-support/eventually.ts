/**
 * Runs `check` once a frame until it no longer throws, then returns what it returned. It waits for a
 * state, with no time limit of its own: a slow machine makes it slower, never makes it fail, and a
 * state that never comes is caught by the test's timeout. Storybook's `waitFor` gives up after a second.
 */
export async function eventually<T>(check: () => T | Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await check();
    } catch {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  }
}
