import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { Alert, alertVariants } from './Alert.js';

describe('Alert', () => {
  it('is an alert region first, and gets its message a moment later', async () => {
    const screen = await render(<Alert>Failed to send message. Please try again.</Alert>);
    const alert = screen.getByRole('alert');
    expect(alert.element().textContent).toBe('');
    await expect.element(alert).toHaveTextContent('Error: Failed to send message. Please try again.');
  });

  it('announces changes to its message in the same region', async () => {
    const screen = await render(<Alert>First</Alert>);
    await expect.element(screen.getByRole('alert')).toHaveTextContent('First');
    const region = screen.getByRole('alert').element();
    await screen.rerender(<Alert>Second</Alert>);
    expect(screen.getByRole('alert').element()).toBe(region);
    expect(region.textContent).toBe('Error: Second');
  });

  it('says its kind in words before the title, with a decorative icon', async () => {
    const screen = await render(
      <Alert variant="success" title="Saved">
        Your details have been saved.
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    await expect.element(alert).toHaveTextContent(/^Success: Saved\s*Your details have been saved\.$/);
    await expect.element(alert).toHaveClass('ui-alert--success');
    expect(alert.element().querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('draws nothing while empty', async () => {
    const screen = await render(<Alert>Message</Alert>);
    expect(screen.getByRole('alert').element().getBoundingClientRect().height).toBe(0);
    await expect.element(screen.getByText('Message')).toBeVisible();
  });

  it('passes its ref and extra props through', async () => {
    const ref = vi.fn();
    const screen = await render(
      <Alert ref={ref} id="send-error" className="extra">
        Oops
      </Alert>,
    );
    const alert = screen.getByRole('alert').element();
    expect(ref).toHaveBeenCalledWith(alert);
    expect(alert.id).toBe('send-error');
    expect(alert).toHaveClass('ui-alert', 'ui-alert--error', 'extra');
  });

  it('with focusKey: takes focus, is a group named by its words, and is not a live region', async () => {
    const screen = await render(<Alert focusKey={1}>Failed to send message. Please try again.</Alert>);
    const banner = screen.getByRole('group', { name: 'Error: Failed to send message. Please try again.' });
    await expect.element(banner).toHaveFocus();
    await expect.element(banner).toHaveAttribute('tabindex', '-1');
    expect(screen.container.querySelector('[role="alert"], [aria-live]')).toBeNull();
  });

  it('with focusKey and a title: named by the title, described by the message', async () => {
    const screen = await render(
      <Alert focusKey={1} title="Your message was not sent">
        Please try again.
      </Alert>,
    );
    const banner = screen.getByRole('group', { name: 'Error: Your message was not sent' });
    await expect.element(banner).toHaveFocus();
    await expect.element(banner).toHaveAccessibleDescription('Please try again.');
  });

  it('takes focus again when focusKey changes, not on other renders', async () => {
    const screen = await render(
      <>
        <Alert focusKey={1}>Failed</Alert>
        <button type="button">Send</button>
      </>,
    );
    const send = screen.getByRole('button', { name: 'Send' });
    (send.element() as HTMLElement).focus();
    await screen.rerender(
      <>
        <Alert focusKey={1}>Failed again</Alert>
        <button type="button">Send</button>
      </>,
    );
    await expect.element(send).toHaveFocus();
    await screen.rerender(
      <>
        <Alert focusKey={2}>Failed again</Alert>
        <button type="button">Send</button>
      </>,
    );
    await expect.element(screen.getByRole('group')).toHaveFocus();
  });

  it('maps variants to classes', () => {
    expect(alertVariants({ variant: 'info' })).toBe('ui-alert ui-alert--info');
    expect(alertVariants()).toBe('ui-alert ui-alert--error');
  });
});
