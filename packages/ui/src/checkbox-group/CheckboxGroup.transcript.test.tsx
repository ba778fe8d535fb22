import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { listen, type Listener } from '../test-support/screen-reader.js';
import * as stories from './CheckboxGroup.stories.js';

const { Expertise, WithError } = composeStories(stories);

let listener: Listener | undefined;
afterEach(async () => {
  await listener?.stop();
  listener = undefined;
});

it('Expertise: Tab in, check two boxes with Space, uncheck the first', async () => {
  await render(<Expertise />);
  listener = await listen();
  await listener.readToEnd('read the page');
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('press Space', () => userEvent.keyboard(' '));
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('press Space', () => userEvent.keyboard(' '));
  await listener.act('Shift + Tab', () => userEvent.tab({ shift: true }));
  await listener.act('press Space', () => userEvent.keyboard(' '));
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/Expertise.txt');
});

it('WithError: the error is read on entering the group, before the first box', async () => {
  await render(<WithError />);
  listener = await listen();
  await listener.readToEnd('read the page');
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('press Space', () => userEvent.keyboard(' '));
  await listener.act('Tab', () => userEvent.tab());
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/WithError.txt');
});
