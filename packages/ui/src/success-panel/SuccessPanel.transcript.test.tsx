import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { listen, type Listener } from '../test-support/screen-reader.js';
import * as stories from './SuccessPanel.stories.js';

const { ReplacesForm } = composeStories(stories);

let listener: Listener | undefined;
afterEach(async () => {
  await listener?.stop();
  listener = undefined;
});

it('ReplacesForm: the thanks take focus, stay to be read, and Send another brings back the form', async () => {
  await render(<ReplacesForm />);
  listener = await listen();
  await listener.act('Tab', () => userEvent.tab());
  await listener.act("type 'asha@example.org'", () => userEvent.keyboard('asha@example.org'));
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('press Enter on Send Message', async () => {
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => document.activeElement?.tagName).toBe('H2');
  });
  await listener.readToEnd('read on to the end');
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('press Enter', async () => {
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => document.activeElement?.tagName).toBe('INPUT');
  });
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/ReplacesForm.txt');
});
