import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { listen, type Listener } from '../test-support/screen-reader.js';
import * as stories from './VisuallyHidden.stories.js';

const { FocusableWhenFocused, IconLabel } = composeStories(stories);

let listener: Listener | undefined;
afterEach(async () => {
  await listener?.stop();
  listener = undefined;
});

it('IconLabel: an icon-only button is named by its hidden text', async () => {
  await render(<IconLabel />);
  listener = await listen();
  await listener.readToEnd('read the page');
  await listener.act('Tab', () => userEvent.tab());
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/IconLabel.txt');
});

it('FocusableWhenFocused: a hidden link is found by Tab', async () => {
  await render(<FocusableWhenFocused />);
  listener = await listen();
  await listener.act('Tab', () => userEvent.tab());
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/FocusableWhenFocused.txt');
});
