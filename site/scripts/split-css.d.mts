/** Types of site/scripts/split-css.mjs, for the TypeScript tests that import it. */
export interface LayerPart {
  text: string;
  /** The layer of a `@layer name{…}` block; null for anything else. */
  layer: string | null;
}

export interface SplitStylesheet {
  order: string[];
  parts: LayerPart[];
  blocks: Map<string, string[]>;
}

export function topLevelParts(css: string): string[];
export function classNamesIn(block: string): Set<string>;
export function splitByLayer(css: string): SplitStylesheet;
export function stylesForPage(
  split: SplitStylesheet,
  pageClasses: Set<string>,
  keep: (layer: string) => boolean,
): { css: string; deferred: string[] };
export function classNamesOfHtml(html: string): Set<string>;
