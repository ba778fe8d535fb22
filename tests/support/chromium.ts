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
 * How long a Vitest browser project waits for its Chromium to connect (Vitest's default is 30 s). In
 * the test command three suites start browsers and servers at once on two cores; on a slower build
 * machine (an AMD EPYC of 2026-11-27, Lighthouse's benchmark index 1220-1420) the first connection of
 * a project took longer, and every browser test file of the run was lost with it.
 */
export const browserConnectTimeoutMs = 180_000;
