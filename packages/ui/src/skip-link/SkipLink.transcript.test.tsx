import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { listen, type Listener } from '../test-support/screen-reader.js';
import * as stories from './SkipLink.stories.js';

const { Default } = composeStories(stories);

let listener: Listener | undefined;
afterEach(async () => {
  await listener?.stop();
  listener = undefined;
});

it('Default: the first Tab finds the link; following it puts focus on the main content', async () => {
  await render(<Default />);
  listener = await listen();
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('press Enter', () => userEvent.keyboard('{Enter}'));
  await listener.readToEnd('read on');
  await listener.act('Tab', () => userEvent.tab());
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/Default.txt');
});
