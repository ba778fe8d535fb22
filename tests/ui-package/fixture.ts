import react from '@vitejs/plugin-react';
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build, type InlineConfig } from 'vite';

const execFileAsync = promisify(execFile);
export const root = fileURLToPath(new URL('../..', import.meta.url));
const fixtureSource = fileURLToPath(new URL('./fixture-app', import.meta.url));

const workspaceReact = (
  JSON.parse(readFileSync(join(root, 'node_modules', 'react', 'package.json'), 'utf8')) as { version: string }
).version;

/**
 * The React versions @inclusion/ui claims (its peer range `^18.3.1 || ^19.0.0`): the lowest of each major, and
 * the newest 19 (the one the workspace's lockfile holds), each with the types of its own minor. `pnpm test`
 * installs the lowest it claims; `pnpm test:release` (UI_PACKAGE_REACT=all) installs every one.
 */
const claimedReactVersions = [
  { name: 'React 18.3', react: '18.3.1', types: '~18.3.0' },
  { name: 'React 19.0', react: '19.0.0', types: '~19.0.0' },
  {
    name: `React ${workspaceReact} (newest)`,
    react: workspaceReact,
    types: `~${workspaceReact.split('.').slice(0, 2).join('.')}.0`,
  },
] as const;

export const reactVersions: readonly (typeof claimedReactVersions)[number][] =
  process.env.UI_PACKAGE_REACT === 'all' ? claimedReactVersions : claimedReactVersions.slice(0, 1);
export type ReactVersion = (typeof claimedReactVersions)[number];

export const run = async (command: string, args: string[], cwd: string) => {
  const { stdout, stderr } = await execFileAsync(command, args, {
    cwd,
    encoding: 'utf8',
    maxBuffer: 32 * 1024 * 1024,
    env: { ...process.env, CI: 'true', NODE_ENV: 'production' },
  });
  return { stdout, stderr };
};

/** `pnpm pack` of the workspace's @inclusion/ui (its prepack builds it); returns the tarball's path. */
export async function packUi(workDir: string): Promise<string> {
  await run('pnpm', ['--filter', '@inclusion/ui', 'pack', '--pack-destination', workDir], root);
  const tarball = readdirSync(workDir).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('pnpm pack wrote no tarball');
  return join(workDir, tarball);
}

/**
 * A fresh app outside the workspace with the tarball and one React version installed from the registry, as
 * another project would. Only React, its types and the package are installed per app; Vite and TypeScript
 * come from the workspace (they resolve React from the app's own node_modules), which keeps the installs
 * small enough to run side by side.
 */
export async function installApp(workDir: string, tarball: string, version: ReactVersion): Promise<string> {
  const appDir = join(workDir, `app-${version.react}`);
  mkdirSync(appDir, { recursive: true });
  cpSync(fixtureSource, appDir, { recursive: true });
  writeFileSync(
    join(appDir, 'package.json'),
    JSON.stringify({ name: 'fixture-app', private: true, type: 'module' }, null, 2),
  );
  await run(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      tarball,
      `react@${version.react}`,
      `react-dom@${version.react}`,
      `@types/react@${version.types}`,
      `@types/react-dom@${version.types}`,
    ],
    appDir,
  );
  return appDir;
}

/**
 * A production build, as a project ships it. Vitest sets NODE_ENV to 'test', which would make the React
 * plugin emit development JSX (jsxDEV), so the builds set it back.
 */
const viteConfig = (appDir: string, config: InlineConfig): InlineConfig => {
  process.env.NODE_ENV = 'production';
  return {
    root: appDir,
    mode: 'production',
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    ...config,
  };
};

/** The client build (`dist/`) and the server build (`dist-server/`) of the fixture app. */
export async function buildApp(appDir: string): Promise<void> {
  await build(viteConfig(appDir, { build: { outDir: 'dist' } }));
  await build(
    viteConfig(appDir, { build: { outDir: 'dist-server', ssr: 'src/entry-server.tsx', emptyOutDir: true } }),
  );
}

/** The budget pages, built together as one multi-page app in `dist-budget/`. */
export async function buildBudgetPages(appDir: string, pages: readonly string[]): Promise<string> {
  const outDir = join(appDir, 'dist-budget');
  await build(
    viteConfig(appDir, {
      build: {
        outDir,
        rolldownOptions: {
          input: Object.fromEntries(pages.map((page) => [page, join(appDir, `${page}.html`)])),
        },
      },
    }),
  );
  return outDir;
}

export const typescript = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
