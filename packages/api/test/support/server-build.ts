import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import { workspaceAliases } from '../../../../tests/support/workspace-aliases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server's entry built for this run (see buildServer): what server-process.ts starts. */
    serverEntry: string;
  }
}

const packageDir = fileURLToPath(new URL('../..', import.meta.url));

/** The module that starts the mail worker thread, from `./mail-worker.js` beside itself. */
const workerStarter = fileURLToPath(new URL('../../src/mail/worker-mailer.ts', import.meta.url));

/**
 * Every module of the bundle keeps the URL of its source file as `import.meta.url`: the files it finds
 * from its own place (the migrations, package.json, the site) are the ones `tsx src/server.ts` finds,
 * although its code now runs from one file elsewhere. The module that starts the mail worker keeps
 * the bundle's URL instead: the worker is built beside the bundle, so the thread loads compiled code
 * as it does under `pnpm start`, not the sources through tsx.
 */
const sourceModuleUrls: Plugin = {
  name: 'source-module-urls',
  enforce: 'pre',
  transform(code, id) {
    if (!/\/packages\/[^/]+\/src\/.*\.tsx?$/.test(id) || !code.includes('import.meta.url')) return null;
    if (id === workerStarter) return null;
    return { code: code.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(id).href)), map: null };
  },
};

/**
 * Bundles src/server.ts, and the mail worker beside it, once per run, so each server a test starts
 * loads compiled code instead of compiling the sources through tsx at every start. The workspace
 * packages come from source (the aliases every test uses), never from a build that may be stale; the
 * dependencies stay imports, resolved from packages/api as for the server itself. The folder is the
 * run's own, under node_modules (which nothing lints or commits), so runs side by side never share one.
 */
export async function buildServer(): Promise<{ entry: string; remove: () => Promise<void> }> {
  const parent = join(packageDir, 'node_modules', '.api-test-server');
  await mkdir(parent, { recursive: true });
  const outDir = await mkdtemp(join(parent, 'run-'));
  await build({
    configFile: false,
    root: packageDir,
    logLevel: 'warn',
    resolve: { alias: workspaceAliases },
    plugins: [sourceModuleUrls],
    build: {
      ssr: true,
      outDir,
      emptyOutDir: false,
      minify: false,
      target: 'node20',
      reportCompressedSize: false,
      copyPublicDir: false,
      rollupOptions: {
        input: { server: 'src/server.ts', 'mail-worker': 'src/mail/mail-worker.ts' },
        // Every file in one folder: the worker's starter finds it beside whichever file holds it.
        output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
      },
    },
  });
  return { entry: join(outDir, 'server.js'), remove: () => rm(outDir, { recursive: true, force: true }) };
}
