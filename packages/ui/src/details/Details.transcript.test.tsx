import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { listen, type Listener } from '../test-support/screen-reader.js';
import * as stories from './Details.stories.js';

const { Default } = composeStories(stories);

let listener: Listener | undefined;
afterEach(async () => {
  await listener?.stop();
  listener = undefined;
});

it('Default: find the summary, open it, read the help, close it', async () => {
  await render(<Default />);
  listener = await listen();
  await listener.readToEnd('read the page');
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('press Enter', () => userEvent.keyboard('{Enter}'));
  await listener.readToEnd('read on');
  await listener.act('press Space', () => userEvent.keyboard(' '));
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/Default.txt');
});
