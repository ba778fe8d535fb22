import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ComponentGuidance } from './guidance.js';

const src = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Every `<Component>.guidance.ts` under src, with its folder. */
const guidanceFiles = readdirSync(src, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((folder) =>
    readdirSync(join(src, folder.name))
      .filter((file) => file.endsWith('.guidance.ts'))
      .map((file) => ({ folder: folder.name, file })),
  );

describe.each(guidanceFiles)('$folder/$file', ({ folder, file }) => {
  const load = async () => {
    const module = (await import(join(src, folder, file))) as Record<string, ComponentGuidance>;
    const guidance = Object.values(module)[0];
    if (!guidance) throw new Error(`${file} exports no guidance`);
    return guidance;
  };

  it('names, for each row a test proves, a file that exists', async () => {
    const guidance = await load();
    for (const row of guidance.checklist) {
      if (!row.provenBy) continue;
      const proofFile = row.provenBy.split(':')[0]?.trim() ?? '';
      expect(existsSync(join(src, folder, proofFile)), `${row.with}: ${proofFile}`).toBe(true);
    }
  });

  it('leaves a screen reader and the keyboard to a checklist row each, and says when not to use it', async () => {
    const guidance = await load();
    const tools = new Set(guidance.checklist.map((row) => row.with));
    expect(tools).toContain('Keyboard only');
    expect([...tools].some((tool) => /NVDA|JAWS|VoiceOver|TalkBack/.test(tool))).toBe(true);
    expect(guidance.whenNotToUse.length).toBeGreaterThan(0);
    expect(guidance.pattern.url).toMatch(/^https:\/\//);
  });
});
