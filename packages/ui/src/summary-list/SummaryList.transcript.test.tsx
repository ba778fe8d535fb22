import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { listen, type Listener } from '../test-support/screen-reader.js';
import * as stories from './SummaryList.stories.js';

const { Default, Cards } = composeStories(stories);

let listener: Listener | undefined;
afterEach(async () => {
  await listener?.stop();
  listener = undefined;
});

it('Default: each row is a term and its value, and each action says what it changes', async () => {
  await render(<Default />);
  listener = await listen();
  await listener.readToEnd('read the list');
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('Tab', () => userEvent.tab());
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/Default.txt');
});

it('Cards: every card’s actions say which card they belong to; removing one is heard', async () => {
  await render(<Cards />);
  listener = await listen();
  await listener.readToEnd('read the cards');
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('press Enter', () => userEvent.keyboard('{Enter}'));
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/Cards.txt');
});
