import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { listen, type Listener } from '../test-support/screen-reader.js';
import * as stories from './Pagination.stories.js';

const { Default, Buttons } = composeStories(stories);

let listener: Listener | undefined;
afterEach(async () => {
  await listener?.stop();
  listener = undefined;
});

it('Default: where you are, then previous, the pages and next, the current one marked', async () => {
  await render(<Default />);
  listener = await listen();
  await listener.readToEnd('read the pagination');
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/Default.txt');
});

it('Buttons: moving on in place announces the new page, and focus stays when Next goes', async () => {
  await render(<Buttons />);
  listener = await listen();
  for (let step = 0; step < 7; step += 1) await listener.act('Tab', () => userEvent.tab());
  await listener.act('press Enter', () => userEvent.keyboard('{Enter}'));
  await listener.act('press Enter', () => userEvent.keyboard('{Enter}'));
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/Buttons.txt');
});
