import axe from 'axe-core';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../support/chromium.ts';
import { buildApp, buildBudgetPages, installApp, packUi, reactVersions, run, typescript } from './fixture.ts';

/**
 * Installs the packed tarball into a fresh React app outside the workspace, as another project would, on
 * the lowest React the package claims (every claimed version under `pnpm test:release`), then type-checks
 * it, builds it, renders it on the server in Node, and hydrates and uses it in Chromium.
 */
let workDir: string;
let browser: Browser;
const apps = new Map<string, Promise<string>>();
const appFor = (react: string) => {
  const app = apps.get(react);
  if (!app) throw new Error(`No app was installed for React ${react}`);
  return app;
};

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'inclusion-ui-fixture-'));
  const tarball = await packUi(workDir);
  for (const version of reactVersions) {
    apps.set(
      version.react,
      installApp(workDir, tarball, version).then(async (appDir) => {
        await buildApp(appDir);
        return appDir;
      }),
    );
  }
  browser = await chromium.launch(chromiumLaunchOptions);
  // Fail here, with the version's error, rather than in every test.
  await Promise.all(apps.values());
});

afterAll(async () => {
  await browser?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

const lowestReact = reactVersions[0]?.react ?? '';

describe('the published files', () => {
  it('are what the tarball holds: dist, README, CHANGELOG and LICENSE, no sources', async () => {
    const installed = join(await appFor(lowestReact), 'node_modules', '@inclusion', 'ui');
    const entries = readdirSync(installed).sort();
    expect(entries).toEqual(expect.arrayContaining(['dist', 'README.md', 'CHANGELOG.md', 'LICENSE']));
    expect(entries).not.toContain('src');
    expect(readdirSync(join(installed, 'dist'))).toEqual(
      expect.arrayContaining([
        'index.js',
        'index.d.ts',
        'styles.css',
        'tokens.css',
        'base.css',
        'css',
        'cli.js',
      ]),
    );
  });

  it('ship every type declaration with its module', async () => {
    const dist = join(await appFor(lowestReact), 'node_modules', '@inclusion', 'ui', 'dist');
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' });
    const declarations = files.filter((file) => file.endsWith('.d.ts'));
    expect(declarations.length).toBeGreaterThan(20);
    expect(declarations.filter((file) => !files.includes(file.replace(/\.d\.ts$/, '.js')))).toEqual([]);
  });

  it('include a check-theme command that flags a brand colour under its WCAG minimum', async () => {
    const appDir = await appFor(lowestReact);
    const failed = await run(
      'npx',
      ['--no-install', 'inclusion-ui', 'check-theme', 'brand.css'],
      appDir,
    ).catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 1 });
    expect((failed as { stderr: string }).stderr).toContain(
      'light: on-primary on primary 3.07:1, needs 4.5:1 (primary button text)',
    );
  });
});

