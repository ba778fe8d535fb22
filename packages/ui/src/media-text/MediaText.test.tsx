import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import illustration from './media-text-illustration.svg';
import { MediaText } from './MediaText.js';

const image = { src: illustration, alt: 'Braille', width: 480, height: 270 };

describe('MediaText', () => {
  it('puts the text beside the image when there is room, the image at the end by default', async () => {
    const screen = await render(
      <div style={{ width: 1000 }}>
        <MediaText image={image}>
          <p>Who we are</p>
        </MediaText>
      </div>,
    );
    const text = screen.getByText('Who we are').element().getBoundingClientRect();
    const img = screen.getByRole('img', { name: 'Braille' }).element().getBoundingClientRect();
    expect(img.left).toBeGreaterThanOrEqual(text.right);
    expect(Math.abs(img.width - text.width)).toBeLessThan(2);
  });

  it('stacks the text above the image at 320px, on either side', async () => {
    const screen = await render(
      <div style={{ width: 320 }}>
        <MediaText image={image}>
          <p>End</p>
        </MediaText>
        <MediaText image={{ ...image, alt: 'Start image' }} imagePosition="start">
          <p>Start</p>
        </MediaText>
      </div>,
    );
    for (const [label, alt] of [
      ['End', 'Braille'],
      ['Start', 'Start image'],
    ] as const) {
      const text = screen.getByText(label).element().getBoundingClientRect();
      const img = screen.getByRole('img', { name: alt }).element().getBoundingClientRect();
      expect(img.top).toBeGreaterThanOrEqual(text.bottom);
      expect(img.width).toBeLessThanOrEqual(320);
    }
  });

  it('loads the image lazily with its size set, and passes srcSet, sizes and loading through', async () => {
    const srcSet = `${image.src} 480w, ${image.src} 960w`;
    const screen = await render(
      <>
        <MediaText image={image}>
          <p>A</p>
        </MediaText>
        <MediaText image={{ ...image, alt: 'Eager', srcSet, sizes: '50vw', loading: 'eager' }}>
          <p>B</p>
        </MediaText>
      </>,
    );
    const lazy = screen.getByRole('img', { name: 'Braille' }).element();
    expect(lazy.getAttribute('loading')).toBe('lazy');
    expect(lazy.getAttribute('decoding')).toBe('async');
    expect(lazy.getAttribute('width')).toBe('480');
    expect(lazy.getAttribute('height')).toBe('270');
    expect(lazy.hasAttribute('srcset')).toBe(false);
    const eager = screen.getByRole('img', { name: 'Eager' }).element();
    expect(eager.getAttribute('loading')).toBe('eager');
    expect(eager.getAttribute('srcset')).toBe(srcSet);
    expect(eager.getAttribute('sizes')).toBe('50vw');
  });

  it('passes its ref, class name and extra props through', async () => {
    const ref = { current: null as HTMLDivElement | null };
    await render(
      <MediaText image={image} ref={ref} className="extra" data-testid="m">
        <p>T</p>
      </MediaText>,
    );
    expect(ref.current?.className).toBe('ui-media-text ui-media-text--image-end extra');
    expect(ref.current?.dataset.testid).toBe('m');
  });
});
