import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { parseAst } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeEntities } from '../../scripts/lighthouse.mjs';
import { hindiUnicodeRange } from '../../site/scripts/hindi-letters.mjs';
import { hreflangOf, languages, pathIn } from '../../site/src/app/language.ts';
import { devanagariUnicodeRange } from '../../site/src/app/webFontFaces.hi.ts';
import { foundation } from '../../site/src/config.ts';
import { siteName as hindiSiteName } from '../../site/src/configSiteName.hi.ts';
import { routeDescriptions as englishDescriptions } from '../../site/src/routeDescriptions.en.ts';
import { routeDescriptions as hindiDescriptions } from '../../site/src/routeDescriptions.hi.ts';
import { routeWords as englishWords } from '../../site/src/routes.en.ts';
import { routeWords as hindiWords } from '../../site/src/routes.hi.ts';
import { extraRoutes, routes as specRoutes } from '../../site/src/routes.ts';

/**
 * What each prerendered page makes the browser download before it can run: its entry script, the
 * chunks it preloads and everything those import statically (never a dynamic `import()`, which loads
 * on demand), and its stylesheets. Sizes are gzip level 9; 1 kB = 1000 bytes, as Vite reports them.
 */
const dist = fileURLToPath(new URL('../../site/dist/', import.meta.url));
/**
 * What react-router-dom adds to every page over the small router it replaced: 11.5 kB of gzip, the
 * growth of React's chunk, which holds it, less what left the shared chunk (docs/decisions/006).
 */
const routerKb = 11.5;
/**
 * The budgets: a page with a form needs the form layer (rules, messages, the API client), a page
 * without one should not pay for it. Both carry the router's share. CSS is counted whether it is
 * linked or written into the page.
 */
const budget = { contentJsKb: 90 + routerKb, formJsKb: 110 + routerKb, cssKb: 30 };
const routes = specRoutes.map(({ path }) => ({ path }));
/** Pages opened from a mail: prerendered and within budget like the others, kept out of the sitemap. */
const mailedLinkRoutes = [extraRoutes.resetPassword, extraRoutes.verifyEmail].map(({ path }) => ({ path }));
/** Each event's and gallery album's page: in the sitemap, within budget like the fourteen. */
const contentRoutes = Object.values(extraRoutes)
  .filter((route) => 'sitemap' in route && route.sitemap)
  .map(({ path }) => ({ path }));
const englishRoutes = [...routes, ...contentRoutes, ...mailedLinkRoutes];
/** Each page's Hindi twin, `/hi` + its path: held to the same budgets. */
const inHindi = (list: { path: string }[]) => list.map(({ path }) => ({ path: pathIn('hi', path) }));
const measuredRoutes = [...englishRoutes, ...inHindi(englishRoutes)];

const fileOf = (path: string) =>
  path.endsWith('/') ? `${path.slice(1)}index.html` : `${path.slice(1)}/index.html`;

/** Every page in both languages, the 404 pages and /sign-in included. */
const publicPages = [
  ...measuredRoutes.map((route) => fileOf(route.path)),
  fileOf(extraRoutes.signIn.path),
  fileOf(pathIn('hi', extraRoutes.signIn.path)),
  '404.html',
  'hi/404.html',
];

/**
 * The modules a page's starter requests once the page has loaded (src/entry-client.tsx), as written:
 * the hydration module, which it imports, and the list it preloads.
 */
/** The stylesheets the starter adds once the page has been painted (`styles` of page-modules). */
function pageStylesOf(html: string): string[] {
  const json = /<script type="application\/json" id="page-modules">([^<]*)<\/script>/.exec(html)?.[1];
  const styles = json === undefined ? undefined : (JSON.parse(json) as { styles?: unknown }).styles;
  return Array.isArray(styles) ? styles.filter((item): item is string => typeof item === 'string') : [];
}

