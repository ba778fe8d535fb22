// Writes every route as static HTML into dist/, in each language: its markup, title, description,
// Open Graph tags, its alternates in the other language, and links to the page's own chunk and styles
// (found in Vite's manifest). The fourteen routes, then the extra pages (each event's and each
// gallery's page, /sign-in, the pages of mailed links), then 404.html; the Hindi twins of all of them
// under hi/ (hi/index.html, hi/contact/index.html, hi/404.html). Then sitemap.xml (the fourteen and the
// extra pages marked `sitemap`, in both languages, each with its alternates) and robots.txt.
//
// Each language is a build of its own (vite.config.ts, scripts/site-language.mjs): English in dist/ and
// dist-server/, Hindi in dist-server/client-hi/ and dist-server/hi/. The Hindi build's assets are copied
// into dist/assets/: their names carry their content's hash, so what both builds share is one file.
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { classNamesOfHtml, splitByLayer, stylesForPage } from './split-css.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// SITE_OUT and SITE_SERVER_OUT let a check build somewhere other than dist/ and dist-server/.
const dist = process.env.SITE_OUT ?? join(root, 'dist');
const serverDist = process.env.SITE_SERVER_OUT ?? join(root, 'dist-server');
/** Where each language's build is: its client (index.html, the manifest, assets) and its server bundle. */
const builds = {
  en: { client: dist, server: join(serverDist, 'entry-server.js') },
  hi: { client: join(serverDist, 'client-hi'), server: join(serverDist, 'hi', 'entry-server.js') },
};
const english = await import(pathToFileURL(builds.en.server).href);
const { routes, extraRoutes, foundation, languages, hreflangOf, pathIn } = english;
for (const language of languages) {
  if (!builds[language]) throw new Error(`No build of the site in ${language}: add it to builds`);
}
await cp(join(builds.hi.client, 'assets'), join(dist, 'assets'), { recursive: true, force: false });

const escape = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/** Every page but the 404 page, of the extra routes. */
const pagesOf = (extra) => Object.values(extra).filter((route) => route.path !== '*');
const extraPages = pagesOf(extraRoutes);

/** The starter of each build: the server's Content-Security-Policy allows each by its hash. */
const starterHashes = new Set();

/**
 * The faces a page of the language fetches after it has loaded (src/app/webFont.ts, the build's
 * webFontFaces): with scripts off, a <noscript> style names them instead, each file checked to be in dist.
 */
async function noScriptFontsOf(webFontFaces) {
  const rules = [];
  for (const { family, weight, src, unicodeRange } of webFontFaces) {
    for (const [, file] of src.matchAll(/url\(([^)]+)\)/g)) await readFile(join(dist, file));
    rules.push(
      `@font-face{font-family:'${family}';font-style:normal;font-weight:${weight};font-display:swap;src:${src}${unicodeRange ? `;unicode-range:${unicodeRange}` : ''}}`,
    );
  }
  return `<style>${rules.join('')}</style>`;
}

/** The address of a page in full, on the site's public origin. */
const absolute = (path) => new URL(path, foundation.siteUrl).href;

/** Open Graph's locale: `en_IN`, `hi_IN`. */
const ogLocaleOf = (language) => hreflangOf[language].replace('-', '_');

/**
 * The page in every language, this one included, and the English page as the default for a reader
 * whose language the site does not have: what search engines offer a reader of each language.
 */
