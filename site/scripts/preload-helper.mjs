// The Vite plugin that answers Vite's preload helper (`__vitePreload`, which every dynamic `import()`
// of the client goes through) with a smaller one, in the hydration chunk every page loads. Vite's
// handles what the site never does (a CSP nonce, a relative base, the `vite:preloadError` event) and
// weighs about 1 kB of gzip; this one does the same for the site's chunks: it asks for each module
// the imported chunk needs, once, at the same time as the chunk, and waits for any stylesheet first.
// A failed preload is only a lost head start: the import itself reports the failure.

/** The id Vite gives its helper (vite/src/node/plugins/importAnalysisBuild.ts, `preloadHelperId`). */
const preloadHelperId = '\0vite/preload-helper.js';

/** @param {string} base the site's base path (`/`), which the chunks' dependency paths are relative to */
function helperCode(base) {
  return `const seen = new Set();
export const __vitePreload = (load, deps) => {
  const styles = [];
  for (const dep of deps || []) {
    const href = ${JSON.stringify(base)} + dep;
    if (seen.has(href)) continue;
    seen.add(href);
    const link = document.createElement('link');
    link.href = href;
    if (dep.endsWith('.css')) {
      link.rel = 'stylesheet';
      styles.push(new Promise((settle) => { link.onload = link.onerror = settle; }));
    } else link.rel = 'modulepreload';
    document.head.append(link);
  }
  return Promise.all(styles).then(load);
};
`;
}

export function smallPreloadHelper() {
  let base = '/';
  return {
    name: 'small-preload-helper',
    enforce: 'pre',
    apply: 'build',
    configResolved(config) {
      if (!config.base.startsWith('/'))
        throw new Error(`base is ${config.base}: the small preload helper needs an absolute base`);
      base = config.base;
    },
    load(id) {
      return id === preloadHelperId ? { code: helperCode(base), moduleSideEffects: false } : null;
    },
  };
}
