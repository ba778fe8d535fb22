import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { listen, type Listener } from '../test-support/screen-reader.js';
import * as stories from './MediaText.stories.js';

const { Default, DecorativeImage } = composeStories(stories);

let listener: Listener | undefined;
afterEach(async () => {
  await listener?.stop();
  listener = undefined;
});

it('Default: the text first, then the image by its alternative text', async () => {
  await render(<Default />);
  listener = await listen();
  await listener.readToEnd('read the page');
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/Default.txt');
});

it('DecorativeImage: a decorative image is not read', async () => {
  await render(<DecorativeImage />);
  listener = await listen();
  await listener.readToEnd('read the page');
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/DecorativeImage.txt');
});
