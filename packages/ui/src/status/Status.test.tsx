import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { Status, statusVariants } from './Status.js';

describe('Status', () => {
  it('keeps its role even when given another', async () => {
    const screen = await render(<Status role="alert">Saved</Status>);
    await expect.element(screen.getByRole('status')).toHaveTextContent('Saved');
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
