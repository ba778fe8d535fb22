import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { SuccessPanel } from './SuccessPanel.js';

const reference = { label: 'Your ticket reference is', value: 'CNT-20261121-7F3K9Q' };

describe('SuccessPanel', () => {
  it('moves focus to its heading when it appears', async () => {
    const screen = await render(<SuccessPanel title="Message Sent Successfully!" />);
    const heading = screen.getByRole('heading', { level: 2, name: 'Message Sent Successfully!' });
    await expect.element(heading).toHaveFocus();
    await expect.element(heading).toHaveAttribute('tabindex', '-1');
  });

  it('is not a live region, so focus alone announces it', async () => {
    const screen = await render(<SuccessPanel title="Done" message="Saved" />);
    expect(screen.container.querySelector('[role="status"], [role="alert"], [aria-live]')).toBeNull();
  });

  it('shows the reference as one element after its label', async () => {
    const screen = await render(<SuccessPanel title="Message Sent Successfully!" reference={reference} />);
    const value = screen.getByText('CNT-20261121-7F3K9Q').element();
    expect(value.tagName).toBe('STRONG');
    expect(value.childNodes).toHaveLength(1);
    expect(value.parentElement?.textContent).toBe('Your ticket reference is CNT-20261121-7F3K9Q');
  });

  it('renders the message, children, action and a level 3 heading', async () => {
    const screen = await render(
      <SuccessPanel
        title="Partnership Request Submitted!"
        message="Your response has been submitted successfully."
        headingLevel={3}
        action={<button type="button">Send another</button>}
      >
        <p>We will call you soon.</p>
      </SuccessPanel>,
    );
    await expect.element(screen.getByRole('heading', { level: 3 })).toHaveFocus();
    await expect.element(screen.getByText('Your response has been submitted successfully.')).toBeVisible();
    await expect.element(screen.getByText('We will call you soon.')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Send another' })).toBeVisible();
  });

  it('passes its ref and extra props through', async () => {
    const ref = vi.fn();
    const screen = await render(
      <SuccessPanel title="Done" ref={ref} data-testid="panel" className="extra" />,
    );
    const panel = screen.getByTestId('panel').element();
    expect(ref).toHaveBeenCalledWith(panel);
    expect(panel).toHaveClass('ui-success-panel', 'extra');
  });
});
