import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { listen, type Listener } from '../test-support/screen-reader.js';
import * as stories from './Card.stories.js';

const { Linked, LinkedWithLinkLabel, Plain, WithActions } = composeStories(stories);

let listener: Listener | undefined;
afterEach(async () => {
  await listener?.stop();
  listener = undefined;
});

it('Plain: an article with its heading, subtitle and description', async () => {
  await render(<Plain />);
  listener = await listen();
  await listener.readToEnd('read the page');
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/Plain.txt');
});

it('WithActions: the actions come after the text they act on', async () => {
  await render(<WithActions />);
  listener = await listen();
  await listener.readToEnd('read the page');
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/WithActions.txt');
});

it('Linked: the title is the link; Tab reaches it once', async () => {
  await render(<Linked />);
  listener = await listen();
  await listener.readToEnd('read the page');
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('Tab', () => userEvent.tab());
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/Linked.txt');
});

it('LinkedWithLinkLabel: the call to action is part of the link’s name', async () => {
  await render(<LinkedWithLinkLabel />);
  listener = await listen();
  await listener.act('Tab', () => userEvent.tab());
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/LinkedWithLinkLabel.txt');
});
