import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Container, containerVariants } from './Container.js';

describe('Container', () => {
  it('renders a div by default, or the element given by `as`', async () => {
    const screen = await render(
      <>
        <Container data-testid="plain">Text</Container>
        <Container as="nav" aria-label="Footer">
          <a href="/contact">Contact</a>
        </Container>
      </>,
    );
    expect(screen.getByTestId('plain').element().tagName).toBe('DIV');
    await expect.element(screen.getByRole('navigation', { name: 'Footer' })).toHaveClass('ui-container');
  });

  it('maps sizes to classes', () => {
    expect(containerVariants()).toBe('ui-container ui-container--default');
    expect(containerVariants({ size: 'narrow', className: 'x' })).toBe('ui-container ui-container--narrow x');
  });

  it('caps the content width and centres it', async () => {
    const screen = await render(
      <div style={{ width: 2000 }}>
        <Container size="narrow" data-testid="c">
          <p>Text</p>
        </Container>
      </div>,
    );
    const element = screen.getByTestId('c').element();
    const style = getComputedStyle(element);
    const content = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    expect(content).toBeLessThan(2000 / 1.5);
    expect(parseFloat(style.marginLeft)).toBeCloseTo(parseFloat(style.marginRight), 0);
  });

  it('keeps content at least 16px off the edges of a 320px screen', async () => {
    const screen = await render(
      <div style={{ width: 320 }}>
        <Container data-testid="c">
          <p>A long unbroken word: accessibility-inclusion-foundation-goa-volunteer-coordination</p>
        </Container>
      </div>,
    );
    const style = getComputedStyle(screen.getByTestId('c').element());
    expect(parseFloat(style.paddingLeft)).toBeGreaterThanOrEqual(16);
    expect(parseFloat(style.paddingRight)).toBeGreaterThanOrEqual(16);
    expect(screen.getByTestId('c').element().getBoundingClientRect().width).toBeLessThanOrEqual(320);
  });

  it('passes its ref and extra props through', async () => {
    const ref = { current: null as HTMLElement | null };
    const screen = await render(
      <Container ref={ref} as="section" id="who-we-are" aria-label="Who we are">
        Text
      </Container>,
    );
    await expect
      .element(screen.getByRole('region', { name: 'Who we are' }))
      .toHaveAttribute('id', 'who-we-are');
    expect(ref.current?.tagName).toBe('SECTION');
  });
});
