import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Steps } from './Steps.js';

const steps = [
  { title: 'Listen', description: 'We ask first.' },
  { title: 'Plan', description: 'We agree what changes.' },
  { title: 'Act', description: <p>We do it.</p> },
];

describe('Steps', () => {
  it('wraps a string description in a paragraph and keeps other descriptions as they are', async () => {
    const screen = await render(<Steps steps={steps} />);
    expect(screen.getByText('We ask first.').element().tagName).toBe('P');
    expect(screen.getByText('We do it.').element().parentElement?.className).toBe('ui-steps__description');
  });

  it('draws each number with a counter that has empty alternative text', async () => {
    const screen = await render(<Steps steps={steps} />);
    const [first, second] = screen.getByRole('listitem').elements();
    if (!first || !second) throw new Error('Expected two steps');
    expect(getComputedStyle(second, '::before').content).toMatch(/counter\(ui-step\)\s*\/\s*""/);
    expect(getComputedStyle(first).counterIncrement).toBe('ui-step 1');
    expect(first.textContent).toBe('ListenWe ask first.');
  });

  it('is one column at 320px and several when there is room', async () => {
    const screen = await render(
      <>
        <div style={{ width: 320 }}>
          <Steps steps={steps} aria-label="Narrow" />
        </div>
        <div style={{ width: 1000 }}>
          <Steps steps={steps} aria-label="Wide" />
        </div>
      </>,
    );
    const narrow = screen
      .getByRole('list', { name: 'Narrow' })
      .getByRole('listitem')
      .elements()
      .map((item) => item.getBoundingClientRect());
    expect(narrow[1]?.left).toBe(narrow[0]?.left);
    expect(narrow[0]?.width).toBeLessThanOrEqual(320);
    const wide = screen
      .getByRole('list', { name: 'Wide' })
      .getByRole('listitem')
      .elements()
      .map((item) => item.getBoundingClientRect());
    expect(wide[1]?.top).toBe(wide[0]?.top);
  });

  it('passes its ref, heading level, class name and extra props through', async () => {
    const ref = { current: null as HTMLOListElement | null };
    const screen = await render(
      <Steps steps={steps} headingLevel={4} ref={ref} className="extra" data-testid="s" />,
    );
    expect(screen.getByRole('heading', { level: 4 }).elements()).toHaveLength(3);
    expect(ref.current?.className).toBe('ui-steps extra');
    expect(ref.current?.dataset.testid).toBe('s');
  });
});
