import type { MouseEvent as ReactMouseEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { BackLink } from './BackLink.js';

describe('BackLink', () => {
  it('is a link to href with a visible “Back”, a hidden chevron and a 44px target', async () => {
    const screen = await render(<BackLink href="/staff/volunteer" />);
    const link = screen.getByRole('link', { name: 'Back' });
    await expect.element(link).toHaveAttribute('href', '/staff/volunteer');
    const element = link.element() as HTMLElement;
    expect(element.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    expect(getComputedStyle(element, '::before').content).toBe('""');
    expect(element.textContent).toBe('Back');
  });

  it('follows href and leaves the history alone unless asked', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const length = vi.spyOn(window.history, 'length', 'get').mockReturnValue(3);
    const followed = vi.fn((event: ReactMouseEvent) => event.preventDefault());
    try {
      const screen = await render(
        <div onClickCapture={followed}>
          <BackLink href="#list">Back to applications</BackLink>
        </div>,
      );
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      expect(followed).toHaveBeenCalledTimes(1);
      expect(back).not.toHaveBeenCalled();
      await expect.element(screen.getByRole('link', { name: 'Back to applications' })).toHaveFocus();
    } finally {
      back.mockRestore();
      length.mockRestore();
    }
  });

  it('with historyBack, goes back in the history when there is some, and follows href when there is none', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const length = vi.spyOn(window.history, 'length', 'get').mockReturnValue(3);
    let defaultPrevented: boolean | undefined;
    const record = (event: MouseEvent) => {
      defaultPrevented = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', record);
    try {
      const screen = await render(<BackLink href="#list" historyBack />);
      await screen.getByRole('link', { name: 'Back' }).click();
      expect(back).toHaveBeenCalledTimes(1);
      expect(defaultPrevented).toBe(true);

      length.mockReturnValue(1);
      await screen.getByRole('link', { name: 'Back' }).click();
      expect(back).toHaveBeenCalledTimes(1);
      expect(defaultPrevented).toBe(false);
    } finally {
      window.removeEventListener('click', record);
      back.mockRestore();
      length.mockRestore();
    }
  });

  it('renders a router link with asChild, keeping its class and ref', async () => {
    const ref = { current: null as HTMLAnchorElement | null };
    const screen = await render(
      <BackLink asChild ref={ref} className="extra">
        <a href="/staff">Back to the inbox</a>
      </BackLink>,
    );
    await expect.element(screen.getByRole('link', { name: 'Back to the inbox' })).toBeVisible();
    expect(ref.current?.className).toBe('ui-back-link extra');
    expect(ref.current?.getAttribute('href')).toBe('/staff');
  });

  it('passes its ref, class name and extra props through', async () => {
    const ref = { current: null as HTMLAnchorElement | null };
    await render(<BackLink ref={ref} href="/" className="extra" data-testid="b" lang="en" />);
    expect(ref.current?.className).toBe('ui-back-link extra');
    expect(ref.current?.dataset.testid).toBe('b');
    expect(ref.current?.lang).toBe('en');
  });
});