function alternatesOf(englishPath) {
  return [
    ...languages.map(
      (language) =>
        `<link rel="alternate" hreflang="${hreflangOf[language]}" href="${escape(absolute(pathIn(language, englishPath)))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escape(absolute(englishPath))}" />`,
  ];
}

/** Writes every page of one language's build. */
async function prerender(language) {
  const server = language === 'en' ? english : await import(pathToFileURL(builds[language].server).href);
  const { render, documentTitle, descriptionOf, htmlLangOf, foundation, webFontFaces } = server;
  const noScriptFonts = await noScriptFontsOf(webFontFaces);
  if (server.siteLanguage !== language)
    throw new Error(
      `${builds[language].server} is the ${server.siteLanguage} build, not the ${language} one`,
    );
  const template = (await readFile(join(builds[language].client, 'index.html'), 'utf8')).replace(
    /<html lang="[^"]*"/,
    `<html lang="${htmlLangOf[language]}"`,
  );
  if (!template.includes(`<html lang="${htmlLangOf[language]}"`))
    throw new Error('The template has no <html lang> to set');
  const manifest = JSON.parse(
    await readFile(join(builds[language].client, '.vite', 'manifest.json'), 'utf8'),
  );

  /** A chunk's own file, the chunks it imports statically, and their CSS: what the page needs at once. */
  function chunkFiles(key, seen = new Set()) {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return { js: [], css: [] };
    seen.add(key);
    const js = [chunk.file];
    const css = [...(chunk.css ?? [])];
    for (const imported of chunk.imports ?? []) {
      const more = chunkFiles(imported, seen);
      js.push(...more.js);
      css.push(...more.css);
    }
    return { js, css };
  }

  /**
   * The chunk's files with every import before its importer (the order they are evaluated in), so a
   * starter that imports them one by one evaluates each in a task of its own: see src/entry-client.tsx.
   */
  function dependencyOrder(key, seen = new Set(), order = []) {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return order;
    seen.add(key);
    for (const imported of chunk.imports ?? []) dependencyOrder(imported, seen, order);
    order.push(chunk.file);
    return order;
  }

  const entry = chunkFiles('index.html');
  /** What hydration needs on every page (React, the router, the app's shell): see src/entry-client.tsx. */
  const hydration = chunkFiles('src/app/hydrate.tsx');
  if (hydration.js.length === 0) throw new Error('The manifest has no chunk for src/app/hydrate.tsx');

  const readAsset = (file) => readFile(join(dist, file), 'utf8');

  /**
   * Every stylesheet goes into the page itself (about 10 kB of brotli), so the first paint needs nothing
   * but the HTML: no render-blocking request on a slow link. A `</style` inside CSS would end the element.
   */
  async function inlineStyles(files) {
    const sheets = await Promise.all([...new Set(files)].map(readAsset));
    const css = sheets.join('\n');
    if (/<\/style/i.test(css)) throw new Error('A stylesheet contains "</style": it cannot be inlined');
    return `<style>${css}</style>`;
  }

  // The template's own links: the entry's stylesheet (inlined instead) and preloads of the entry's
  // imports (the entry is a small starter that imports nothing before the page has loaded).
  const entryCss = (await Promise.all([...new Set(entry.css)].map(readAsset))).join('\n');
  if (/<\/style/i.test(entryCss)) throw new Error('A stylesheet contains "</style": it cannot be inlined');
  const entryLayers = splitByLayer(entryCss);
  /**
   * Layers every page keeps, whatever its markup: the tokens and base, and what the server's answer to
   * a form posted before the page's script ran can show (src/forms and packages/api/src/form-posts).
   */
  const alwaysInline = new Set([
    'inclusion-ui.base',
    'inclusion-ui.components.error-summary',
    'inclusion-ui.components.alert',
    'inclusion-ui.components.status',
    'inclusion-ui.components.success-panel',
  ]);
  /**
   * The layers a page leaves out, in one file (`assets/layers-<hash>.css`), written once for every page
   * that leaves out the same ones: one request and one stylesheet to read, not ten to fourteen (each a
   * task of its own as it arrived, and a request Lighthouse's protocol records a stack for). The order of
   * the layers is declared in the page's own style, so the order of the blocks here changes nothing.
   */
  const deferredFiles = new Map();
  async function deferredFile(layers) {
    const key = layers.join(',');
    const known = deferredFiles.get(key);
    if (known) return known;
    const css = layers.map((layer) => (entryLayers.blocks.get(layer) ?? []).join('')).join('');
    const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8);
    const file = `assets/layers-${hash}.css`;
    await writeFile(join(dist, file), css);
    deferredFiles.set(key, `/${file}`);
    return `/${file}`;
  }

  /**
   * A page's share of the site's styles, written into it: the ui components its markup shows (about
   * 6 kB of brotli instead of 7.6), so a long page still fits the first round trip and the browser's
   * first style pass reads less. The layers it leaves out, in one file, are fetched by the starter before
   * the page hydrates (a dialog, or the next page, may need them) and, with scripts off, by a <noscript> link.
   */
  async function pageStyles(markup) {
    const { css, deferred } = stylesForPage(entryLayers, classNamesOfHtml(markup), (layer) =>
      alwaysInline.has(layer),
    );
    return {
      style: `<style>${css}</style>`,
      later: deferred.length > 0 ? [await deferredFile(deferred)] : [],
    };
  }
  if (entry.js.length !== 1) {
    throw new Error(
      `The entry should be one small file that imports nothing at once, not ${entry.js.join(', ')}`,
    );
  }
  // The starter (src/entry-client.tsx, under 2 kB) goes into the page as well: on a slow link a request
  // for it, however small, stands between the HTML and the first paint of the main picture. The server's
  // Content-Security-Policy allows this one script by its hash (csp-script-hashes.json, read by
  // packages/api/src/plugins/security.ts); no other inline script runs.
  const starterCode = (await readAsset(entry.js[0])).replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '');
  if (/<\/script|<!--/i.test(starterCode))
    throw new Error('The starter cannot be written into a <script> element');
  if (/^\s*(import|export)\b|\bimport\s*[{*"'`]|\bexport\s*[{*]/m.test(starterCode))
    throw new Error('The starter must not import or export anything statically');
  const starterHash = `'sha256-${createHash('sha256').update(starterCode).digest('base64')}'`;
  const shell = template
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/\s*<link rel="stylesheet"[^>]*>/g, '')
    .replace(
      /<script type="module" crossorigin src="[^"]*"><\/script>/,
      () => `<script type="module">${starterCode}</script>`,
    );
  if (!shell.includes(`<script type="module">${starterCode}</script>`))
    throw new Error('The template has no entry script to replace');
  starterHashes.add(starterHash);

  async function head(route, url, markup) {
    const page = chunkFiles(`src/pages/${route.page}.tsx`);
    const title = documentTitle(route, foundation.name);
    const canonical = new URL(url, foundation.siteUrl).href;
    const css = [...new Set(page.css)].filter((file) => !entry.css.includes(file));
    // Requested together once the page has loaded (src/entry-client.tsx); never before the first paint.
    // Each import before its importer, the page's own code before the hydration module, which is last.
    const pageKey = `src/pages/${route.page}.tsx`;
    const order = [...dependencyOrder(pageKey), ...dependencyOrder('src/app/hydrate.tsx')];
    const styles = await pageStyles(markup);
    const modules = {
      styles: styles.later,
      hydrate: `/${hydration.js[0]}`,
      preload: [...new Set(order)]
        .filter((file) => !entry.js.includes(file) && file !== hydration.js[0])
        .concat(hydration.js[0])
        .map((file) => `/${file}`),
    };
    const expected = new Set([...hydration.js, ...page.js].filter((file) => !entry.js.includes(file)));
    if (
      modules.preload.length !== expected.size ||
      !modules.preload.every((href) => expected.has(href.slice(1)))
    )
      throw new Error(`The module list of ${route.path} does not match the manifest`);
    return [
      `<title>${escape(title)}</title>`,
      `<meta name="description" content="${escape(descriptionOf(route.path))}" />`,
      ...(route.path === '*' || route.noindex ? ['<meta name="robots" content="noindex" />'] : []),
      ...(route.path === '*' ? [] : [`<link rel="canonical" href="${escape(canonical)}" />`]),
      ...(route.path === '*' ? [] : alternatesOf(route.path)),
      `<meta property="og:type" content="website" />`,
      `<meta property="og:site_name" content="${escape(foundation.name)}" />`,
      `<meta property="og:title" content="${escape(title)}" />`,
      `<meta property="og:description" content="${escape(descriptionOf(route.path))}" />`,
      `<meta property="og:url" content="${escape(canonical)}" />`,
      `<meta property="og:image" content="${escape(new URL('/og-image.png', foundation.siteUrl).href)}" />`,
      `<meta property="og:locale" content="${ogLocaleOf(language)}" />`,
      ...languages
        .filter((other) => other !== language)
        .map((other) => `<meta property="og:locale:alternate" content="${ogLocaleOf(other)}" />`),
      `<meta name="twitter:card" content="summary_large_image" />`,
      styles.style,
      `<noscript>${noScriptFonts}${styles.later.map((href) => `<link rel="stylesheet" href="${href}" />`).join('')}</noscript>`,
      ...(css.length > 0 ? [await inlineStyles(css)] : []),
      `<script type="application/json" id="page-modules">${JSON.stringify(modules)}</script>`,
    ].join('\n    ');
  }

  async function writePage(route, url, file) {
    const html = await render(route, url);
    const page = shell
      .replace('<!--app-head-->', await head(route, url, html))
      .replace('<!--app-html-->', html);
    const target = join(dist, file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, page);
  }

  // / → index.html, /events&campaigns/1 → events&campaigns/1/index.html; in Hindi, /hi/ →
  // hi/index.html, /hi/sign-in → hi/sign-in/index.html, and so on.
  const fileOf = (url) => (url.endsWith('/') ? `${url.slice(1)}index.html` : `${url.slice(1)}/index.html`);
  for (const route of [...server.routes, ...pagesOf(server.extraRoutes)]) {
    const url = pathIn(language, route.path);
    await writePage(route, url, fileOf(url));
  }
  await writePage(
    server.extraRoutes.notFound,
    pathIn(language, '/404'),
    pathIn(language, '/404.html').slice(1),
  );
}

