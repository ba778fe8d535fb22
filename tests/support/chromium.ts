/**
 * The one Chromium every browser test uses: Debian's, never a downloaded build
 * (this machine reaches no browser download host). `CHROMIUM_PATH` overrides it.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--headless=new',
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
