import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Hero } from './Hero.js';

const image = {
  src: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
  alt: 'Volunteers',
  width: 480,
  height: 360,
};

describe('Hero', () => {
  it('renders the title as an h1 by default, or an h2', async () => {
    const screen = await render(
      <>
        <Hero title="About us" />
        <Hero title="Our work" headingLevel={2} tiles={[{ title: 'Education' }]} />
      </>,
    );
    await expect.element(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await expect.element(screen.getByRole('heading', { level: 2, name: 'Our work' })).toBeVisible();
    await expect.element(screen.getByRole('heading', { level: 3, name: 'Education' })).toBeVisible();
  });

  it('puts the eyebrow before the heading and the lead after it, as paragraphs', async () => {
    const screen = await render(
      <Hero title="Contact" eyebrow="Get in touch" lead="We reply within two days." />,
    );
    const eyebrow = screen.getByText('Get in touch').element();
    const heading = screen.getByRole('heading').element();
    const lead = screen.getByText('We reply within two days.').element();
    expect(eyebrow.tagName).toBe('P');
    expect(lead.tagName).toBe('P');
    expect(eyebrow.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(heading.compareDocumentPosition(lead) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('passes srcSet, sizes and loading through, with a default sizes for a srcSet', async () => {
    const srcSet = `${image.src} 480w, ${image.src} 960w`;
    const screen = await render(
      <>
        <Hero title="A" image={{ ...image, srcSet }} />
        <Hero title="B" image={{ ...image, alt: 'Lazy', srcSet, sizes: '50vw', loading: 'lazy' }} />
      </>,
    );
    const first = screen.getByRole('img', { name: 'Volunteers' }).element();
    expect(first.getAttribute('srcset')).toBe(srcSet);
    expect(first.getAttribute('sizes')).toBeTruthy();
    expect(first.getAttribute('decoding')).toBe('async');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    const lazy = screen.getByRole('img', { name: 'Lazy' }).element();
    expect(lazy.getAttribute('sizes')).toBe('50vw');
    expect(lazy.getAttribute('loading')).toBe('lazy');
    expect(lazy.hasAttribute('fetchpriority')).toBe(false);
  });

  it('lists the tiles', async () => {
    const screen = await render(
      <Hero
        title="Collaborate"
        tiles={[
          { title: 'Schools', description: 'Accessible classrooms' },
          { title: 'Employers' },
          { title: 'Hospitals' },
        ]}
      />,
    );
    expect(screen.getByRole('listitem').elements()).toHaveLength(3);
    expect(screen.getByText('Accessible classrooms').element().tagName).toBe('P');
  });

  it('draws on-brand text on the brand surface', async () => {
    const screen = await render(<Hero title="T" data-testid="hero" />);
    const style = getComputedStyle(screen.getByTestId('hero').element());
    const root = getComputedStyle(document.documentElement);
    const probe = document.createElement('span');
    document.body.append(probe);
    probe.style.color = root.getPropertyValue('--ui-color-on-brand');
    probe.style.backgroundColor = root.getPropertyValue('--ui-color-brand-surface');
    expect(style.color).toBe(getComputedStyle(probe).color);
    expect(style.backgroundColor).toBe(getComputedStyle(probe).backgroundColor);
    probe.remove();
  });

  it('stacks text, image and tiles in one column at 320px', async () => {
    const screen = await render(
      <div style={{ width: 320 }}>
        <Hero
          title="A long page title that wraps"
          image={image}
          tiles={[{ title: 'One' }, { title: 'Two' }]}
        />
      </div>,
    );
    const heading = screen.getByRole('heading', { level: 1 }).element().getBoundingClientRect();
    const img = screen.getByRole('img').element().getBoundingClientRect();
    const [one, two] = screen
      .getByRole('listitem')
      .elements()
      .map((item) => item.getBoundingClientRect());
    expect(img.top).toBeGreaterThanOrEqual(heading.bottom);
    expect(two?.top).toBeGreaterThanOrEqual(one?.bottom ?? Infinity);
    expect(img.width).toBeLessThanOrEqual(320);
  });
});
