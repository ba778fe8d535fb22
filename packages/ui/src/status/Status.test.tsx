import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { Status, statusVariants } from './Status.js';

describe('Status', () => {
  it('is a polite live region that keeps its element while the text changes', async () => {
    const screen = await render(<Status />);
    const region = screen.getByRole('status').element();
    expect(region.textContent).toBe('');
    await screen.rerender(<Status>Submitting...</Status>);
    await screen.rerender(<Status tone="success">Successfully Subscribed!</Status>);
    expect(screen.getByRole('status').element()).toBe(region);
    await expect.element(screen.getByRole('status')).toHaveTextContent('Successfully Subscribed!');
  });

  it('keeps its role even when given another', async () => {
    const screen = await render(<Status role="alert">Saved</Status>);
    await expect.element(screen.getByRole('status')).toHaveTextContent('Saved');
  });

  it('can be heard but not seen', async () => {
    const screen = await render(<Status visuallyHidden>3 workshops found</Status>);
    const region = screen.getByRole('status');
    await expect.element(region).toHaveTextContent('3 workshops found');
    expect(region.element().getBoundingClientRect().width).toBeLessThanOrEqual(1);
  });

  it('draws no box while empty', async () => {
    const screen = await render(<Status tone="info" />);
    expect(screen.getByRole('status').element().getBoundingClientRect().height).toBe(0);
  });

  it('passes its ref and extra props through', async () => {
    const ref = vi.fn();
    const screen = await render(
      <Status ref={ref} id="count" className="extra">
        10 characters left
      </Status>,
    );
    const region = screen.getByRole('status').element();
    expect(ref).toHaveBeenCalledWith(region);
    expect(region.id).toBe('count');
    expect(region).toHaveClass('ui-status', 'ui-status--neutral', 'extra');
  });

  it('maps tones to classes', () => {
    expect(statusVariants({ tone: 'info', visuallyHidden: true })).toBe(
      'ui-status ui-status--info ui-visually-hidden',
    );
  });
});
