import { describe, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { contrastRatio } from '../tokens/contrast.js';
import { Tag, type TagTone } from './Tag.js';

const tones: TagTone[] = ['neutral', 'info', 'success', 'danger', 'strong', 'secondary'];

/** A computed `rgb(r, g, b)` as `#rrggbb`, for the contrast check. */
function hex(rgb: string) {
  const [r = 0, g = 0, b = 0] = rgb.match(/\d+/g)?.map(Number) ?? [];
  return `#${[r, g, b].map((part) => part.toString(16).padStart(2, '0')).join('')}`;
}

describe('Tag', () => {
  it.each(['light', 'dark'])('draws every tone with text at 4.5:1 or more in the %s theme', async (theme) => {
    document.documentElement.dataset.theme = theme;
    try {
      const screen = await render(
        <>
          {tones.map((tone) => (
            <Tag key={tone} tone={tone}>
              {tone}
            </Tag>
          ))}
        </>,
      );
      for (const tone of tones) {
        const style = getComputedStyle(screen.getByText(tone, { exact: true }).element());
        const ratio = contrastRatio(hex(style.color), hex(style.backgroundColor));
        expect(ratio, `${tone} in ${theme}`).toBeGreaterThanOrEqual(4.5);
      }
    } finally {
      delete document.documentElement.dataset.theme;
    }
  });

  it('keeps an outline in forced colours, where the backgrounds are gone', async () => {
    const screen = await render(<Tag tone="strong">New</Tag>);
    const tag = screen.getByText('New').element();
    const session = cdp();
    await session.send('Emulation.setEmulatedMedia', {
      features: [{ name: 'forced-colors', value: 'active' }],
    });
    try {
      expect(getComputedStyle(tag).borderTopStyle).toBe('solid');
      expect(getComputedStyle(tag).borderTopWidth).toBe('1px');
    } finally {
      await session.send('Emulation.setEmulatedMedia', { features: [] });
    }
  });

  it('passes its ref, class name and extra props through', async () => {
    const ref = { current: null as HTMLElement | null };
    await render(
      <Tag ref={ref} className="extra" data-testid="t" title="Status">
        Closed
      </Tag>,
    );
    expect(ref.current?.className).toBe('ui-tag ui-tag--neutral extra');
    expect(ref.current?.dataset.testid).toBe('t');
    expect(ref.current?.title).toBe('Status');
  });
});
