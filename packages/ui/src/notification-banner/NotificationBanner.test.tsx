import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { cdp } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { NotificationBanner, notificationBannerVariants } from './NotificationBanner.js';

describe('NotificationBanner', () => {
  it('neutral: a region named by its h2 title “Important”, which does not take focus', async () => {
    const screen = await render(<NotificationBanner heading="Applications close on 30 June." />);
    const banner = screen.getByRole('region', { name: 'Important' });
    await expect.element(banner).toBeVisible();
    const title = screen.getByRole('heading', { level: 2, name: 'Important' }).element();
    expect(banner.element().getAttribute('aria-labelledby')).toBe(title.id);
    expect(banner.element().hasAttribute('tabindex')).toBe(false);
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByText('Applications close on 30 June.').element().tagName).toBe('P');
    expect(banner.element().className).toBe('ui-notification-banner ui-notification-banner--neutral');
  });

  it('takes focus only when asked: autoFocus turns it off for success and on for neutral', async () => {
    const screen = await render(
      <NotificationBanner
        type="success"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- this turns the banner's focus move off
        autoFocus={false}
        heading="Saved"
        title="Done"
        headingLevel={3}
      />,
    );
    const banner = screen.getByRole('alert', { name: 'Done' });
    await expect.element(banner).toBeVisible();
    expect(document.activeElement).toBe(document.body);
    await expect.element(screen.getByRole('heading', { level: 3, name: 'Done' })).toBeVisible();

    // eslint-disable-next-line jsx-a11y/no-autofocus -- the banner's own focus move, under test
    await screen.rerender(<NotificationBanner autoFocus heading="Read this" />);
    await expect.element(screen.getByRole('region', { name: 'Important' })).toHaveFocus();
  });

  it('has all its text in the server HTML, and hydrates it without a warning', async () => {
    const banner = (
      <NotificationBanner type="success" heading="Asha Rao’s data has been erased">
        <p>The audit log records it.</p>
      </NotificationBanner>
    );
    const html = renderToString(banner);
    expect(html).toContain('role="alert"');
    expect(html).toContain('Success');
    expect(html).toContain('Asha Rao’s data has been erased');
    expect(html).toContain('The audit log records it.');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    try {
      const root = hydrateRoot(container, banner);
      await expect.poll(() => document.activeElement).toBe(container.firstElementChild);
      expect(errors).not.toHaveBeenCalled();
      root.unmount();
    } finally {
      errors.mockRestore();
      container.remove();
    }
  });

  it('keeps its frame, a rule under its title and its focus ring in forced colours', async () => {
    // eslint-disable-next-line jsx-a11y/no-autofocus -- focus makes the ring drawn, to check it in forced colours
    const screen = await render(<NotificationBanner autoFocus heading="Read this" />);
    const banner = screen.getByRole('region').element();
    const header = banner.querySelector('.ui-notification-banner__header') as Element;
    const session = cdp();
    await session.send('Emulation.setEmulatedMedia', {
      features: [{ name: 'forced-colors', value: 'active' }],
    });
    try {
      expect(getComputedStyle(banner).borderTopStyle).toBe('solid');
      expect(getComputedStyle(header).borderBottomStyle).toBe('solid');
      expect(getComputedStyle(banner).outlineStyle).not.toBe('none');
    } finally {
      await session.send('Emulation.setEmulatedMedia', { features: [] });
    }
  });

  it('passes its ref, class name and extra props through', async () => {
    expect(notificationBannerVariants({ type: 'success' })).toBe(
      'ui-notification-banner ui-notification-banner--success',
    );
    const ref = { current: null as HTMLDivElement | null };
    await render(<NotificationBanner ref={ref} className="extra" data-testid="n" heading="Hello" />);
    expect(ref.current?.className).toBe('ui-notification-banner ui-notification-banner--neutral extra');
    expect(ref.current?.dataset.testid).toBe('n');
  });
});
