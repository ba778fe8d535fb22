import { userEvent } from 'vitest/browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { SkipLink } from './SkipLink.js';

afterEach(() => {
  history.replaceState(null, '', location.pathname + location.search);
});

const content = () => document.getElementById('content');

describe('SkipLink', () => {
  it('is a link to #main saying "Skip to main content" by default', async () => {
    const screen = await render(<SkipLink />);
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    await expect.element(link).toHaveAttribute('href', '#main');
    await expect.element(link).toHaveClass('ui-skip-link');
  });

  it('is clipped until focused, then drawn inside the viewport', async () => {
    const screen = await render(
      <>
        <SkipLink href="#content" />
        <div id="content">Content</div>
      </>,
    );
    const link = screen.getByRole('link').element();
    expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    expect(document.activeElement).toBe(link);
    const box = link.getBoundingClientRect();
    expect(box.width).toBeGreaterThan(1);
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(getComputedStyle(link).outlineStyle).toBe('solid');
  });

  it('leaves a target that is focusable already in the tab order', async () => {
    const screen = await render(
      <>
        <SkipLink href="#content" />
        <input id="content" aria-label="Search" />
      </>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const target = screen.getByRole('textbox').element();
    expect(document.activeElement).toBe(target);
    expect(target.hasAttribute('tabindex')).toBe(false);
  });

  it('leaves focus alone when onClick prevents the default', async () => {
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    await render(
      <>
        <SkipLink href="#content" onClick={onClick} />
        <div id="content">Content</div>
      </>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(content()?.hasAttribute('tabindex')).toBe(false);
  });

  it('passes its ref and extra props through', async () => {
    const ref = { current: null as HTMLAnchorElement | null };
    const screen = await render(<SkipLink ref={ref} href="#x" lang="hi" children="मुख्य सामग्री पर जाएँ" />);
    await expect
      .element(screen.getByRole('link', { name: 'मुख्य सामग्री पर जाएँ' }))
      .toHaveAttribute('lang', 'hi');
    expect(ref.current).toBeInstanceOf(HTMLAnchorElement);
  });
});
