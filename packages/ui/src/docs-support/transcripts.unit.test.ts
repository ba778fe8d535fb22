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

/**
 * `<folder>/__transcripts__/<Component>/<story>.txt` of every story that asks for a transcript, and its
 * Hindi reading `<story>.hi.txt` (the story tests read each such story again in Hindi).
 */
const expected = new Set(
  Object.entries(modules).flatMap(([path, module]) => {
    const folder = path.split('/')[1] ?? '';
    return Object.entries(module)
      .filter(([name, story]) => {
        if (name === 'default') return false;
        const parameters = (story as { parameters?: { transcript?: unknown } }).parameters;
        return parameters?.transcript === true;
      })
      .flatMap(([name, story]) => {
        // A story's id comes from its export's name, whatever name it shows.
        const id = toId(module.default.title, storyNameFromExport(name));
        const file = `${folder}/__transcripts__/${storyFileName({ id, title: module.default.title })}`;
        const hindi = (story as { parameters?: { hindi?: { skip?: string } } }).parameters?.hindi?.skip;
        return hindi ? [`${file}.txt`] : [`${file}.txt`, `${file}.hi.txt`];
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

  it('include a Hindi reading of every story that asks for a transcript', () => {
    const hindi = [...expected].filter((file) => file.endsWith('.hi.txt'));
    expect(hindi.length).toBeGreaterThan(40);
    expect(hindi.filter((file) => !committed.includes(file)).sort(), 'no Hindi transcript').toEqual([]);
  });
});
