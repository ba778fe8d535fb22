// Starts the API server (which also serves the prerendered site) on a fresh, empty data folder.
// Playwright's webServer runs this; the folder is removed when the server stops.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'inclusion-e2e-'));

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
