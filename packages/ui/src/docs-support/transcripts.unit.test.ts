import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storyNameFromExport, toId } from 'storybook/internal/csf';
import { describe, expect, it } from 'vitest';
import { storyFileName } from '../test-support/story-files.js';

const src = join(dirname(fileURLToPath(import.meta.url)), '..');

interface StoriesModule {
  default: { title: string };
  [exportName: string]: unknown;
}

/**
 * Every stories file, loaded as data: the docs page of a component lists the transcripts of its stories
 * that set `parameters.transcript`, and the story tests record exactly those.
 */
const modules = import.meta.glob<StoriesModule>('../*/*.stories.tsx', { eager: true });

/** `<folder>/__transcripts__/<Component>/<story>.txt` of every story that asks for a transcript. */
const expected = new Set(
  Object.entries(modules).flatMap(([path, module]) => {
    const folder = path.split('/')[1] ?? '';
    return Object.entries(module)
      .filter(([name, story]) => {
        if (name === 'default') return false;
        const parameters = (story as { parameters?: { transcript?: unknown } }).parameters;
        return parameters?.transcript === true;
      })
      .map(([name]) => {
        // A story's id comes from its export's name, whatever name it shows.
        const id = toId(module.default.title, storyNameFromExport(name));
        return `${folder}/__transcripts__/${storyFileName({ id, title: module.default.title })}.txt`;
      });
  }),
);

const committed = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\/__transcripts__\/[^/]+\/[^/]+\.txt$/.test(file))
  .map((file) => relative(src, join(src, file)));

describe('the transcripts of the components', () => {
  it('are the transcripts of stories that ask for one, and of nothing else', () => {
    expect(expected.size).toBeGreaterThan(40);
    expect(committed.filter((file) => !expected.has(file)).sort(), 'committed without a story').toEqual([]);
  });
});
