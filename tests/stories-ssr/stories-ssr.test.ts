import react from '@vitejs/plugin-react';
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { build, type InlineConfig } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../support/chromium.ts';
import { serveDirectory, type StaticServer } from '../support/static-server.ts';
import { workspaceAliases } from '../support/workspace-aliases.ts';

/**
 * Every story (found by a glob, so stories added later are included) is rendered with react-dom/server
 * in Node, then hydrated in Chromium. React's development build is used on both sides, as it is the one
 * that reports hydration mismatches and misuse. A story passes when neither side says anything on the
 * console, hydration raises no error, and its text after hydration is the text the server sent: no
 * content may appear only after mount.
 */
const here = fileURLToPath(new URL('.', import.meta.url));
const root = fileURLToPath(new URL('../..', import.meta.url));
// Inside the workspace, so the server bundle's bare imports (react, storybook) resolve from its node_modules.
const out = join(root, 'node_modules', '.cache', 'stories-ssr');
const execFileAsync = promisify(execFile);

const config = (extra: InlineConfig): InlineConfig => ({
  root: here,
  configFile: false,
  logLevel: 'error',
  mode: 'development',
  plugins: [react()],
  resolve: { alias: workspaceAliases },
  ...extra,
});

let html: Record<string, string>;
let serverMessages: string[];
let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  rmSync(out, { recursive: true, force: true });
  process.env.NODE_ENV = 'development';
  await Promise.all([
    build(config({ build: { outDir: join(out, 'client'), minify: false } })),
    build(config({ build: { outDir: join(out, 'server'), ssr: 'entry-server.tsx', minify: false } })),
  ]);
  const { stdout } = await execFileAsync(
    'node',
    [join(here, 'render.mjs'), pathToFileURL(join(out, 'server', 'entry-server.js')).href],
    { cwd: root, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NODE_ENV: 'development' } },
  );
  ({ html, messages: serverMessages } = JSON.parse(stdout) as {
    html: Record<string, string>;
    messages: string[];
  });

  server = await serveDirectory(join(out, 'client'));
  browser = await chromium.launch(chromiumLaunchOptions);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** True when `after` is `before` with some pieces left out: text went, none arrived or changed. */
export function piecesKeptInOrder(before: readonly string[], after: readonly string[]): boolean {
  let at = 0;
  return after.every((piece) => {
    while (at < before.length && before[at] !== piece) at += 1;
    at += 1;
    return at <= before.length;
  });
}

describe('every story rendered on the server and hydrated', () => {
  it('finds the stories', () => {
    expect(Object.keys(html).length).toBeGreaterThan(150);
  });

  it('renders in Node without a warning', () => {
    expect(serverMessages).toEqual([]);
  });

  it('hydrates in Chromium with nothing on the console and the server text unchanged', async () => {
    const ids = Object.keys(html);
    const failures: string[] = [];
    // Two pages at a time: the machine has two cores. Each page loads the bundle once and hydrates its
    // stories one after another in a fresh root (see entry-client.tsx). React's development build logs
    // some warnings once per page, so a warning shared by two stories may be blamed on the first only;
    // the test still fails.
    const queue = [...ids];
    await Promise.all(
      [0, 1].map(async () => {
        const page = await browser.newPage();
        let messages: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
        });
        page.on('pageerror', (error) => messages.push(error.message));
        await page.goto(server.url);
        await page.waitForFunction(() => window.storiesReady === true);
        for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
          messages = [];
          await page.evaluate(([story, markup]) => window.hydrateStory(story, markup), [
            id,
            html[id] ?? '',
          ] as const);
          const hydrated = await page
            .waitForFunction((story) => window.storyHydrated === story, id, { timeout: 10_000 })
            .then(() => true)
            .catch(() => false);
          // Longer than any delayed fill (Alert's 100 ms), so text that arrives after mount is caught.
          await page.waitForTimeout(250);
          const state = await page.evaluate(() => ({
            errors: window.hydrationErrors,
            serverText: window.serverText,
            text: window.visibleText(document.getElementById('root')),
            textRemovedOnHydration: window.textRemovedOnHydration,
            serverPieces: window.serverPieces ?? [],
            pieces: window.textPieces(document.getElementById('root')),
          }));
          const textHolds = state.textRemovedOnHydration
            ? piecesKeptInOrder(state.serverPieces, state.pieces)
            : state.text === state.serverText;
          const problems = [
            ...(hydrated ? [] : ['did not hydrate']),
            ...state.errors,
            ...messages,
            ...(textHolds
              ? []
              : [`text after hydration differs: server "${state.serverText}", client "${state.text}"`]),
          ];
          if (problems.length > 0) failures.push(`${id}:\n    ${problems.join('\n    ')}`);
        }
        await page.close();
      }),
    );
    expect(failures.join('\n')).toBe('');
  });
});

declare global {
  interface Window {
    storyHydrated?: string;
    serverText?: string;
    textRemovedOnHydration?: string;
    serverPieces?: string[];
    textPieces: (element: Element | null) => string[];
    hydrationErrors: string[];
    visibleText: (element: Element | null) => string;
    hydrateStory: (id: string, markup: string) => void;
    storiesReady?: boolean;
  }
}