for (const language of languages) await prerender(language);
await writeFile(join(dist, 'csp-script-hashes.json'), `${JSON.stringify([...starterHashes])}\n`);

// Each page in each language, with its alternates (the same links as in its head, as xhtml:link).
const sitemapAlternatesOf = (englishPath) =>
  alternatesOf(englishPath).map((link) => `    ${link.replace('<link ', '<xhtml:link ')}`);
const urls = [...routes, ...extraPages.filter((route) => route.sitemap && !route.noindex)].flatMap((route) =>
  languages.map((language) =>
    [
      `  <url>`,
      `    <loc>${escape(absolute(pathIn(language, route.path)))}</loc>`,
      ...sitemapAlternatesOf(route.path),
      `  </url>`,
    ].join('\n'),
  ),
);
await writeFile(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
);
await writeFile(
  join(dist, 'robots.txt'),
  `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${new URL('/sitemap.xml', foundation.siteUrl).href}\n`,
);
// Compressed copies beside each text file; the server sends them to browsers that accept them.
async function compressAll(directory) {
  let count = 0;
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) {
      count += await compressAll(path);
    } else if (/\.(html|js|css|svg|xml|txt|vtt|json)$/.test(entry.name)) {
      const content = await readFile(path);
      if (content.length < 1024) continue;
      await writeFile(
        `${path}.br`,
        brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      await writeFile(`${path}.gz`, gzipSync(content, { level: 9 }));
      count += 1;
    }
  }
  return count;
}
const compressed = await compressAll(dist);
console.log(`compressed ${compressed} files (.br and .gz)`);
console.log(
  `prerendered ${routes.length} routes, ${extraPages.map((route) => route.path.slice(1)).join(', ')} and 404.html in ${languages.join(' and ')} into ${dist}`,
);