describe.each(reactVersions)('the packed @inclusion/ui on $name', (version) => {
  let appDir: string;
  let server: PreviewServer;
  let url: string;
  let serverHtml: string;

  beforeAll(async () => {
    appDir = await appFor(version.react);
  });

  afterAll(async () => {
    await server?.close();
  });

  it('has the React version it claims', () => {
    const installed = JSON.parse(
      readFileSync(join(appDir, 'node_modules', 'react', 'package.json'), 'utf8'),
    ) as { version: string };
    expect(installed.version).toBe(version.react);
  });

  it('type-checks against the published types, refs included', async () => {
    await expect(run('node', [typescript, '-p', 'tsconfig.json'], appDir)).resolves.toBeDefined();
  });

  it('renders on the server in Node, with every text in the HTML and nothing said on stderr', async () => {
    const { stdout, stderr } = await run('node', ['server-render.mjs'], appDir);
    serverHtml = stdout;
    expect(stderr).toBe('');
    expect(serverHtml).toContain('Failed to send message. Please try again.');
    expect(serverHtml).toContain('role="alert"');
    expect(serverHtml).toContain('Enter your e-mail address');
    expect(serverHtml).toContain('You have 200 characters remaining');
  });

  it('hydrates the server HTML in Chromium without a warning, and every ref reaches its element', async () => {
    expect(serverHtml, 'the server render ran').toBeTruthy();
    const template = readFileSync(join(appDir, 'dist', 'index.html'), 'utf8');
    writeFileSync(join(appDir, 'dist', 'ssr.html'), template.replace('<!--app-->', serverHtml));
    server = await preview({
      root: appDir,
      configFile: false,
      logLevel: 'error',
      preview: { host: '127.0.0.1', port: 0 },
    });
    url = server.resolvedUrls?.local[0] ?? '';
    const page = await browser.newPage();
    const messages = collectConsole(page);
    await page.goto(`${url}ssr.html`);
    await page.waitForFunction(() => window.fixtureRefs !== undefined);
    await expect(page.evaluate(() => window.fixtureRefs)).resolves.toEqual({
      button: 'button',
      buttonLink: 'a',
      textInput: 'input',
      textArea: 'textarea',
      select: 'button',
      radioGroup: 'fieldset',
      checkboxGroup: 'fieldset',
      errorSummary: 'div',
      visuallyHidden: 'span',
    });
    await expect(page.getByRole('alert').first().textContent()).resolves.toContain('Failed to send message');
    expect(messages).toEqual([]);
    await page.close();
  });

  it('works by keyboard: a Modal with a FormField and a Select, and the menu returns focus', async () => {
    const page = await browser.newPage();
    const messages = collectConsole(page);
    await page.goto(`${url}ssr.html`);
    await page.waitForFunction(() => window.fixtureRefs !== undefined);

    // MenuDisclosure moves focus back to its toggle (a native <summary>) through an internal ref.
    const menu = page.locator('summary', { hasText: 'Menu' });
    await menu.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Contact');
    await page.keyboard.press('Escape');
    await expect(menu.evaluate((element) => element === document.activeElement)).resolves.toBe(true);

    const opener = page.getByRole('button', { name: 'Contact us' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Send us a message' });
    await dialog.waitFor();

    await dialog.getByRole('textbox', { name: 'Full name (required)' }).fill('Asha Verma');
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
    expect(messages).toEqual([]);
    await page.close();
  });
});

/** Every console warning and error, and every uncaught error, of the page (hydration mismatches included). */
function collectConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      messages.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

declare global {
  interface Window {
    axe: typeof axe;
    fixtureRefs?: Record<string, string | null>;
  }
}

/**
 * What a page built with the packed package makes the browser download (gzip level 9; 1 kB = 1000 bytes):
 * the entry script with every chunk it imports statically, and its stylesheets, less the same page without
 * @inclusion/ui, so the budget is the package's own share whichever React the app has.
 */
const budgets = {
  button: { js: 2_000, css: 2_300 },
  form: { js: 36_000, css: 5_200 },
};

describe('the bundle cost of a page built with the packed package', () => {
  it('stays within budget for a Button-only page and a full form page', async () => {
    const [lowest] = reactVersions;
    if (!lowest) throw new Error('no React version');
    const outDir = await buildBudgetPages(await appFor(lowest.react), ['react', 'button', 'form']);
    const cost = (page: string) => {
      const html = readFileSync(join(outDir, `${page}.html`), 'utf8');
      const files = [...html.matchAll(/(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map(
        (match) => match[1] ?? '',
      );
      const gzip = (file: string) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
      const sum = (extension: string) =>
        files.filter((file) => file.endsWith(extension)).reduce((total, file) => total + gzip(file), 0);
      return { js: sum('.js'), css: sum('.css') };
    };
    const react = cost('react');
    const rows = (['button', 'form'] as const).map((page) => {
      const { js, css } = cost(page);
      return { page, js: js - react.js, css };
    });
    const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
    console.log(
      [
        `Bundle cost of @inclusion/ui with React ${lowest.react} (gzip; React alone ${kb(react.js)} JS)`,
        ...rows.map(
          ({ page, js, css }) =>
            `  ${page.padEnd(6)} JS ${kb(js)}, CSS ${kb(css)}; budget JS ${kb(budgets[page].js)}, CSS ${kb(budgets[page].css)}`,
        ),
      ].join('\n'),
    );
    for (const { page, js, css } of rows) {
      expect(js, `${page} page JS beyond React`).toBeLessThanOrEqual(budgets[page].js);
      expect(css, `${page} page CSS`).toBeLessThanOrEqual(budgets[page].css);
    }
  });
});
