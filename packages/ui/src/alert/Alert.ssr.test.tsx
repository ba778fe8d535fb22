import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Alert } from './Alert.js';

describe('Alert rendered on the server', () => {
  // act() waits for hydration's effects; React asks to be told that this is a test environment.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

  it('carries its message in the server HTML and keeps it, in the same region, through hydration', async () => {
    const html = renderToString(<Alert title="Not sent">Failed to send message. Please try again.</Alert>);
    expect(html).toContain('Failed to send message. Please try again.');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const region = container.querySelector('[role="alert"]');
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <Alert title="Not sent">Failed to send message. Please try again.</Alert>, {
        onRecoverableError: (error) => errors.push(error),
      }),
    );
    expect(errors).toEqual([]);
    expect(container.querySelector('[role="alert"]')).toBe(region);
    expect(region?.textContent).toBe('Error: Not sentFailed to send message. Please try again.');
    await act(async () => root.unmount());
    container.remove();
  });
});
