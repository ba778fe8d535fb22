import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { composeStory, setProjectAnnotations } from '@storybook/react-vite';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { axeConfig, axeRunOptions } from './axe.ts';
import * as projectAnnotations from './preview.tsx';

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);

const meta = { title: 'Fixtures/Broken' };

const UnlabelledInput = composeStory(
  { name: 'Unlabelled input', render: () => <input type="text" name="email" /> },
  meta,
);

const LabelledInput = composeStory(
  {
    name: 'Labelled input',
    render: () => (
      <>
        <label htmlFor="email">Email</label>
        <input id="email" type="text" name="email" />
      </>
    ),
  },
  meta,
);

const UnlabelledInputInPortal = composeStory(
  {
    name: 'Unlabelled input in a portal',
    render: () => {
      const dialog = document.createElement('div');
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-label', 'Portal');
      dialog.innerHTML = '<input type="text" name="phone">';
      dialog.dataset.fixture = 'portal';
      document.body.append(dialog);
      return <p>The input lives outside the story root.</p>;
    },
  },
  meta,
);

afterEach(() => {
  document.querySelectorAll('[data-fixture="portal"]').forEach((node) => node.remove());
});

describe('the story axe setup', () => {
  it('fails a story with an unlabelled input', async () => {
    await expect(UnlabelledInput.run()).rejects.toThrow(/label/i);
  });

  it('checks the whole body, so content in portals is covered', async () => {
    await expect(UnlabelledInputInPortal.run()).rejects.toThrow(/label/i);
  });

  it('passes the same markup once it is labelled', async () => {
    await expect(LabelledInput.run()).resolves.toBeUndefined();
  });

  it('runs the WCAG 2.0-2.2 A/AA and best-practice tags', async () => {
    document.body.insertAdjacentHTML('beforeend', '<div data-fixture="portal"><input type="checkbox"></div>');
    axe.configure(axeConfig);
    const result = await axe.run(document.body, axeRunOptions);
    const ids = result.violations.map((violation) => violation.id);
    expect(ids).toContain('label');
    expect(result.testEngine.name).toBe('axe-core');
    expect(result.toolOptions.runOnly).toEqual(axeRunOptions.runOnly);
  });
});
