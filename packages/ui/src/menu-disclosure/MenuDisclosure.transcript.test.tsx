import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { listen, type Listener } from '../test-support/screen-reader.js';
import * as stories from './MenuDisclosure.stories.js';

const { Closed } = composeStories(stories);

let listener: Listener | undefined;
afterEach(async () => {
  await listener?.stop();
  listener = undefined;
});

it('Closed: open with Enter, move through the links, close with Escape', async () => {
  await render(<Closed />);
  listener = await listen();
  await listener.readToEnd('read the page');
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('press Enter', () => userEvent.keyboard('{Enter}'));
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('press Escape', () => userEvent.keyboard('{Escape}'));
  await listener.readToEnd('read on');
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/Closed.txt');
});
