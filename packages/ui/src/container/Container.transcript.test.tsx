import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { listen, type Listener } from '../test-support/screen-reader.js';
import * as stories from './Container.stories.js';

const { Default } = composeStories(stories);

let listener: Listener | undefined;
afterEach(async () => {
  await listener?.stop();
  listener = undefined;
});

it('Default: its content is read as it is, with no landmark of its own', async () => {
  await render(<Default />);
  listener = await listen();
  await listener.readToEnd('read the page');
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/Default.txt');
});
