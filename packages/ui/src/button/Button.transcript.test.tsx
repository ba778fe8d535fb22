import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { listen, type Listener } from '../test-support/screen-reader.js';
import * as stories from './Button.stories.js';

const { BusyThenDone, Primary } = composeStories(stories);

let listener: Listener | undefined;
afterEach(async () => {
  await listener?.stop();
  listener = undefined;
});

it('Primary: a button is named by its text', async () => {
  await render(<Primary />);
  listener = await listen();
  await listener.readToEnd('read the page');
  await listener.act('Tab', () => userEvent.tab());
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/Primary.txt');
});

it('BusyThenDone: pressed, busy while sending, then the result', async () => {
  await render(<BusyThenDone />);
  listener = await listen();
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('press Enter', () => userEvent.keyboard('{Enter}'));
  await listener.act('press Enter again', () => userEvent.keyboard('{Enter}'));
  await listener.act('wait', () =>
    expect.poll(() => document.querySelector('[role="status"]')?.textContent, { timeout: 5000 }).not.toBe(''),
  );
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/BusyThenDone.txt');
});
