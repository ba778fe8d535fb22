import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { cdp, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Details } from './Details.js';

function resolved(color: string) {
  const probe = document.createElement('span');
  probe.style.color = color;
  document.body.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
}

const details = () => document.querySelector('details') as HTMLDetailsElement;
const summary = () => document.querySelector('summary') as HTMLElement;

describe('Details', () => {
  it('is a native details element with its summary first', async () => {
    await render(<Details summary="Help with your number">Find it on your card.</Details>);
    expect(details().firstElementChild).toBe(summary());
    expect(summary().textContent).toBe('Help with your number');
    expect(details().open).toBe(false);
    expect(getComputedStyle(details().querySelector('.ui-details__text') as Element).display).not.toBe(
      'none',
    );
  });

  it('opens and closes with Enter and Space, keeping focus on the summary, and reports each change', async () => {
    const onOpenChange = vi.fn();
    await render(
      <Details summary="Help" onOpenChange={onOpenChange}>
        <a href="#card">About the card</a>
      </Details>,
    );
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(summary());
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => details().open).toBe(true);
    expect(document.activeElement).toBe(summary());
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement?.textContent).toBe('About the card');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift} ');
    await expect.poll(() => details().open).toBe(false);
    await expect.poll(() => onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('starts open with defaultOpen, and follows a controlled open without reporting it', async () => {
    const onOpenChange = vi.fn();
    const screen = await render(
      <Details summary="Help" open={false} onOpenChange={onOpenChange}>
        Text
      </Details>,
    );
    const toggled = new Promise((resolve) => details().addEventListener('toggle', resolve, { once: true }));
    await screen.rerender(
      <Details summary="Help" open onOpenChange={onOpenChange}>
        Text
      </Details>,
    );
    // The browser sends toggle after the open attribute changes; the component has heard it by now.
    await toggled;
    expect(details().open).toBe(true);
    expect(onOpenChange).not.toHaveBeenCalled();
    await screen.rerender(
      <Details summary="Help" defaultOpen>
        Text
      </Details>,
    );
  });

  it('renders open on the server when asked, with every text', () => {
    const html = renderToString(
      <Details summary="Help" defaultOpen>
        Find it on your card.
      </Details>,
    );
    expect(html).toMatch(/<details[^>]* open=""/);
    expect(html).toContain('Find it on your card.');
  });

  it('forwards its ref to the details element, merges className and spreads props', async () => {
    const ref = createRef<HTMLDetailsElement>();
    await render(
      <Details ref={ref} summary="Help" className="mine" data-testid="help" id="help">
        Text
      </Details>,
    );
    expect(ref.current).toBe(details());
    expect(ref.current?.className).toBe('ui-details mine');
    expect(ref.current?.id).toBe('help');
  });

  it('draws the triangle by shape: right when closed, down when open', async () => {
    await render(<Details summary="Help">Text</Details>);
    const closed = getComputedStyle(summary(), '::before').clipPath;
    await summary().click();
    await expect.poll(() => details().open).toBe(true);
    const open = getComputedStyle(summary(), '::before').clipPath;
    expect(closed).not.toBe(open);
    expect(summary().getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  });

  it('keeps the triangle, bar and focus in forced colours', async () => {
    await render(
      <Details summary="Help" defaultOpen>
        Text
      </Details>,
    );
    const text = details().querySelector('.ui-details__text') as HTMLElement;
    const session = cdp();
    await session.send('Emulation.setEmulatedMedia', {
      features: [{ name: 'forced-colors', value: 'active' }],
    });
    try {
      const triangle = getComputedStyle(summary(), '::before');
      expect(triangle.borderTopColor).not.toBe('rgba(0, 0, 0, 0)');
      expect(triangle.clipPath).not.toBe('none');
      expect(getComputedStyle(text).borderInlineStartColor).toBe(resolved('CanvasText'));
      await userEvent.keyboard('{Tab}');
      expect(document.activeElement).toBe(summary());
      expect(getComputedStyle(summary()).outlineStyle).toBe('solid');
      expect(getComputedStyle(summary()).outlineColor).toBe(resolved('Highlight'));
    } finally {
      await session.send('Emulation.setEmulatedMedia', { features: [] });
    }
  });
});
