import { useState } from 'react';
import { userEvent } from 'vitest/browser';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { MenuDisclosure } from './MenuDisclosure.js';

const links = (
  <ul>
    <li>
      <a href="#home">Home</a>
    </li>
    <li>
      <a href="#about">About</a>
    </li>
  </ul>
);

const visible = (element: Element | null) => element instanceof HTMLElement && element.offsetParent !== null;

describe('MenuDisclosure', () => {
  it('is a button that controls a hidden panel, with a hidden icon', async () => {
    const screen = await render(<MenuDisclosure>{links}</MenuDisclosure>);
    const button = screen.getByRole('button', { name: 'Menu' });
    await expect.element(button).toHaveAttribute('aria-expanded', 'false');
    await expect.element(button).toHaveAttribute('type', 'button');
    const panel = document.getElementById(button.element().getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(panel?.hidden).toBe(true);
    expect(button.element().querySelector('[aria-hidden="true"]')?.textContent).toBe('☰');
  });

  it('opens with Enter and closes with Space, changing the icon', async () => {
    const screen = await render(<MenuDisclosure>{links}</MenuDisclosure>);
    const button = screen.getByRole('button', { name: 'Menu' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect.element(button).toHaveAttribute('aria-expanded', 'true');
    expect(visible(screen.getByRole('link', { name: 'Home' }).element())).toBe(true);
    expect(button.element().querySelector('[aria-hidden="true"]')?.textContent).toBe('×');
    await userEvent.keyboard(' ');
    await expect.element(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape from inside the panel and puts focus back on the button', async () => {
    const screen = await render(<MenuDisclosure defaultOpen>{links}</MenuDisclosure>);
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    const button = screen.getByRole('button', { name: 'Menu' });
    await expect.element(button).toHaveFocus();
    await expect.element(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not trap focus: Tab past the last link leaves it open', async () => {
    const screen = await render(
      <>
        <MenuDisclosure defaultOpen>{links}</MenuDisclosure>
        <button type="button">After</button>
      </>,
    );
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await expect
      .element(screen.getByRole('button', { name: 'Menu' }))
      .toHaveAttribute('aria-expanded', 'true');
  });

  it('closes when a link inside is followed, unless told not to or opened in a new tab', async () => {
    const screen = await render(
      <>
        <MenuDisclosure defaultOpen label="First">
          {links}
        </MenuDisclosure>
        <MenuDisclosure defaultOpen label="Second" closeOnNavigate={false}>
          <a href="#x">Stay</a>
        </MenuDisclosure>
      </>,
    );
    // A real Ctrl+click would open the test page again in a new tab; cancel the navigation, keep the event.
    const keepPage = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', keepPage, true);
    try {
      await screen.getByRole('link', { name: 'About' }).click({ modifiers: ['ControlOrMeta'] });
    } finally {
      document.removeEventListener('click', keepPage, true);
    }
    await expect
      .element(screen.getByRole('button', { name: 'First' }))
      .toHaveAttribute('aria-expanded', 'true');
    await screen.getByRole('link', { name: 'About' }).click();
    await expect
      .element(screen.getByRole('button', { name: 'First' }))
      .toHaveAttribute('aria-expanded', 'false');
    await screen.getByRole('link', { name: 'Stay' }).click();
    await expect
      .element(screen.getByRole('button', { name: 'Second' }))
      .toHaveAttribute('aria-expanded', 'true');
  });

  it('can be controlled', async () => {
    const onOpenChange = vi.fn();
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <MenuDisclosure
          open={open}
          onOpenChange={(next) => {
            onOpenChange(next);
            setOpen(next);
          }}
        >
          {links}
        </MenuDisclosure>
      );
    }
    const screen = await render(<Controlled />);
    await screen.getByRole('button', { name: 'Menu' }).click();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await expect.element(screen.getByRole('button')).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays as `open` says when the owner does not change it', async () => {
    const onOpenChange = vi.fn();
    const screen = await render(
      <MenuDisclosure open={false} onOpenChange={onOpenChange}>
        {links}
      </MenuDisclosure>,
    );
    await screen.getByRole('button', { name: 'Menu' }).click();
    expect(onOpenChange).toHaveBeenCalledWith(true);
    await expect
      .element(screen.getByRole('button', { name: 'Menu' }))
      .toHaveAttribute('aria-expanded', 'false');
  });
});
