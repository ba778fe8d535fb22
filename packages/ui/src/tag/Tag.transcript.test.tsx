import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { listen, type Listener } from '../test-support/screen-reader.js';
import * as stories from './Tag.stories.js';

const { InAList } = composeStories(stories);

let listener: Listener | undefined;
afterEach(async () => {
  await listener?.stop();
  listener = undefined;
});

it('Default: each application is read with its status in words', async () => {
  await render(<InAList />);
  listener = await listen();
  await listener.readToEnd('read the list');
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/Default.txt');
});
