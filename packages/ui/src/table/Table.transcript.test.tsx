import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { listen, type Listener } from '../test-support/screen-reader.js';
import * as stories from './Table.stories.js';

const { Default, Empty } = composeStories(stories);

let listener: Listener | undefined;
afterEach(async () => {
  await listener?.stop();
  listener = undefined;
});

it('Default: read the table, then sort it by name from the keyboard and hear the new order', async () => {
  await render(<Default />);
  listener = await listen();
  await listener.readToEnd('read the table');
  // At this width (414px) the table is wider than its box: the first stop is the scroll region.
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('press Enter', () => userEvent.keyboard('{Enter}'));
  await listener.act('press Enter', () => userEvent.keyboard('{Enter}'));
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('press Enter', () => userEvent.keyboard('{Enter}'));
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/Default.txt');
});

it('Empty: the headers, then why there are no rows', async () => {
  await render(<Empty />);
  listener = await listen();
  await listener.readToEnd('read the table');
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/Empty.txt');
});
