import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { listen, type Listener } from '../test-support/screen-reader.js';
import * as stories from './ConditionalReveal.stories.js';

const { Default, Checkboxes } = composeStories(stories);

let listener: Listener | undefined;
afterEach(async () => {
  await listener?.stop();
  listener = undefined;
});

it('Default: choose Email, Tab into its question, then change to a phone call', async () => {
  await render(<Default />);
  listener = await listen();
  await listener.readToEnd('read the page');
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('press Space', () => userEvent.keyboard(' '));
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('Shift + Tab', () => userEvent.tab({ shift: true }));
  await listener.act('press Down arrow', () => userEvent.keyboard('{ArrowDown}'));
  await listener.readToEnd('read on');
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/Default.txt');
});

it('Checkboxes: check an option with a question, hear it expand, Tab into it', async () => {
  await render(<Checkboxes />);
  listener = await listen();
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('press Space', () => userEvent.keyboard(' '));
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('press Space', () => userEvent.keyboard(' '));
  await listener.act('Tab', () => userEvent.tab());
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/Checkboxes.txt');
});
