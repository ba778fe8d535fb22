// Splits the site's stylesheet by cascade layer, so each page's HTML carries only the ui components it
// shows (scripts/prerender.mjs). Whole layers move, never single rules: the order of the rules inside a
// layer stays as built, and the order of the layers is declared at the top of every page's styles, so
// a layer that arrives later takes the place it always had.

/** The stylesheet's top-level statements and blocks, in order (a `;` or a balanced `{…}` ends one). */
export function topLevelParts(css) {
  const parts = [];
  let depth = 0;
  let start = 0;
  let quote = null;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{') depth++;
    else if (c === '}') {
      depth--;
      if (depth === 0) {
        parts.push(css.slice(start, i + 1).trim());
        start = i + 1;
      }
    } else if (c === ';' && depth === 0) {
      parts.push(css.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  if (depth !== 0) throw new Error('The stylesheet has unbalanced braces');
  if (css.slice(start).trim()) parts.push(css.slice(start).trim());
  return parts.filter(Boolean);
}

/** `@layer a.b{…}` → 'a.b'; `@layer a,b;` → ['a', 'b'] as statement; anything else → null. */
function layerOf(part) {
  const match = /^@layer\s+([^{;]+)([{;])/.exec(part);
  if (!match) return null;
  const names = match[1].split(',').map((name) => name.trim());
  return { names, isBlock: match[2] === '{' };
}

/** The class names a block's selectors use (`.ui-card__title` → 'ui-card__title'). */
export function classNamesIn(block) {
  const withoutStrings = block.replace(/"[^"]*"|'[^']*'/g, '');
  // Selectors are what comes before a `{`; declarations (after it, before `}` or `;`) are skipped.
  // At-rule preludes (`@layer a.b`, `@media (…)`) are not selectors: a layer's dotted name is no class.
  const selectors = (withoutStrings.match(/[^{};]+(?=\{)/g) ?? []).filter(
    (text) => !text.trim().startsWith('@'),
  );
  return new Set(
    selectors.flatMap((selector) => [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1])),
  );
}

/**
 * The stylesheet as layers: every layer name in the order they first appear, and each layer's blocks.
 * `parts` keeps everything in order, each part marked with its layer when it is a layer block.
 */
export function splitByLayer(css) {
  const order = [];
  const parts = topLevelParts(css).map((text) => {
    const layer = layerOf(text);
    for (const name of layer?.names ?? []) if (!order.includes(name)) order.push(name);
    return { text, layer: layer?.isBlock && layer.names.length === 1 ? layer.names[0] : null };
  });
  const blocks = new Map();
  for (const part of parts) {
    if (!part.layer) continue;
    const list = blocks.get(part.layer) ?? [];
    list.push(part.text);
    blocks.set(part.layer, list);
  }
  return { order, parts, blocks };
}

/**
 * One page's styles: every part, less the layers whose classes the page's HTML never uses (`keep`
 * decides for the others), with the full layer order declared first. Returns what stays and the
 * names of the layers left out.
 */
export function stylesForPage(split, pageClasses, keep) {
  const deferred = new Set();
  for (const [layer, texts] of split.blocks) {
    if (keep(layer)) continue;
    const classes = classNamesIn(texts.join(''));
    if (classes.size > 0 && ![...classes].some((name) => pageClasses.has(name))) deferred.add(layer);
  }
  const kept = split.parts
    .filter((part) => !part.layer || !deferred.has(part.layer))
    .map((part) => part.text);
  return { css: [`@layer ${split.order.join(',')};`, ...kept].join(''), deferred: [...deferred] };
}

/** The class names in a page's markup. */
export function classNamesOfHtml(html) {
  return new Set(
    [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => match[1].split(/\s+/).filter(Boolean)),
  );
}
