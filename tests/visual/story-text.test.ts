import { describe, expect, it } from 'vitest';
import { formatStoryText, lineDiff } from './story-text.ts';

describe('the committed text of a story', () => {
  it('puts the modes that show the same text in one section, in the order they were looked at', () => {
    const text = formatStoryText(
      new Map([
        ['light', 'Contrast\n288 pairs'],
        ['dark', 'Contrast\n288 pairs'],
        ['forced-colors', 'Contrast\n288 pairs'],
        ['320px', 'Contrast\n288\npairs'],
      ]),
    );
    expect(text).toBe(
      '=== light, dark, forced-colors ===\nContrast\n288 pairs\n\n=== 320px ===\nContrast\n288\npairs\n',
    );
  });
});

describe('the difference between two texts', () => {
  it('shows the one changed line, with a line of context either side, the old before the new', () => {
    const before = ['Theme check', 'Brand colours', '280 pairs in 4 situations', 'All pass', 'Export'].join(
      '\n',
    );
    const after = ['Theme check', 'Brand colours', '288 pairs in 4 situations', 'All pass', 'Export'].join(
      '\n',
    );
    expect(lineDiff(before, after)).toBe(
      ['  Brand colours', '- 280 pairs in 4 situations', '+ 288 pairs in 4 situations', '  All pass'].join(
        '\n',
      ),
    );
  });

  it('marks the lines left out between two changes, and shows added and removed lines', () => {
    const before = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].join('\n');
    const after = ['a', 'B', 'c', 'd', 'e', 'f', 'g', 'h'].join('\n');
    expect(lineDiff(before, after).split('\n')).toEqual(['  a', '- b', '+ B', '  c', '  …', '  g', '+ h']);
  });

  it('is empty when nothing changed', () => {
    expect(lineDiff('same\ntext', 'same\ntext')).toBe('');
  });
});
