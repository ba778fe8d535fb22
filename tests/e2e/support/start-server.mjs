// Starts the API server (which also serves the prerendered site) on a fresh, empty data folder.
// Playwright's webServer runs this; the folder is removed when the server stops.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
// E2E_DATA_DIR (set by playwright.config.ts) lets the tests read the mail outbox; it starts empty.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'inclusion-e2e-'));
if (process.env.E2E_DATA_DIR) {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
}

const child = spawn(process.execPath, [join(root, 'packages/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '4399',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SITE_DIR: join(root, 'site/dist'),
    ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL ?? 'e2e-admin@inclusion-foundation.example',
    ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? 'E2eAdminPassw0rd',
    RATE_LIMIT_PER_MINUTE: '10000',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  },
});

const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 1 : 0));
});