function pageModulesOf(html: string): string[] {
  const json = /<script type="application\/json" id="page-modules">([^<]*)<\/script>/.exec(html)?.[1];
  if (json === undefined) return [];
  const { hydrate, preload } = JSON.parse(json) as { hydrate?: unknown; preload?: unknown };
  if (
    typeof hydrate !== 'string' ||
    !Array.isArray(preload) ||
    !preload.every((item): item is string => typeof item === 'string')
  ) {
    throw new Error(`page-modules does not name the hydration module and a list of addresses: ${json}`);
  }
  return [hydrate, ...preload];
}

/** The contents of the page's <style> elements. */
const inlineStylesOf = (html: string) =>
  [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1] ?? '');

/** The code of every script written into the page (not JSON data, not a `src`): the starter. */
const inlineScriptsOf = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((match) => !/\bsrc=/i.test(match[1] ?? '') && !/type="application\/json"/i.test(match[1] ?? ''))
    .map((match) => ({ attributes: (match[1] ?? '').trim(), code: match[2] ?? '' }));

/** A page whose prerendered markup holds a form: it may load the form layer. */
const hasForm = (html: string) => /<form\b/i.test(html);
/**
 * Pages that send to the server without a form in their prerendered markup, and so need the API client
 * and the form layer's messages: the new-password form is drawn in the browser (it needs the mailed
 * token), and the confirmation page sends the mailed token as it opens.
 */
const formPagesDrawnInBrowser: string[] = [
  extraRoutes.resetPassword.path,
  extraRoutes.verifyEmail.path,
].flatMap((path) => languages.map((language) => pathIn(language, path)));

/** The tags named `name` in the document's markup, each as its attributes (names lower-cased). */
function tags(html: string, name: string): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  for (const tag of html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))) {
    const attributes: Record<string, string> = {};
    for (const [, key, ...values] of (tag[1] ?? '').matchAll(
      /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g,
    )) {
      if (key) attributes[key.toLowerCase()] = decodeEntities(values.find((v) => v !== undefined) ?? '');
    }
    found.push(attributes);
  }
  return found;
}

