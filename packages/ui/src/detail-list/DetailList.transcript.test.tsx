import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { listen, type Listener } from '../test-support/screen-reader.js';
import * as stories from './DetailList.stories.js';

const { Stacked } = composeStories(stories);

let listener: Listener | undefined;
afterEach(async () => {
  await listener?.stop();
  listener = undefined;
});

it('Stacked: each label with its value', async () => {
  await render(<Stacked />);
  listener = await listen();
  await listener.readToEnd('read the page');
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/Stacked.txt');
});
