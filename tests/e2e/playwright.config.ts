import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions } from '../support/chromium.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const port = Number(process.env.E2E_PORT ?? 4399);
const baseURL = `http://127.0.0.1:${port}`;
/** The server's DATA_DIR: the tests read the mails it writes to DATA_DIR/outbox (support/mail.ts). */
export const dataDir = process.env.E2E_DATA_DIR ?? join(tmpdir(), `inclusion-e2e-${port}`);

/**
 * End-to-end tests of the built site and the API together: one server (packages/api) serves the
 * prerendered site and /api on one port, on an empty data folder. Run `pnpm build` first.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Spoken-output transcripts (`expect(text).toMatchSnapshot('name.txt')`): one readable file each, no
  // platform suffix, since what a screen reader hears does not depend on the operating system.
  snapshotPathTemplate: '{testDir}/__transcripts__/{testFileName}/{arg}{ext}',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: 'list',
  // A timeout only detects a hang: a walk of many steps, in two browsers, beside the other suites on
  // two shared cores, never comes near it while it is still moving.
  timeout: 120_000,
  // How long a state may take to come before a step counts as hung: a reload that hydrates, asks the
  // API about a stored session and takes the visitor home, on a loaded 2-core machine.
  // Pictures of open states (open-states.spec.ts) beside the transcripts, in a folder of their own:
  // drawn by Debian's Chromium headless shell with the machine's DejaVu faces, like the stories'.
  expect: {
    timeout: 15_000,
    toHaveScreenshot: { pathTemplate: '{testDir}/__screenshots__/{testFileName}/{arg}{ext}' },
  },
  use: {
    baseURL,
    trace: 'off',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    viewport: { width: 1280, height: 800 },
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: 'node tests/e2e/support/start-server.mjs',
    cwd: root,
    env: { E2E_DATA_DIR: dataDir },
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
