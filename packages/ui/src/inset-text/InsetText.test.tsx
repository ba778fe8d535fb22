import { describe, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { InsetText } from './InsetText.js';

describe('InsetText', () => {
  it('is a plain div with no role, drawn with a thick start border', async () => {
    const screen = await render(
      <InsetText>
        <p>It can take up to 4 weeks.</p>
      </InsetText>,
    );
    const inset = screen.container.querySelector('.ui-inset-text') as HTMLElement;
    expect(inset.tagName).toBe('DIV');
    expect(inset.getAttribute('role')).toBeNull();
    expect(parseFloat(getComputedStyle(inset).borderInlineStartWidth)).toBe(10);
    expect(getComputedStyle(inset).borderInlineStartStyle).toBe('solid');
    // The paragraph's own margins do not add space inside the border.
    expect(getComputedStyle(inset.querySelector('p') as Element).marginBlockEnd).toBe('0px');
  });

  it('keeps its border in forced colours', async () => {
    const screen = await render(<InsetText>Note</InsetText>);
    const inset = screen.getByText('Note').element();
    const session = cdp();
    await session.send('Emulation.setEmulatedMedia', {
      features: [{ name: 'forced-colors', value: 'active' }],
    });
    try {
      expect(getComputedStyle(inset).borderInlineStartStyle).toBe('solid');
      expect(parseFloat(getComputedStyle(inset).borderInlineStartWidth)).toBe(10);
    } finally {
      await session.send('Emulation.setEmulatedMedia', { features: [] });
    }
  });

  it('passes its ref, class name and extra props through', async () => {
    const ref = { current: null as HTMLDivElement | null };
    await render(
      <InsetText ref={ref} className="extra" data-testid="i" id="note">
        Note
      </InsetText>,
    );
    expect(ref.current?.className).toBe('ui-inset-text extra');
    expect(ref.current?.dataset.testid).toBe('i');
    expect(ref.current?.id).toBe('note');
  });
});
