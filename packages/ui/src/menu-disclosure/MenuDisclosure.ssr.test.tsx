import { act, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { MenuDisclosure } from './MenuDisclosure.js';

const menu = (props: { defaultOpen?: boolean; onOpenChange?: (open: boolean) => void } = {}): ReactNode => (
  <nav aria-label="Main">
    <MenuDisclosure {...props}>
      <ul>
        <li>
          <a href="#home">Home</a>
        </li>
        <li>
          <a href="#about">About</a>
        </li>
      </ul>
    </MenuDisclosure>
  </nav>
);

/** The server's HTML in the page, as a browser shows it before (or without) the script. */
function serve(node: ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(node);
  document.body.append(container);
  return container;
}

// A closed details hides its content with `content-visibility: hidden`, which `checkVisibility` sees.
const shown = (element: Element | null) => element instanceof HTMLElement && element.checkVisibility();

afterEach(() => {
  document.body.replaceChildren();
});

describe('MenuDisclosure without JavaScript', () => {
  it('is a native details and summary in the server HTML: no button, nothing hidden by an attribute', () => {
    const html = renderToString(menu());
    expect(html).toMatch(/^<nav aria-label="Main"><details class="ui-menu-disclosure" data-state="closed">/);
    expect(html).toMatch(
      /<summary class="ui-button ui-button--outline ui-button--md ui-menu-disclosure__toggle">/,
    );
    expect(html).not.toContain('<button');
    expect(html).not.toMatch(/\shidden[\s=>]|aria-expanded|aria-controls|role=/);
    expect(html).toContain('>Menu</summary>');
    expect(html).toContain('<a href="#about">About</a>');
    expect(renderToString(menu({ defaultOpen: true }))).toMatch(/<details[^>]* open=""/);
  });

  it('opens and closes from the keyboard and the pointer, with the icon to match, when no script runs', async () => {
    const container = serve(menu());
    const details = container.querySelector('details') as HTMLDetailsElement;
    const summary = container.querySelector('summary') as HTMLElement;
    const icon = () =>
      [...summary.querySelectorAll('[aria-hidden="true"]')]
        .filter((each) => getComputedStyle(each).display !== 'none')
        .map((each) => each.textContent)
        .join('');
    expect(shown(container.querySelector('a[href="#home"]'))).toBe(false);
    expect(icon()).toBe('☰');

    await userEvent.tab();
    expect(document.activeElement).toBe(summary);
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => details.open).toBe(true);
    expect(shown(container.querySelector('a[href="#home"]'))).toBe(true);
    expect(icon()).toBe('×');
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Home');

    await userEvent.click(summary);
    await expect.poll(() => details.open).toBe(false);
    expect(shown(container.querySelector('a[href="#home"]'))).toBe(false);
    expect(icon()).toBe('☰');
  });
});

describe('MenuDisclosure hydrated', () => {
  /**
   * act() waits for hydration's effects, and React asks to be told that this is a test environment while
   * it runs. Only then: the clicks and keys after hydration are the browser's own events, which no act()
   * wraps, and with the flag left on React warned about each update they caused.
   */
  async function inAct<T>(work: () => T): Promise<T> {
    const flags = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    flags.IS_REACT_ACT_ENVIRONMENT = true;
    try {
      return await act(async () => work());
    } finally {
      flags.IS_REACT_ACT_ENVIRONMENT = false;
    }
  }

  async function hydrate(container: HTMLElement, node: ReactNode) {
    const errors: unknown[] = [];
    const root = await inAct(() =>
      hydrateRoot(container, node, { onRecoverableError: (error) => errors.push(error) }),
    );
    return { errors, root };
  }

  it('hydrates the server HTML as it is, open or closed, and then works with scripts', async () => {
    const consoleError = vi.spyOn(console, 'error');
    for (const defaultOpen of [false, true]) {
      const container = serve(menu({ defaultOpen }));
      const before = container.innerHTML;
      const details = container.querySelector('details');
      const { errors, root } = await hydrate(container, menu({ defaultOpen }));
      expect(errors).toEqual([]);
      expect(container.querySelector('details')).toBe(details);
      expect(container.innerHTML).toBe(before);
      await inAct(() => root.unmount());
      container.remove();
    }
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('keeps the choice of a visitor who opened it before the script ran, and reports it', async () => {
    const container = serve(menu());
    const details = container.querySelector('details') as HTMLDetailsElement;
    await userEvent.click(container.querySelector('summary') as HTMLElement);
    await expect.poll(() => details.open).toBe(true);

    const onOpenChange = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    const { errors, root } = await hydrate(container, menu({ onOpenChange }));
    expect(errors).toEqual([]);
    expect(details.open).toBe(true);
    await expect.poll(() => details.dataset.state).toBe('open');
    expect(onOpenChange).toHaveBeenCalledWith(true);

    // Scripts now handle it: Escape closes it and focus goes back to the summary.
    (container.querySelector('a[href="#home"]') as HTMLElement).focus();
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => details.open).toBe(false);
    expect(document.activeElement).toBe(container.querySelector('summary'));
    await inAct(() => root.unmount());
    // Nothing from React from hydration to unmounting: no mismatch, and no update it calls unexpected.
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
