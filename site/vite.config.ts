import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { smallPreloadHelper } from './scripts/preload-helper.mjs';
import { buildLanguageOf, siteLanguage } from './scripts/site-language.mjs';

/** The build's language (scripts/site-language.mjs): the Hindi build reads src/content/hi/. */
const language = buildLanguageOf(process.env.SITE_LANGUAGE);

/** The site's and the workspace packages' modules, the starter's excepted. */
const isOwnCode = (id: string) => /[\\/](site[\\/]src|packages)[\\/]/.test(id) && !/entry-client/.test(id);

/**
 * What only some pages load, kept out of the chunk every page shares: the form layer (the site's form
 * parts and form sections, the API client, the forms package's hooks, rules and messages, the ui's
 * fields, form frame and alerts, the ui's number and plural formatting) and the pictures' helper, in
 * either language. A page without a form downloads none of it.
 */
const isForSomePages = (id: string) =>
  /[\\/](site[\\/]src[\\/](forms[\\/]|lib[\\/](api|schemas)\.|sections[\\/]\w+Section\.|content[\\/](hi[\\/])?images\.)|forms[\\/]dist[\\/](hooks|client)[\\/]|forms[\\/]dist[\\/](messages|page-words|options|errors|field-name|language)\.|forms[\\/]dist[\\/]contract[\\/]api-messages\.|forms[\\/]dist[\\/](schemas|posts)[\\/]|ui[\\/]dist[\\/](text-area|text-input|error-summary|success-panel|form-field|form-frame|checkbox|checkbox-group|radio-group|fieldset|date-input|conditional-reveal|password-input|alert)[\\/]|ui[\\/]dist[\\/]locale[\\/]format\.)/.test(
    id,
  );

/** The chunks hydration imports statically (`codeSplitting` below names them): every page has them. */
const loadedBeforeAnyImport = /(^|\/)(hydrate|react|shared|rolldown-runtime)-[\w-]+\.js$/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), siteLanguage(language), smallPreloadHelper()],
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1', port: 3000 },
  build: isSsrBuild
    ? {
        outDir: language === 'en' ? 'dist-server' : `dist-server/${language}`,
        emptyOutDir: true,
        copyPublicDir: false,
      }
    : {
        // The Hindi client is built beside the server bundles; the prerender copies its assets into dist/.
        outDir: language === 'en' ? 'dist' : `dist-server/client-${language}`,
        emptyOutDir: true,
        copyPublicDir: language === 'en',
        // The prerender script reads it to link each page's own chunks and styles.
        manifest: true,
        assetsInlineLimit: 0,
        // Every browser the site supports knows modulepreload; the polyfill would sit in the starter.
        modulePreload: {
          polyfill: false,
          // What hydration imports is on every page before any `import()` runs: listing it among a
          // lazy chunk's dependencies only lengthens the list every page downloads.
          resolveDependencies: (_file, dependencies) =>
            dependencies.filter((dependency) => !loadedBeforeAnyImport.test(dependency)),
        },
        rolldownOptions: {
          // The page's starter (index.html's script) and, fetched after the page has loaded, hydration.
          input: { index: 'index.html', hydrate: 'src/app/hydrate.tsx' },
          output: {
            // Fewer, larger files: React and its router in one, the code six or more pages share in another. Each file
            // is compressed alone, so twenty small chunks cost kilobytes more than two, and a request each.
            // The starter is kept out of both: it must import nothing before the page has loaded.
            codeSplitting: {
              groups: [
                {
                  name: 'react',
                  test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
                  priority: 20,
                },
                {
                  name: 'shared',
                  minShareCount: 6,
                  priority: 10,
                  test: (id: string) => isOwnCode(id) && !isForSomePages(id),
                },
                // Parts only a few pages share: one file each instead of two or three tiny ones (a request,
                // a compile task and a compression header saved each; the gallery item pages' scripts
                // shrink by 0.3 kB, and the gallery page takes its items' list, 0.35 kB, with its texts).
                {
                  name: 'breadcrumbs',
                  priority: 5,
                  // Only these modules: what they import stays where it was (the pictures list, React).
                  includeDependenciesRecursively: false,
                  test: /[\\/](site[\\/]src[\\/]app[\\/]routerLink\.|ui[\\/]dist[\\/](breadcrumbs[\\/]|internal[\\/]links\.))/,
                },
                {
                  name: 'gallery',
                  priority: 5,
                  includeDependenciesRecursively: false,
                  test: /[\\/]site[\\/]src[\\/](content[\\/](hi[\\/])?gallery\.|gallery[\\/](galleryItems|captionTrack)\.)/,
                },
              ],
            },
          },
        },
      },
}));
