import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { events as eventsEn } from '../content/events.js';
import { events as eventsHi } from '../content/hi/events.js';

const siteSource = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe("the site's event words", () => {
  it('come through content/events.ts, which the Hindi build swaps, never straight from the package', () => {
    // Value imports only: a type from the package names no words.
    const valueImport = /^import\s+\{[^}]*\}\s+from\s+'@inclusion\/events(?:\/hi)?';/m;
    const twins = [join('content', 'events.ts'), join('content', 'hi', 'events.ts')];
    const direct = sourceFiles(siteSource)
      .filter((file) => !twins.some((twin) => file.endsWith(twin)))
      .filter((file) => valueImport.test(readFileSync(file, 'utf8')))
      .map((file) => relative(siteSource, file));
    expect(direct).toEqual([]);
  });

  it('in Hindi keep the English ids, dates and banners, with every title in Devanagari', () => {
    expect(eventsHi.map(({ id, date, banner }) => [id, date, banner.file])).toEqual(
      eventsEn.map(({ id, date, banner }) => [id, date, banner.file]),
    );
    for (const event of eventsHi) expect(event.title).toMatch(/^[\u0900-\u097F\s]+$/);
  });
});
