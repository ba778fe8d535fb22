import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

/**
 * Each application imports the styles of the ui components it draws one file at a time
 * (site/src/styles/site.css for the public pages, staff/src/staff.css for the inbox), not the whole of
 * @inclusion/ui: the public file is written into every page. A component drawn without its file would
 * be unstyled: no focus ring, targets under 44 px. This keeps both lists whole, from each app's imports.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const siteSource = join(root, 'site/src');
const staffSource = join(root, 'staff/src');

/** The ui folders that have a stylesheet: the `layer(inclusion-ui.components.<folder>)` lines of styles.css. */
const styledFolders = new Set(
  [
    ...readFileSync(join(root, 'packages/ui/src/styles.css'), 'utf8').matchAll(/components\.([a-z-]+)\)/g),
  ].map((match) => match[1] ?? ''),
);

/** Each value the ui package exports, and the folder it comes from (packages/ui/src/index.ts). */
const folderOfExport = new Map<string, string>();
for (const match of readFileSync(join(root, 'packages/ui/src/index.ts'), 'utf8').matchAll(
  /^export \{([^}]*)\} from '\.\/([a-z-]+)\//gm,
)) {
  for (const name of (match[1] ?? '').split(',')) folderOfExport.set(name.trim(), match[2] ?? '');
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name),
    )
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The styled ui folders the given files draw with: imports of '@inclusion/ui' and its subpaths, static or not. */
function foldersDrawnBy(files: string[]): Map<string, string> {
  const drawn = new Map<string, string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(
      /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'@inclusion\/ui(?:\/([a-z-]+))?'/g,
    )) {
      const names = (match[1] ?? '').split(',').map((name) => name.replace(/^type\s+/, '').trim());
      const folders = match[2] ? [match[2]] : names.map((name) => folderOfExport.get(name) ?? '');
      for (const folder of folders)
        if (styledFolders.has(folder)) drawn.set(folder, drawn.get(folder) ?? relative(root, file));
    }
    // Loaded when first needed (the Select, site/src/forms/LazySelect.tsx).
    for (const match of text.matchAll(/import\(\s*'@inclusion\/ui\/([a-z-]+)'\s*\)/g)) {
      const folder = match[1] ?? '';
      if (styledFolders.has(folder)) drawn.set(folder, drawn.get(folder) ?? relative(root, file));
    }
  }
  return drawn;
}

const importedCss = (file: string) =>
  new Set(
    [...readFileSync(file, 'utf8').matchAll(/@import '@inclusion\/ui\/css\/([a-z-]+)\.css'/g)].map(
      (m) => m[1],
    ),
  );

const publicFiles = sourceFiles(siteSource);
const staffFiles = sourceFiles(staffSource);
const publicCss = importedCss(join(siteSource, 'styles/site.css'));
const staffCss = importedCss(join(staffSource, 'staff.css'));

describe('the ui styles the site and the staff inbox import', () => {
  test('the lists are read from the sources (a broken pattern would make every check pass)', () => {
    expect(styledFolders.size).toBeGreaterThan(30);
    expect(folderOfExport.get('Button')).toBe('button');
    expect(foldersDrawnBy(publicFiles).size).toBeGreaterThan(15);
    expect(foldersDrawnBy(staffFiles).size).toBeGreaterThan(5);
  });

  test('every ui component a public page draws has its styles in site.css', () => {
    const missing = [...foldersDrawnBy(publicFiles)]
      .filter(([folder]) => !publicCss.has(folder))
      .map(([folder, file]) => `${folder} (drawn in ${file})`);
    expect(missing).toEqual([]);
  });

  test('every ui component the staff inbox draws has its styles in staff.css', () => {
    const missing = [...foldersDrawnBy(staffFiles)]
      .filter(([folder]) => !staffCss.has(folder))
      .map(([folder, file]) => `${folder} (drawn in ${file})`);
    expect(missing).toEqual([]);
  });

  test('site.css holds nothing the public pages do not draw, and staff.css nothing the inbox does not', () => {
    const drawnByPages = foldersDrawnBy(publicFiles);
    expect([...publicCss].filter((folder) => !drawnByPages.has(folder ?? ''))).toEqual([]);
    const drawnByInbox = foldersDrawnBy(staffFiles);
    expect([...staffCss].filter((folder) => !drawnByInbox.has(folder ?? ''))).toEqual([]);
  });
});
