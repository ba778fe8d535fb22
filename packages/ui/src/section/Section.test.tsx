import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Section, sectionVariants } from './Section.js';

describe('Section', () => {
  it('is a region named by its h2 heading', async () => {
    const screen = await render(
      <Section title="Who we are">
        <p>Text</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Who we are' });
    await expect.element(region).toBeInTheDocument();
    await expect.element(screen.getByRole('heading', { level: 2, name: 'Who we are' })).toBeVisible();
    expect(region.element().querySelector('.ui-container')).not.toBeNull();
  });

  it('gives each section its own heading id', async () => {
    const screen = await render(
      <>
        <Section title="One" />
        <Section title="Two" />
      </>,
    );
    const [one, two] = screen.getByRole('heading').elements();
    expect(one?.id).toBeTruthy();
    expect(one?.id).not.toBe(two?.id);
  });

  it('uses the anchor id for the section and derives the heading id from it', async () => {
    const screen = await render(<Section title="Volunteer" id="volunteer-form" headingLevel={3} />);
    const region = screen.getByRole('region', { name: 'Volunteer' });
    await expect.element(region).toHaveAttribute('id', 'volunteer-form');
    await expect.element(region).toHaveAttribute('aria-labelledby', 'volunteer-form-heading');
    await expect
      .element(screen.getByRole('heading', { level: 3 }))
      .toHaveAttribute('id', 'volunteer-form-heading');
  });

  it('leaves room above its heading when jumped to', async () => {
    const screen = await render(<Section title="Projects" id="projects-list" />);
    const margin = parseFloat(getComputedStyle(screen.getByRole('region').element()).scrollMarginTop);
    expect(margin).toBeGreaterThanOrEqual(48);
  });

  it('wraps a string intro in a paragraph and keeps other intros as they are', async () => {
    const screen = await render(
      <>
        <Section title="A" intro="Plain intro" />
        <Section
          title="B"
          intro={
            <ul>
              <li>Item</li>
            </ul>
          }
        />
      </>,
    );
    expect(screen.getByText('Plain intro').element().tagName).toBe('P');
    expect(screen.getByRole('list').element().parentElement?.className).toBe('ui-section__intro');
  });

  it('paints each tone, with on-brand text on the brand surface', async () => {
    expect(sectionVariants({ tone: 'muted' })).toBe('ui-section ui-section--muted');
    const screen = await render(
      <Section title="Join us" tone="brand">
        <a href="/volunteer">Volunteer</a>
      </Section>,
    );
    const region = screen.getByRole('region').element();
    const link = screen.getByRole('link').element();
    const onBrand = getComputedStyle(document.documentElement).getPropertyValue('--ui-color-on-brand').trim();
    const probe = document.createElement('span');
    probe.style.color = onBrand;
    document.body.append(probe);
    expect(getComputedStyle(region).color).toBe(getComputedStyle(probe).color);
    expect(getComputedStyle(link).color).toBe(getComputedStyle(probe).color);
    probe.remove();
  });

  it('passes its ref and extra props through', async () => {
    const ref = { current: null as HTMLElement | null };
    await render(<Section title="T" ref={ref} data-testid="s" />);
    expect(ref.current?.tagName).toBe('SECTION');
    expect(ref.current?.dataset.testid).toBe('s');
  });
});
