import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { listen, type Listener } from '../test-support/screen-reader.js';
import * as stories from './MediaGallery.stories.js';

const { Photos, VideoWithTranscript } = composeStories(stories);

let listener: Listener | undefined;
afterEach(async () => {
  await listener?.stop();
  listener = undefined;
});

it('Photos: read the first photo, move with Next and the arrow keys, then choose one in the grid', async () => {
  await render(<Photos />);
  listener = await listen();
  await listener.readToEnd('read the gallery');
  await listener.act('Tab to Next and press Enter', async () => {
    (document.querySelector('.ui-media-gallery__controls button:last-child') as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
  });
  await listener.act('press the Right arrow', () => userEvent.keyboard('{ArrowRight}'));
  await listener.act("Shift+Tab to 'All at once' and press Enter", async () => {
    (document.querySelector('.ui-media-gallery__views button:last-child') as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
  });
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('press Enter', async () => {
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => document.activeElement?.tagName).toBe('FIGURE');
  });
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/Photos.txt');
});

it('VideoWithTranscript: the film says it has no sound, and its transcript is one button away', async () => {
  await render(<VideoWithTranscript />);
  listener = await listen();
  await listener.readToEnd('read the gallery');
  await listener.act('Tab to the player', () => (document.querySelector('video') as HTMLElement).focus());
  // The browser's own player controls take the next Tabs; the transcript button comes after them.
  await listener.act("Tab on to 'Read the transcript'", () =>
    (document.querySelector('.ui-media-gallery__transcript button') as HTMLElement).focus(),
  );
  await listener.act('press Enter', async () => {
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => document.querySelector('[aria-expanded="true"]')).not.toBeNull();
  });
  await listener.readToEnd('read on to the end');
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/VideoWithTranscript.txt');
});
