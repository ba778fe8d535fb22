import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { listen, type Listener } from '../test-support/screen-reader.js';
import * as stories from './ErrorSummary.stories.js';

const { RefocusOnSecondSubmit, WithFieldNames } = composeStories(stories);

let listener: Listener | undefined;
afterEach(async () => {
  await listener?.stop();
  listener = undefined;
});

it('RefocusOnSecondSubmit: a submit with errors moves focus to the summary, which says them all; a link leads to its field', async () => {
  await render(<RefocusOnSecondSubmit />);
  listener = await listen();
  for (let step = 0; step < 3; step++) await listener.act('Tab', () => userEvent.tab());
  await listener.act('press Enter', async () => {
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => document.activeElement?.classList.contains('ui-error-summary')).toBe(true);
  });
  await listener.next(5, 'read on through the summary');
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('press Enter', () => userEvent.keyboard('{Enter}'));
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/RefocusOnSecondSubmit.txt');
});

it('WithFieldNames: each link says which question it is about', async () => {
  await render(<WithFieldNames />);
  listener = await listen();
  for (let step = 0; step < 3; step++) await listener.act('Tab', () => userEvent.tab());
  await listener.act('press Enter', async () => {
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => document.activeElement?.classList.contains('ui-error-summary')).toBe(true);
  });
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('press Enter', () => userEvent.keyboard('{Enter}'));
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/WithFieldNames.txt');
});
