import { describe, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { WarningText } from './WarningText.js';

const text = 'Erasing a person’s data cannot be undone.';

describe('WarningText', () => {
  it('hides the icon and reads a visually hidden “Warning:” before the bold text', async () => {
    const screen = await render(<WarningText>{text}</WarningText>);
    const root = screen.container.querySelector('.ui-warning-text') as HTMLElement;
    const icon = root.querySelector('.ui-warning-text__icon') as HTMLElement;
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    const strong = root.querySelector('strong') as HTMLElement;
    expect(strong.textContent).toBe(`Warning: ${text}`);
    const hidden = strong.querySelector('.ui-visually-hidden') as HTMLElement;
    expect(hidden.textContent).toBe('Warning: ');
    expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  });

  it('draws a circular icon of at least 3:1 and keeps it in forced colours', async () => {
    const screen = await render(<WarningText>{text}</WarningText>);
    const icon = screen.container.querySelector('.ui-warning-text__icon') as HTMLElement;
    const box = icon.getBoundingClientRect();
    expect(box.width).toBe(box.height);
    expect(getComputedStyle(icon).borderRadius).toBe('50%');
    const session = cdp();
    await session.send('Emulation.setEmulatedMedia', {
      features: [{ name: 'forced-colors', value: 'active' }],
    });
    try {
      expect(getComputedStyle(icon).borderTopStyle).toBe('solid');
      expect(getComputedStyle(icon).color).not.toBe(getComputedStyle(icon).backgroundColor);
    } finally {
      await session.send('Emulation.setEmulatedMedia', { features: [] });
    }
  });

  it('passes its ref, class name and extra props through', async () => {
    const ref = { current: null as HTMLDivElement | null };
    await render(
      <WarningText ref={ref} className="extra" data-testid="w">
        {text}
      </WarningText>,
    );
    expect(ref.current?.className).toBe('ui-warning-text extra');
    expect(ref.current?.dataset.testid).toBe('w');
  });
});
