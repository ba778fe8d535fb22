import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { MediaGallery, type MediaGalleryItem } from './MediaGallery.js';

const pixel = (color: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="${color}"/></svg>`,
  )}`;

const photos: MediaGalleryItem[] = ['red', 'green', 'blue'].map((color, index) => ({
  kind: 'image',
  src: pixel(color),
  alt: `A ${color} square`,
  width: 40,
  height: 30,
  caption: `Caption ${index + 1}`,
}));

const labels = { position: (number: number, total: number) => `Photo ${number} of ${total}` };

describe('MediaGallery', () => {
  it('shows one item in a figure with its caption, and moves with Next and Previous', async () => {
    const onIndexChange = vi.fn();
    const screen = await render(
      <MediaGallery items={photos} label="Photo gallery" labels={labels} onIndexChange={onIndexChange} />,
    );
    await expect.element(screen.getByRole('group', { name: 'Photo gallery' })).toBeInTheDocument();
    const status = screen.getByRole('status');
    await expect.element(status).toHaveTextContent('Photo 1 of 3');
    await expect.element(screen.getByRole('img')).toHaveAccessibleName('A red square');
    await expect.element(screen.getByRole('figure')).toHaveTextContent('Caption 1');
    expect(document.querySelector('figure figcaption')?.textContent).toBe('Caption 1');

    const next = screen.getByRole('button', { name: 'Next' });
    const previous = screen.getByRole('button', { name: 'Previous' });
    await expect.element(previous).toHaveAttribute('aria-disabled', 'true');
    await next.click();
    await expect.element(status).toHaveTextContent('Photo 2 of 3');
    await expect.element(screen.getByRole('img')).toHaveAccessibleName('A green square');
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
    await next.click();
    await expect.element(status).toHaveTextContent('Photo 3 of 3');
    await expect.element(next).toHaveAttribute('aria-disabled', 'true');
    // At the end Next does nothing, and keeps focus (Playwright will not click an aria-disabled button).
    await userEvent.keyboard('{Enter}');
    await expect.element(status).toHaveTextContent('Photo 3 of 3');
    await expect.element(next).toHaveFocus();
    await previous.click();
    await expect.element(status).toHaveTextContent('Photo 2 of 3');
    await expect.element(previous).toHaveFocus();
  });

  it('is keyboard operable: Tab reaches the buttons, Enter and the arrow keys move, focus stays put', async () => {
    const screen = await render(<MediaGallery items={photos} labels={labels} />);
    const status = screen.getByRole('status');
    await userEvent.tab(); // One at a time
    await userEvent.tab(); // All at once
    await userEvent.tab();
    const previous = screen.getByRole('button', { name: 'Previous' });
    await expect.element(previous).toHaveFocus();
    await userEvent.tab();
    const next = screen.getByRole('button', { name: 'Next' });
    await expect.element(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(status).toHaveTextContent('Photo 2 of 3');
    await expect.element(next).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(status).toHaveTextContent('Photo 3 of 3');
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(status).toHaveTextContent('Photo 2 of 3');
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(status).toHaveTextContent('Photo 3 of 3');
    await expect.element(next).toHaveFocus();
  });

  it('shows a grid; choosing an item shows it alone and moves focus to it', async () => {
    const screen = await render(<MediaGallery items={photos} labels={labels} defaultView="grid" />);
    await expect
      .element(screen.getByRole('button', { name: 'All at once' }))
      .toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => document.querySelectorAll('li figure').length).toBe(3);
    expect(screen.getByRole('status').query()).toBeNull();
    await screen.getByRole('button', { name: /^Show larger: Photo 3 of 3/ }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Photo 3 of 3');
    await expect.element(screen.getByRole('figure')).toHaveFocus();
    // Named, so focus says which item it is, not a bare 'figure'.
    await expect.element(screen.getByRole('figure')).toHaveAccessibleName('Photo 3 of 3 Caption 3');
    await expect
      .element(screen.getByRole('button', { name: 'One at a time' }))
      .toHaveAttribute('aria-pressed', 'true');
  });

  it('plays videos with controls and a default English captions track', async () => {
    const screen = await render(
      <MediaGallery
        items={[
          {
            kind: 'video',
            src: '/missing.webm',
            captions: { src: '/missing.vtt' },
            width: 320,
            height: 180,
            title: 'Our first year',
            description: 'With captions.',
          },
        ]}
      />,
    );
    const video = document.querySelector('video');
    expect(video?.controls).toBe(true);
    const track = video?.querySelector('track');
    expect(track?.kind).toBe('captions');
    expect(track?.srclang).toBe('en');
    expect(track?.default).toBe(true);
    await expect.element(screen.getByRole('figure')).toHaveTextContent('Our first yearWith captions.');
    // One item: nothing to move between.
    expect(screen.getByRole('button').query()).toBeNull();
  });

  it('ties a video to its title, its description and its transcript, shown behind a button', async () => {
    const screen = await render(
      <MediaGallery
        labels={{ transcript: 'Read the transcript' }}
        items={[
          {
            kind: 'video',
            src: '/missing.webm',
            captions: { src: '/missing.vtt' },
            width: 320,
            height: 180,
            title: 'Our first year',
            description: 'A silent film: it has no sound.',
            transcript: <p>Scene 1: members celebrate on a stage.</p>,
          },
        ]}
      />,
    );
    const video = document.querySelector('video') as HTMLVideoElement;
    await expect.element(video).toHaveAccessibleName('Our first year');
    await expect.element(video).toHaveAccessibleDescription('A silent film: it has no sound.');
    const toggle = screen.getByRole('button', { name: 'Read the transcript' });
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    const panelId = toggle.element().getAttribute('aria-controls') ?? '';
    expect(video.getAttribute('aria-details')).toBe(panelId);
    const panel = document.getElementById(panelId) as HTMLElement;
    expect(panel.hidden).toBe(true);
    await toggle.click();
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect.element(panel).toBeVisible();
    await expect.element(panel).toHaveTextContent('Scene 1: members celebrate on a stage.');
    await expect.element(screen.getByRole('figure')).toHaveAccessibleName('Our first year');
  });

  it('keeps its buttons at least 44px and fits a 320px wide space', async () => {
    const screen = await render(
      <div style={{ width: '320px' }}>
        <MediaGallery items={photos} labels={labels} />
      </div>,
    );
    for (const name of ['Previous', 'Next']) {
      const box = (screen.getByRole('button', { name }).element() as HTMLElement).getBoundingClientRect();
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    const root = screen.getByRole('group').first().element() as HTMLElement;
    expect(root.scrollWidth).toBeLessThanOrEqual(320);
  });
});
