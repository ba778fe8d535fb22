import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ErrorSummary } from './ErrorSummary.js';

const errors = [
  { fieldId: 'full-name', message: 'Full name is required' },
  { fieldId: 'email', message: 'Email is required' },
];

function Fields() {
  return (
    <form noValidate>
      <label htmlFor="full-name">Full name</label>
      <input id="full-name" />
      <div style={{ blockSize: '150vh' }} />
      <label htmlFor="email">Email</label>
      <input id="email" type="email" />
      <div style={{ blockSize: '150vh' }} />
    </form>
  );
}

function one(selector: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(selector);
  if (!element) throw new Error(`Nothing matches ${selector}`);
  return element;
}

const summary = () => one('.ui-error-summary');

describe('ErrorSummary', () => {
  it('is a group named by its heading and described by its errors, so focus alone says them', async () => {
    const screen = await render(<ErrorSummary errors={errors} />);
    const group = screen.getByRole('group', { name: 'There is a problem' });
    await expect.element(group).toHaveFocus();
    await expect.element(group).toHaveAccessibleDescription('Full name is required Email is required');
  });

  it('reads a field name before a message that does not name its field', async () => {
    const screen = await render(
      <ErrorSummary
        errors={[
          {
            fieldId: 'pwd',
            message: 'This field is required',
            fieldName: 'Are you a person with a disability?',
          },
          { fieldId: 'type', message: 'Please select disability type', fieldName: 'Type of disability' },
          { fieldId: 'email', message: 'Email is required' },
        ]}
      />,
    );
    const names = screen
      .getByRole('link')
      .elements()
      .map((link) => link.textContent);
    expect(names).toEqual([
      'Are you a person with a disability? This field is required',
      'Type of disability: Please select disability type',
      'Email is required',
    ]);
  });

  it('renders nothing without errors', async () => {
    const screen = await render(<ErrorSummary errors={[]} />);
    expect(screen.container.innerHTML).toBe('');
  });

  it('shows a heading and one link per error, pointing at the field id', async () => {
    const screen = await render(<ErrorSummary errors={errors} headingLevel={3} />);
    await expect.element(screen.getByRole('heading', { level: 3, name: 'There is a problem' })).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'Email is required' }))
      .toHaveAttribute('href', '#email');
    await expect.element(screen.getByRole('alert')).not.toBeInTheDocument();
  });

  it('takes focus on mount, and again only when focusKey changes', async () => {
    const screen = await render(<ErrorSummary errors={errors} focusKey={1} />);
    await expect.element(summary()).toHaveFocus();
    await userEvent.tab();
    await expect.element(screen.getByRole('link', { name: 'Full name is required' })).toHaveFocus();

    await screen.rerender(<ErrorSummary errors={errors.slice(1)} focusKey={1} />);
    expect(document.activeElement).not.toBe(summary());
    await screen.rerender(<ErrorSummary errors={errors.slice(1)} focusKey={2} />);
    await expect.element(summary()).toHaveFocus();
  });

  it('shows its heading when it takes focus while taller than the view (320 × 256, 400% zoom)', async () => {
    await page.viewport(320, 256);
    // Instant scrolls, as with reduced motion: a smooth one passes through every position on its way.
    document.documentElement.style.scrollBehavior = 'auto';
    const many = Array.from({ length: 8 }, (_, n) => ({
      fieldId: `field-${n}`,
      message: `Answer question ${n + 1}`,
    }));
    try {
      await render(
        <>
          <div style={{ blockSize: '600px' }}>The form's introduction</div>
          <ErrorSummary errors={many} />
          <div style={{ blockSize: '600px' }} />
        </>,
      );
      await expect.element(summary()).toHaveFocus();
      expect(summary().getBoundingClientRect().height).toBeGreaterThan(window.innerHeight);
      // Scrolls are instant here (see below), so where it ends is where focus left it.
      const { top, bottom } = one('.ui-error-summary h2').getBoundingClientRect();
      expect([top >= 0, bottom <= window.innerHeight]).toEqual([true, true]);
    } finally {
      document.documentElement.style.scrollBehavior = '';
      await page.viewport(414, 896);
    }
  });

  it('follows a link with Enter: focuses the field, keeps the URL, and scrolls its label into view', async () => {
    await render(
      <>
        <ErrorSummary errors={errors} />
        <Fields />
      </>,
    );
    const hash = window.location.hash;
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect.element(one('#email')).toHaveFocus();
    expect(window.location.hash).toBe(hash);
    const label = one('label[for="email"]');
    await expect.poll(() => Math.abs(label.getBoundingClientRect().top)).toBeLessThan(2);
  });

  it('scrolls a radio group’s legend into view, not the radio’s own label', async () => {
    await render(
      <>
        <ErrorSummary errors={[{ fieldId: 'subject', message: 'Please select a subject' }]} />
        <div style={{ blockSize: '150vh' }} />
        <fieldset>
          <legend>Subject</legend>
          <p>Choose the one closest to your question.</p>
          <input type="radio" id="subject" name="subject" />
          <label htmlFor="subject">Volunteering</label>
        </fieldset>
        <div style={{ blockSize: '150vh' }} />
      </>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect.element(one('#subject')).toHaveFocus();
    const legend = one('legend');
    await expect.poll(() => Math.abs(legend.getBoundingClientRect().top)).toBeLessThan(2);
  });

  it('leaves a link to a missing field alone', async () => {
    const screen = await render(<ErrorSummary errors={[{ fieldId: 'nowhere', message: 'Gone' }]} />);
    const onClick = vi.fn((event: MouseEvent) => event.defaultPrevented);
    document.addEventListener('click', onClick, { once: true });
    await screen.getByRole('link', { name: 'Gone' }).click();
    expect(onClick).toHaveReturnedWith(false);
  });

  it('passes its ref, class and extra props through', async () => {
    const ref = vi.fn();
    await render(<ErrorSummary errors={errors} ref={ref} className="extra" data-testid="summary" />);
    expect(ref).toHaveBeenCalledWith(summary());
    expect(summary()).toHaveClass('ui-error-summary', 'extra');
    expect(summary()).toHaveAttribute('data-testid', 'summary');
  });
});
