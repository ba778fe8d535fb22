import { existsSync } from 'node:fs';

/**
 * The Chromium every browser test uses: Debian's, never a downloaded build (this machine reaches no
 * browser download host). `CHROMIUM_PATH` overrides it.
 *
 * It is Debian's `chromium-headless-shell`, the same Chromium source and version as `chromium` built as the
 * headless shell that Playwright itself uses for headless tests: the same Blink, layout, accessibility tree
 * and painting, without the full browser's window and profile machinery. On the 2-core AMD machine the
 * end-to-end suite took 747 s of processor time in it against 1281 s in the full browser (436 s against
 * 668 s of wall time), and the visual review 603 s against 713 s. Of its 1440 pictures all but seven came
 * out the same; in those seven, text in the machine's own monospaced face (DejaVu Sans Mono, which the
 * stories do not ship) is drawn with slightly different glyph edges or a pixel lower.
 * What a visitor's browser would measure (Lighthouse, scripts/throttled.mjs) runs in the full browser.
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
 * it from the root configuration only (vitest.config.ts), whatever a project says. In the test command
 * three suites start browsers and servers at once on two cores; on a slower build machine (an AMD EPYC
 * of 2026-11-27, Lighthouse's benchmark index 1000-1600) one connection took longer, and every browser
 * test file of the run (130 of 232) was lost with it.
 */
export const browserConnectTimeoutMs = 300_000;

/**
 * A browser test's time limit (Vitest's default in a browser is 15 s). On that slower machine, beside
 * the end-to-end and visual suites, a dialog's focus test and a recorded transcript took longer, and a
 * later passing run had a select's reset test at 38 s: the tests check what happens, not how fast a
 * loaded machine is, and a hang still fails, two minutes later.
 */
export const browserTestTimeoutMs = 120_000;
