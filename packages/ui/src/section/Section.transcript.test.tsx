import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { listen, type Listener } from '../test-support/screen-reader.js';
import * as stories from './Section.stories.js';

const { Default, WithIntro } = composeStories(stories);

let listener: Listener | undefined;
afterEach(async () => {
  await listener?.stop();
  listener = undefined;
});

it('Default: a region named by its heading', async () => {
  await render(<Default />);
  listener = await listen();
  await listener.readToEnd('read the page');
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/Default.txt');
});

it('WithIntro: the heading, then the introduction', async () => {
  await render(<WithIntro />);
  listener = await listen();
  await listener.readToEnd('read the page');
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/WithIntro.txt');
});
