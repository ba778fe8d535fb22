import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { Card, CardGrid, cardVariants } from './Card.js';

const image = {
  src: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
  alt: 'Braille',
  width: 480,
  height: 270,
};

describe('Card', () => {
  it('is an article with an h3 title, subtitle, description and features', async () => {
    const screen = await render(
      <Card title="Drishti" subtitle="Education" features={['Braille books', 'Scribes']}>
        Support for blind students.
      </Card>,
    );
    await expect.element(screen.getByRole('article')).toHaveClass('ui-card');
    await expect.element(screen.getByRole('heading', { level: 3, name: 'Drishti' })).toBeVisible();
    expect(screen.getByText('Support for blind students.').element().tagName).toBe('P');
    expect(screen.getByRole('listitem').elements()).toHaveLength(2);
    expect(screen.getByRole('link').elements()).toHaveLength(0);
  });

  it('hides the icon from assistive technology and sets the accent class', async () => {
    const screen = await render(<Card title="T" icon={<span data-testid="icon">★</span>} accent="indigo" />);
    expect(screen.getByTestId('icon').element().parentElement?.getAttribute('aria-hidden')).toBe('true');
    await expect.element(screen.getByRole('article')).toHaveClass('ui-card--accent-indigo');
    expect(cardVariants({ accent: 'red', linked: true })).toBe('ui-card ui-card--accent-red ui-card--linked');
  });

  it('with href, has one link: the title, whose click area covers the card', async () => {
    const onClick = vi.fn((event: MouseEvent) => event.preventDefault());
    const screen = await render(
      <Card
        title="Kaam"
        href="/projects/kaam"
        image={image}
        features={['Job coaching']}
        onClickCapture={(e) => onClick(e.nativeEvent)}
      >
        Placements with inclusive employers.
      </Card>,
    );
    const link = screen.getByRole('link', { name: 'Kaam' });
    await expect.element(link).toHaveAttribute('href', '/projects/kaam');
    expect(link.element().closest('h3')).not.toBeNull();
    const article = screen.getByRole('article');
    const box = article.element().getBoundingClientRect();
    const text = screen.getByText('Placements with inclusive employers.').element().getBoundingClientRect();
    expect(document.elementFromPoint(text.left + 5, text.top + 5)).toBe(link.element());
    await article.click({ position: { x: text.left - box.left + 5, y: text.top - box.top + 5 } });
    expect(onClick).toHaveBeenCalledTimes(1);
    expect((onClick.mock.calls[0]?.[0].target as Element).closest('a')).toBe(link.element());
  });

  it('renders actions on an unlinked card only', async () => {
    const screen = await render(
      <>
        <Card title="A" actions={<button type="button">Share</button>} />
        {/* @ts-expect-error: a linked card cannot hold actions */}
        <Card title="B" href="#b" actions={<button type="button">Nested</button>} />
      </>,
    );
    await expect.element(screen.getByRole('button', { name: 'Share' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Nested' }).elements()).toHaveLength(0);
  });

  it('puts the image after the text in reading order but draws it above, with its size set', async () => {
    const screen = await render(<Card title="T" image={image} />);
    const img = screen.getByRole('img', { name: 'Braille' }).element();
    const heading = screen.getByRole('heading').element();
    expect(heading.compareDocumentPosition(img) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(img.getBoundingClientRect().bottom).toBeLessThanOrEqual(heading.getBoundingClientRect().top);
    expect(img.getAttribute('width')).toBe('480');
    expect(img.getAttribute('height')).toBe('270');
  });

  it('loads the image lazily by default and passes srcSet, sizes and loading through', async () => {
    const srcSet = `${image.src} 480w, ${image.src} 960w`;
    const screen = await render(
      <>
        <Card title="A" image={image} />
        <Card title="B" image={{ ...image, alt: 'Eager', srcSet, sizes: '50vw', loading: 'eager' }} />
      </>,
    );
    const lazy = screen.getByRole('img', { name: 'Braille' }).element();
    expect(lazy.getAttribute('loading')).toBe('lazy');
    expect(lazy.getAttribute('decoding')).toBe('async');
    expect(lazy.hasAttribute('srcset')).toBe(false);
    const eager = screen.getByRole('img', { name: 'Eager' }).element();
    expect(eager.getAttribute('loading')).toBe('eager');
    expect(eager.getAttribute('srcset')).toBe(srcSet);
    expect(eager.getAttribute('sizes')).toBe('50vw');
  });

  it('passes its ref and heading level through', async () => {
    const ref = { current: null as HTMLElement | null };
    const screen = await render(<Card title="T" headingLevel={2} ref={ref} />);
    await expect.element(screen.getByRole('heading', { level: 2 })).toBeVisible();
    expect(ref.current?.tagName).toBe('ARTICLE');
  });
});

describe('CardGrid', () => {
  it('puts each card in a list item, one column at 320px', async () => {
    const screen = await render(
      <div style={{ width: 320 }}>
        <CardGrid aria-label="Projects">
          <Card title="One" />
          {null}
          <Card title="Two" />
        </CardGrid>
      </div>,
    );
    await expect.element(screen.getByRole('list', { name: 'Projects' })).toBeVisible();
    const items = screen.getByRole('listitem').elements();
    expect(items).toHaveLength(2);
    const [one, two] = items.map((item) => item.getBoundingClientRect());
    expect(two?.left).toBe(one?.left);
    expect(one?.width).toBeLessThanOrEqual(320);
  });

  it('uses several columns when there is room', async () => {
    const screen = await render(
      <div style={{ width: 1200 }}>
        <CardGrid>
          <Card title="One" />
          <Card title="Two" />
        </CardGrid>
      </div>,
    );
    const [one, two] = screen
      .getByRole('listitem')
      .elements()
      .map((item) => item.getBoundingClientRect());
    expect(two?.top).toBe(one?.top);
  });
});
