import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { listen, type Listener } from '../test-support/screen-reader.js';
import * as stories from './Select.stories.js';

const { Default, WithError } = composeStories(stories);

let listener: Listener | undefined;
afterEach(async () => {
  await listener?.stop();
  listener = undefined;
});

it('Default: open the list, move, choose, then open it again and close it with Escape', async () => {
  await render(<Default />);
  listener = await listen();
  await listener.readToEnd('read the page');
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('press Enter', () => userEvent.keyboard('{Enter}'));
  await listener.act('press Down arrow', () => userEvent.keyboard('{ArrowDown}'));
  await listener.act('press Down arrow', () => userEvent.keyboard('{ArrowDown}'));
  await listener.act('press Enter', () => userEvent.keyboard('{Enter}'));
  // NVDA, JAWS and VoiceOver say the chosen option with the field; the virtual screen reader says a
  // combobox's text only as its next item.
  await listener.next(1, 'next item');
  await listener.act('press Space', () => userEvent.keyboard(' '));
  await listener.act('press Down arrow', () => userEvent.keyboard('{ArrowDown}'));
  await listener.act('press Escape', () => userEvent.keyboard('{Escape}'));
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/Default.txt');
});

it('WithError: the hint and the error are read with the field', async () => {
  await render(<WithError />);
  listener = await listen();
  await listener.act('Tab', () => userEvent.tab());
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/WithError.txt');
});
