import axe from 'axe-core';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../support/chromium.ts';
import { serveDirectory, type StaticServer } from '../support/static-server.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
};
const versionOf = (name: string) => rootManifest.devDependencies[name] ?? 'latest';

const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, stdio: 'pipe', encoding: 'utf8', env: { ...process.env, CI: 'true' } });

/**
 * Installs the packed tarball into a fresh Vite + React app outside the workspace, as another
 * project would, then type-checks it, builds it and uses it in Chromium.
 */
describe('the packed @inclusion/ui in a fresh Vite app', () => {
  let workDir: string;
  let appDir: string;
  let server: StaticServer;
  let browser: Browser;

  beforeAll(() => {
    workDir = mkdtempSync(join(tmpdir(), 'inclusion-ui-fixture-'));
    appDir = join(workDir, 'app');
    run('pnpm', ['--filter', '@inclusion/ui', 'pack', '--pack-destination', workDir], root);
    const tarball = readdirSync(workDir).find((name) => name.endsWith('.tgz'));
    if (!tarball) throw new Error('pnpm pack wrote no tarball');

    cpSync(fileURLToPath(new URL('./fixture-app', import.meta.url)), appDir, { recursive: true });
    writeFileSync(
      join(appDir, 'package.json'),
      JSON.stringify({ name: 'fixture-app', private: true, type: 'module' }, null, 2),
    );
    run(
      'npm',
      [
        'install',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        join(workDir, tarball),
        `react@${versionOf('react')}`,
        `react-dom@${versionOf('react-dom')}`,
        `@types/react@${versionOf('@types/react')}`,
        `@types/react-dom@${versionOf('@types/react-dom')}`,
        `vite@${versionOf('vite')}`,
        `@vitejs/plugin-react@${versionOf('@vitejs/plugin-react')}`,
        `typescript@${versionOf('typescript')}`,
      ],
      appDir,
    );
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  it('installs only the published files', () => {
    const installed = join(appDir, 'node_modules', '@inclusion', 'ui');
    const entries = readdirSync(installed).sort();
    expect(entries).toContain('dist');
    expect(entries).toContain('README.md');
    expect(entries).not.toContain('src');
    expect(readdirSync(join(installed, 'dist'))).toEqual(
      expect.arrayContaining(['index.js', 'index.d.ts', 'styles.css']),
    );
  });

  it('type-checks against the published types', () => {
    expect(() => run('npx', ['tsc', '-p', 'tsconfig.json'], appDir)).not.toThrow();
  });

  it('builds with Vite', () => {
    run('npx', ['vite', 'build', '--logLevel', 'error'], appDir);
    const assets = readdirSync(join(appDir, 'dist', 'assets'));
    expect(assets.some((name) => name.endsWith('.css'))).toBe(true);
  });

  it('renders a Modal with a FormField and a Select in Chromium, accessibly', async () => {
    server = await serveDirectory(join(appDir, 'dist'));
    browser = await chromium.launch(chromiumLaunchOptions);
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(server.url);

    const opener = page.getByRole('button', { name: 'Contact us' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Send us a message' });
    await expect(dialog.isVisible()).resolves.toBe(true);

    const name = dialog.getByRole('textbox', { name: 'Full name (required)' });
    await name.fill('Asha Verma');
    const subject = dialog.getByRole('combobox', { name: /Subject/ });
    await subject.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Partnership' }).click();
    await expect(subject.textContent()).resolves.toContain('Partnership');
    const formValue = await page.evaluate(() => {
      const form = document.getElementById('contact') as HTMLFormElement;
      return new FormData(form).get('subject');
    });
    expect(formValue).toBe('partnership');

    await page.addScriptTag({ content: axe.source });
    const violations = await page.evaluate(async () => {
      const result = await window.axe.run(document.body, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      });
      return result.violations.map((violation) => violation.id);
    });
    expect(violations).toEqual([]);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(opener.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    expect(errors).toEqual([]);
  });
});

declare global {
  interface Window {
    axe: typeof axe;
  }
}