/** A reference from `from` (a file in dist, or the page) as a file in dist; external URLs are refused. */
function resolveReference(reference: string, from: string): string {
  if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(reference)) {
    throw new Error(
      `${relative(dist, from)} loads ${reference} from elsewhere: the budget cannot measure it`,
    );
  }
  const path = reference.split(/[?#]/)[0] ?? reference;
  if (path.startsWith('/')) return join(dist, path);
  if (path.startsWith('.')) return resolve(dirname(from), path);
  throw new Error(
    `${relative(dist, from)} imports the bare specifier "${reference}", which no browser resolves`,
  );
}

function readDistFile(file: string, from: string): string {
  if (!existsSync(file))
    throw new Error(`${relative(dist, from)} refers to ${relative(dist, file)}, not in dist`);
  return readFileSync(file, 'utf8');
}

/** The module's static imports and re-exports (top-level declarations with a source). */
function staticImportsOf(file: string, code: string): string[] {
  const sources: string[] = [];
  for (const node of parseAst(code).body) {
    if (
      (node.type === 'ImportDeclaration' ||
        node.type === 'ExportAllDeclaration' ||
        node.type === 'ExportNamedDeclaration') &&
      node.source &&
      typeof node.source.value === 'string'
    ) {
      sources.push(resolveReference(node.source.value, file));
    }
  }
  return sources;
}

/** The stylesheet's @import targets (`@import "x.css"` and `@import url(x.css)`). */
function cssImportsOf(file: string, css: string): string[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...withoutComments.matchAll(/@import\s+(?:url\(\s*)?["']?([^"')\s;]+)["']?/gi)].map((match) =>
    resolveReference(match[1] ?? '', file),
  );
}

/** Every file reachable from `roots`, each once. */
function closure(roots: string[], from: string, importsOf: (file: string, text: string) => string[]) {
  const seen = new Map<string, string>();
  const visit = (file: string, parent: string) => {
    if (seen.has(file)) return;
    const text = readDistFile(file, parent);
    seen.set(file, text);
    for (const imported of importsOf(file, text)) visit(imported, file);
  };
  for (const root of roots) visit(root, from);
  return seen;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const gzipBytes = (text: string) => gzipSync(Buffer.from(text), { level: 9 }).length;
const kb = (bytes: number) => bytes / 1000;

interface RouteSize {
  route: string;
  kind: 'form' | 'content';
  js: number;
  css: number;
  jsFiles: string[];
  cssFiles: string[];
}

function measure(path: string): RouteSize {
  const page = join(dist, fileOf(path));
  const html = readFileSync(page, 'utf8');
  const scripts = tags(html, 'script')
    .filter((a) => a.type === 'module' && a.src)
    .map((a) => resolveReference(a.src ?? '', page));
  const links = tags(html, 'link');
  const rels = (a: Record<string, string>) => (a.rel ?? '').toLowerCase().split(/\s+/);
  const preloads = links
    .filter((a) => rels(a).includes('modulepreload') && a.href)
    .map((a) => resolveReference(a.href ?? '', page));
  const stylesheets = links
    .filter((a) => rels(a).includes('stylesheet') && a.href)
    .map((a) => resolveReference(a.href ?? '', page));

  const modules = pageModulesOf(html).map((reference) => resolveReference(reference, page));

  const js = closure([...scripts, ...preloads, ...modules], page, staticImportsOf);
  const css = closure(stylesheets, page, cssImportsOf);
  const inline = inlineStylesOf(html);
  const starter = inlineScriptsOf(html).map((script) => script.code);
  const total = (files: Map<string, string>) => [...files.values()].reduce((sum, t) => sum + gzipBytes(t), 0);
  return {
    route: path,
    kind: hasForm(html) || formPagesDrawnInBrowser.includes(path) ? 'form' : 'content',
    js: total(js) + starter.reduce((sum, code) => sum + gzipBytes(code), 0),
    css: total(css) + inline.reduce((sum, text) => sum + gzipBytes(text), 0),
    jsFiles: [...[...js.keys()].map((f) => relative(dist, f)), ...starter.map((_, i) => `<script> ${i + 1}`)],
    cssFiles: [...[...css.keys()].map((f) => relative(dist, f)), ...inline.map((_, i) => `<style> ${i + 1}`)],
  };
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const readManifest = () =>
  JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

describe('the production build (site/dist)', () => {
  beforeAll(() => {
    const missing = ['index.html', '.vite/manifest.json'].filter((file) => !existsSync(join(dist, file)));
    if (missing.length > 0) {
      throw new Error(`site/dist is missing or incomplete (no ${missing.join(', ')}): run pnpm build first`);
    }
  });

  it('has the fourteen routes of the spec and the pages of mailed links, each prerendered', () => {
    expect(routes).toHaveLength(14);
    const absent = measuredRoutes
      .map((route) => fileOf(route.path))
      .filter((file) => !existsSync(join(dist, file)));
    expect(absent, `prerendered pages missing from site/dist: ${absent.join(', ')}`).toEqual([]);
  });

  it(`keeps every page within ${budget.contentJsKb} kB of JavaScript (${budget.formJsKb} kB with a form) and ${budget.cssKb} kB of CSS (gzip)`, () => {
    const sizes = measuredRoutes.map((route) => measure(route.path));
    const limitOf = (size: RouteSize) => (size.kind === 'form' ? budget.formJsKb : budget.contentJsKb);
    console.log(
      `First-load download per page, gzip level 9 (1 kB = 1000 bytes; JS budget ${budget.contentJsKb} kB, ${budget.formJsKb} kB on a page with a form; CSS ${budget.cssKb} kB)`,
    );
    const rows = sizes.map((size) => [
      size.route,
      size.kind,
      kb(size.js).toFixed(1),
      String(limitOf(size)),
      kb(size.css).toFixed(1),
      String(size.jsFiles.length),
    ]);
    const header = ['Page', 'Kind', 'JS kB', 'Budget', 'CSS kB', 'JS files'];
    const widths = header.map((title, i) =>
      Math.max(title.length, ...rows.map((row) => row[i]?.length ?? 0)),
    );
    const line = (cells: string[]) =>
      cells
        .map((cell, i) => (i <= 1 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
        .join('  ');
    console.log([line(header), ...rows.map(line)].join('\n'));
    const over = sizes.flatMap((size) => [
      ...(kb(size.js) > limitOf(size)
        ? [
            `${size.route}: JS ${kb(size.js).toFixed(1)} kB > ${limitOf(size)} kB (${size.jsFiles.join(', ')})`,
          ]
        : []),
      ...(kb(size.css) > budget.cssKb
        ? [
            `${size.route}: CSS ${kb(size.css).toFixed(1)} kB > ${budget.cssKb} kB (${size.cssFiles.join(', ')})`,
          ]
        : []),
    ]);
    expect(over, `over budget:\n${over.join('\n')}`).toEqual([]);
    // A page that loads nothing would pass any budget: make sure the measurement found the code.
    for (const size of sizes) {
      expect(size.jsFiles.length, `${size.route} loads no JavaScript`).toBeGreaterThan(1);
      expect(size.cssFiles.length, `${size.route} has no styles`).toBeGreaterThan(0);
    }
    // Both budgets are exercised: the site has pages of each kind.
    expect(new Set(sizes.map((size) => size.kind))).toEqual(new Set(['form', 'content']));
  });

  it.each(publicPages)(
    '%s needs nothing but its HTML for the first paint, and names every module it loads later',
    (pageFile) => {
      const page = join(dist, pageFile);
      const html = readFileSync(page, 'utf8');
      const head = html.slice(0, html.search(/<\/head>/i));
      // What only a browser without scripts reads: the text face, and the styles the page left out.
      const noscript = [...html.matchAll(/<noscript>([\s\S]*?)<\/noscript>/gi)]
        .map((m) => m[1] ?? '')
        .join('');
      const links = tags(html.replace(/<noscript>[\s\S]*?<\/noscript>/gi, ''), 'link');
      const rels = (a: Record<string, string>) => (a.rel ?? '').toLowerCase().split(/\s+/);
      // No stylesheet, font or script is fetched ahead of the first paint.
      expect(links.filter((a) => rels(a).includes('stylesheet')).map((a) => a.href)).toEqual([]);
      expect(links.filter((a) => rels(a).includes('modulepreload')).map((a) => a.href)).toEqual([]);
      expect(links.filter((a) => rels(a).includes('preload') && a.as === 'font').map((a) => a.href)).toEqual(
        [],
      );
      expect(inlineStylesOf(head).join('').length, 'no <style> in the head').toBeGreaterThan(1000);
      // No script is fetched: the one script, the starter, is written into the page, and the server's
      // Content-Security-Policy allows it by its hash (packages/api/src/plugins/security.ts).
      expect(
        tags(html, 'script')
          .filter((a) => a.src)
          .map((a) => a.src),
      ).toEqual([]);
      const scripts = inlineScriptsOf(html);
      expect(scripts.map((script) => script.attributes)).toEqual(['type="module"']);
      const starter = scripts[0]?.code ?? '';
      expect(starter.length, 'the starter is small').toBeLessThan(4000);
      expect(
        staticImportsOf(page, starter),
        'the starter imports modules before the page has loaded',
      ).toEqual([]);
      const hash = `'sha256-${createHash('sha256').update(starter).digest('base64')}'`;
      expect(JSON.parse(readFileSync(join(dist, 'csp-script-hashes.json'), 'utf8'))).toEqual([hash]);
      // The ui styles the page's HTML left out: fetched by the starter, or by a browser without scripts.
      const later = pageStylesOf(html);
      expect(tags(noscript, 'link').map((a) => a.href)).toEqual(later);
      for (const reference of later) readDistFile(resolveReference(reference, page), page);
      // What it requests later is in dist, so nothing is missing when the page hydrates.
      const modules = pageModulesOf(html);
      expect(modules.length).toBeGreaterThan(1);
      for (const reference of modules) readDistFile(resolveReference(reference, page), page);
    },
  );

  it.each(publicPages)(
    '%s has its hero picture in the HTML, fetched first and never lazily, and every picture sized',
    (pageFile) => {
      const html = readFileSync(join(dist, pageFile), 'utf8');
      const body = html.slice(html.search(/<body\b/i)).replace(/<noscript>[\s\S]*?<\/noscript>/gi, '');
      const images = tags(body, 'img');
      // The hero's picture is the largest paint of a page that has one: the browser must find it in the
      // HTML and fetch it before anything else. Pictures further down may wait (loading="lazy").
      const heroes = images.filter((a) => (a.class ?? '').split(/\s+/).includes('ui-hero__image'));
      const high = images.filter((a) => a.fetchpriority === 'high');
      expect(high, 'the pictures marked fetchpriority="high" are the hero picture').toEqual(
        heroes.slice(0, 1),
      );
      for (const hero of heroes.slice(0, 1)) {
        expect(hero.src, 'the hero picture has a src in the HTML').toBeTruthy();
        expect(hero.loading, 'the hero picture is not lazy').not.toBe('lazy');
      }
      const unsized = images.filter((a) => !a.width || !a.height).map((a) => a.src);
      expect(unsized, 'pictures without width and height (the page would shift as they arrive)').toEqual([]);
    },
  );

  it('loads the Radix Select code on no page before a select is used', () => {
    // The ui Select's list (Radix) is the only code with this class; the native select stands in for it.
    const marker = 'ui-select__content';
    const manifest = readManifest();
    const all = Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith('.js'));
    expect(
      all.filter((file) => readFileSync(join(dist, file), 'utf8').includes(marker)),
      'no chunk holds the Select (the marker is stale)',
    ).not.toEqual([]);
    const offenders = measuredRoutes.flatMap((route) =>
      measure(route.path)
        .jsFiles.filter(
          (file) => !file.startsWith('<') && readFileSync(join(dist, file), 'utf8').includes(marker),
        )
        .map((file) => `${route.path} loads ${file} at first`),
    );
    expect(offenders).toEqual([]);
  });

  /** The page in each language and the default, as its head and the sitemap give them. */
  const alternatesOf = (englishPath: string) => [
    ...languages.map((language) => ({
      hreflang: hreflangOf[language],
      href: new URL(pathIn(language, englishPath), foundation.siteUrl).href,
    })),
    { hreflang: 'x-default', href: new URL(englishPath, foundation.siteUrl).href },
  ];

  const pagesInBothLanguages = [...routes, ...contentRoutes, ...mailedLinkRoutes].flatMap(({ path }) =>
    languages.map((language) => [pathIn(language, path), language, path] as const),
  );

  it.each(pagesInBothLanguages)(
    '%s has its language, its own title and description, og:title, a canonical link and its alternates',
    (path, language, englishPath) => {
      const html = readFileSync(join(dist, fileOf(path)), 'utf8');
      const head = html.slice(0, html.search(/<\/head>/i));
      const words = (language === 'hi' ? hindiWords : englishWords)[englishPath as keyof typeof hindiWords];
      const siteName = language === 'hi' ? hindiSiteName : foundation.name;
      const description = (language === 'hi' ? hindiDescriptions : englishDescriptions)[
        englishPath as keyof typeof hindiDescriptions
      ];
      expect(tags(html, 'html')[0]?.lang, '<html lang>').toBe(language === 'hi' ? 'hi' : 'en-IN');
      expect(head, 'its own <title>').toContain(
        `<title>${escapeHtml(`${words.title} | ${siteName}`)}</title>`,
      );
      const metas = tags(head, 'meta');
      const content = (test: (a: Record<string, string>) => boolean) =>
        metas.find((a) => test(a))?.content?.trim();
      expect(content((a) => a.name?.toLowerCase() === 'description')).toBe(description);
      expect(content((a) => a.property === 'og:title')).toBe(`${words.title} | ${siteName}`);
      expect(content((a) => a.property === 'og:locale')).toBe(hreflangOf[language].replace('-', '_'));
      const links = tags(head, 'link');
      const canonical = links.filter((a) => (a.rel ?? '').toLowerCase() === 'canonical');
      expect(canonical, 'not exactly one canonical link').toHaveLength(1);
      expect(canonical[0]?.href).toBe(new URL(path, foundation.siteUrl).href);
      const alternates = links
        .filter((a) => (a.rel ?? '').toLowerCase() === 'alternate')
        .map((a) => ({ hreflang: a.hreflang, href: a.href }));
      expect(alternates).toEqual(alternatesOf(englishPath));
    },
  );

  it("names the foundation in each page's language: in the header and footer, and never in English on a Hindi page", () => {
    const englishWords = [foundation.name, foundation.tagline, ...foundation.address.lines];
    const offenders: string[] = [];
    for (const file of publicPages) {
      const html = readFileSync(join(dist, file), 'utf8');
      const body = html.slice(html.search(/<body\b/i));
      const name = file.startsWith('hi/') ? hindiSiteName : foundation.name;
      expect(body, `${file}: the header's name`).toContain(
        `<span class="site-header__name">${escapeHtml(name)}</span>`,
      );
      expect(body, `${file}: the footer's heading`).toMatch(
        new RegExp(`<h2 id="footer-about"[^>]*>${escapeHtml(name)}</h2>`),
      );
      if (!file.startsWith('hi/')) continue;
      // A name that must stay English on a Hindi page (none does today) would carry lang="en".
      const shown = body.replace(/<([a-z]+)\b[^>]*\blang="en[^"]*"[^>]*>[\s\S]*?<\/\1>/gi, '');
      for (const words of englishWords.filter((text) => shown.includes(escapeHtml(text))))
        offenders.push(`${file} shows "${words}"`);
    }
    expect(offenders).toEqual([]);
  });

  it('has the 404 page in both languages, each in its language and kept out of search engines', () => {
    for (const [file, lang, title] of [
      ['404.html', 'en-IN', `${englishWords['*'].title} | ${foundation.name}`],
      ['hi/404.html', 'hi', `${hindiWords['*'].title} | ${hindiSiteName}`],
    ] as const) {
      const html = readFileSync(join(dist, file), 'utf8');
      expect(tags(html, 'html')[0]?.lang, file).toBe(lang);
      expect(html, file).toContain(`<title>${escapeHtml(title)}</title>`);
      expect(tags(html, 'meta').find((a) => a.name === 'robots')?.content, file).toBe('noindex');
    }
  });

  it('lists the fourteen routes and the pages of each event and gallery album in sitemap.xml in both languages, each with its alternates, and has a robots.txt', () => {
    const sitemapFile = join(dist, 'sitemap.xml');
    expect(existsSync(sitemapFile), 'site/dist/sitemap.xml is missing').toBe(true);
    const sitemap = readFileSync(sitemapFile, 'utf8');
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => {
      const body = m[1] ?? '';
      return {
        loc: decodeEntities(/<loc>([^<]*)<\/loc>/.exec(body)?.[1] ?? '').trim(),
        alternates: tags(body, 'xhtml:link').map((a) => ({ hreflang: a.hreflang, href: a.href })),
      };
    });
    const expected = [...routes, ...contentRoutes].flatMap((route) =>
      languages.map((language) => ({
        loc: new URL(pathIn(language, route.path), foundation.siteUrl).href,
        alternates: alternatesOf(route.path),
      })),
    );
    const byLoc = (a: { loc: string }, b: { loc: string }) => a.loc.localeCompare(b.loc);
    expect([...entries].sort(byLoc)).toEqual([...expected].sort(byLoc));
    // The pages of mailed links mean nothing without their token: never listed for search engines.
    const listed = entries.map((entry) => entry.loc);
    for (const route of [...mailedLinkRoutes, ...inHindi(mailedLinkRoutes)]) {
      expect(listed).not.toContain(new URL(route.path, foundation.siteUrl).href);
    }
    const robotsFile = join(dist, 'robots.txt');
    expect(existsSync(robotsFile), 'site/dist/robots.txt is missing').toBe(true);
    expect(readFileSync(robotsFile, 'utf8')).toMatch(/^User-agent:/im);
  });

  it("ships each page's words in its own language only", () => {
    // An English page's scripts may name Hindi once: the language switch's word for it.
    const devanagari = /[\u0900-\u097F]+(?:[\s,.:।-]+[\u0900-\u097F]+)*/g;
    const allowedOnEnglishPages = new Set(['हिन्दी']);
    const englishTexts = [
      ...Object.values(englishWords).map((words) => words.title),
      ...Object.values(englishDescriptions),
    ].filter((text) => text.length > 20);
    const offenders: string[] = [];
    for (const route of measuredRoutes) {
      const size = measure(route.path);
      const code = size.jsFiles
        .filter((file) => !file.startsWith('<'))
        .map((file) => readFileSync(join(dist, file), 'utf8'))
        .join('\n');
      if (route.path.startsWith('/hi/')) {
        const english = englishTexts.filter((text) => code.includes(text));
        if (english.length > 0) offenders.push(`${route.path} loads English words: ${english.join(' / ')}`);
      } else {
        const hindi = [...new Set(code.match(devanagari) ?? [])].filter(
          (text) => !allowedOnEnglishPages.has(text),
        );
        if (hindi.length > 0)
          offenders.push(
            `${route.path} loads Hindi words: ${hindi.slice(0, 3).join(' / ')} (${hindi.length} in all)`,
          );
      }
    }
    // A page that loads nothing would pass: the Hindi pages' scripts have the Hindi route words.
    expect(
      measure(pathIn('hi', '/contact')).jsFiles.some(
        (file) =>
          !file.startsWith('<') &&
          readFileSync(join(dist, file), 'utf8').includes(hindiWords['/contact'].title),
      ),
    ).toBe(true);
    expect(offenders).toEqual([]);
  });

  it('draws Hindi in the Devanagari face it ships: its file, its unicode-range and every letter the pages use', () => {
    expect(devanagariUnicodeRange, 'the face file and its unicode-range list the same letters').toBe(
      hindiUnicodeRange,
    );
    const ranges = devanagariUnicodeRange.split(',').map((part) => {
      const [start = '', end = start] = part.trim().replace(/^U\+/, '').split('-');
      return [Number.parseInt(start, 16), Number.parseInt(end, 16)] as const;
    });
    const covered = (codePoint: number) =>
      ranges.some(([start, end]) => codePoint >= start && codePoint <= end);
    const missing = new Set<string>();
    for (const file of publicPages.filter((page) => page.startsWith('hi/'))) {
      const html = readFileSync(join(dist, file), 'utf8');
      for (const character of html.match(/[\u0900-\u097F]/g) ?? []) {
        if (!covered(character.codePointAt(0) ?? 0)) missing.add(`${character} in ${file}`);
      }
      // Without scripts, the page names the face's files (its starter fetches them otherwise).
      const noscript = /<noscript>([\s\S]*?)<\/noscript>/i.exec(html)?.[1] ?? '';
      expect(noscript, file).toContain("font-family:'Noto Sans Devanagari Web'");
      for (const [, url] of noscript.matchAll(/url\(([^)]+)\)/g))
        readDistFile(join(dist, url ?? ''), join(dist, file));
    }
    expect([...missing], 'letters the Devanagari face does not draw').toEqual([]);
    // English pages never name the face: they never fetch it.
    for (const file of publicPages.filter((page) => !page.startsWith('hi/'))) {
      expect(readFileSync(join(dist, file), 'utf8'), file).not.toMatch(
        /@font-face\{[^}]*Noto Sans Devanagari Web/,
      );
    }
  });

  it('keeps /staff out of sitemap.xml: the staff inbox is another build', () => {
    expect(existsSync(join(dist, 'staff')), 'site/dist has a staff folder').toBe(false);
    expect(readFileSync(join(dist, 'sitemap.xml'), 'utf8')).not.toMatch(/\/staff\b/);
  });
});
