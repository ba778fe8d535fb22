import { existsSync } from 'node:fs';

/**
 * The Chromium every browser test uses: Debian's, never a downloaded build (this machine reaches no
 * browser download host). `CHROMIUM_PATH` overrides it.
 *
 * It is Debian's `chromium-headless-shell`: the same Chromium source and version as `chromium`, built as
 * the headless shell that Playwright itself uses for tests, with the same Blink, layout, accessibility tree
 * and painting but without the full browser's window and profile machinery, so it needs markedly less
 * processor time (docs/decisions/ has the figures). What a visitor's browser would measure
 * (`pnpm bench`) runs in the full browser.
 */
// The binary itself, not Debian's /usr/bin wrapper, which starts it from a shell without exec.
export const headlessShellPath = '/usr/lib/chromium/chromium-headless-shell';

function testChromium(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (!existsSync(headlessShellPath)) {
    throw new Error(
      `No ${headlessShellPath}: run \`bash .ci/setup\` (it installs Debian's chromium-headless-shell), or set CHROMIUM_PATH.`,
    );
  }
  return headlessShellPath;
}

export const chromiumPath = testChromium();

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const chromiumLaunchOptions = {
  executablePath: chromiumPath,
  args: chromiumArgs,
};

/**
 * How long Vitest waits for a browser project's Chromium to connect (its default is 60 s). Vitest reads
 * it from the root configuration only (vitest.config.ts). It detects a browser that never starts; on a
 * busy two-core machine a start can take longer than the default.
 */
export const browserConnectTimeoutMs = 180_000;

/**
 * A browser test's time limit (Vitest's default in a browser is 15 s). It detects a hang: a story's
 * longest walk takes a few seconds alone and several times that on a busy machine, which must make the
 * test slower, never make it fail.
 */
export const browserTestTimeoutMs = 60_000;

/**
 * How long `expect.element` and `expect.poll` wait for a state in a browser test (Vitest's default is
 * one second, which a busy machine can outlast while nothing is wrong).
 */
export const browserPollTimeoutMs = 20_000;
