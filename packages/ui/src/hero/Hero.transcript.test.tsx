import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { listen, type Listener } from '../test-support/screen-reader.js';
import * as stories from './Hero.stories.js';

const { Complete, Default } = composeStories(stories);

let listener: Listener | undefined;
afterEach(async () => {
  await listener?.stop();
  listener = undefined;
});

it('Default: the page heading and its opening', async () => {
  await render(
    <main>
      <Default />
    </main>,
  );
  listener = await listen();
  await listener.readToEnd('read the page');
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/Default.txt');
});

it('Complete: heading, lead, actions, quote, image and tiles in reading order', async () => {
  await render(
    <main>
      <Complete />
    </main>,
  );
  listener = await listen();
  await listener.readToEnd('read the page');
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/Complete.txt');
});
