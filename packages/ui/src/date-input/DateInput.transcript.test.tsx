import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { listen, type Listener } from '../test-support/screen-reader.js';
import * as stories from './DateInput.stories.js';

const { Default, WithError } = composeStories(stories);

let listener: Listener | undefined;
afterEach(async () => {
  await listener?.stop();
  listener = undefined;
});

it('Default: read the question, then type a date box by box', async () => {
  await render(<Default />);
  listener = await listen();
  await listener.readToEnd('read the page');
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('type 27, Tab', async () => {
    await userEvent.keyboard('27');
    await userEvent.tab();
  });
  await listener.act('type 3, Tab', async () => {
    await userEvent.keyboard('3');
    await userEvent.tab();
  });
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/Default.txt');
});

it('WithError: hear which part is missing, and find the box to fix', async () => {
  await render(<WithError />);
  listener = await listen();
  await listener.readToEnd('read the page');
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('Tab', () => userEvent.tab());
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/WithError.txt');
});
