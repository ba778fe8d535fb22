import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { cdp, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Tabs, type TabItem } from './Tabs.js';

const tabs: TabItem[] = [
  { id: 'details', label: 'Details', content: <p>Asha Rao</p> },
  { id: 'notes', label: 'Notes', content: <textarea aria-label="New note" /> },
  { id: 'history', label: 'History', content: <p>Received 14 June</p> },
];

const tabNamed = (name: string) =>
  document.querySelector(`[role="tab"][data-tab-id="${name}"]`) as HTMLElement;

describe('Tabs', () => {
  it('wires every tab to its panel: ids, aria-controls, aria-labelledby, aria-selected, one tab stop', async () => {
    const screen = await render(<Tabs label="Application" tabs={tabs} />);
    const tablist = screen.getByRole('tablist', { name: 'Application' });
    await expect.element(tablist).toBeVisible();
    const tabElements = tablist.getByRole('tab').elements();
    expect(tabElements.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabElements.map((tab) => (tab as HTMLElement).tabIndex)).toEqual([0, -1, -1]);
    for (const tab of tabElements) {
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '') as HTMLElement;
      expect(panel.getAttribute('role')).toBe('tabpanel');
      expect(panel.getAttribute('aria-labelledby')).toBe(tab.id);
      expect(panel.tabIndex).toBe(0);
      expect(panel.hidden).toBe(tab.getAttribute('aria-selected') !== 'true');
      expect(tab.getAttribute('type')).toBe('button');
    }
    expect(new Set(tabElements.map((tab) => tab.id)).size).toBe(3);
  });

  it('moves and selects with the arrows, wrapping, and with Home and End (automatic activation)', async () => {
    const onValueChange = vi.fn();
    const screen = await render(<Tabs label="Application" tabs={tabs} onValueChange={onValueChange} />);
    await userEvent.tab();
    await expect.element(tabNamed('details')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(tabNamed('history')).toHaveFocus();
    expect(tabNamed('history').getAttribute('aria-selected')).toBe('true');
    expect(tabNamed('history').tabIndex).toBe(0);
    await expect.element(screen.getByRole('tabpanel', { name: 'History' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(tabNamed('details')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect.element(tabNamed('history')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect.element(tabNamed('details')).toHaveFocus();
    expect(onValueChange.mock.calls.map(([id]) => id)).toEqual(['history', 'details', 'history', 'details']);
    // Other keys, and arrows with a modifier, are left to the browser and the screen reader.
    await userEvent.keyboard('{Control>}{ArrowRight}{/Control}');
    await expect.element(tabNamed('details')).toHaveFocus();
  });

  it('reaches the selected panel with Tab, and keeps the state of hidden panels', async () => {
    const screen = await render(<Tabs label="Application" tabs={tabs} defaultValue="notes" />);
    await userEvent.tab();
    await expect.element(tabNamed('notes')).toHaveFocus();
    await userEvent.tab();
    await expect.element(screen.getByRole('tabpanel', { name: 'Notes' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('Call back on Monday');
    await screen.getByRole('tab', { name: 'Details' }).click();
    await screen.getByRole('tab', { name: 'Notes' }).click();
    await expect
      .element(screen.getByRole('textbox', { name: 'New note' }))
      .toHaveValue('Call back on Monday');
  });

  it('follows value when controlled, and falls back to the first tab for an unknown one', async () => {
    function Controlled() {
      const [value, setValue] = useState('nothing-like-this');
      return (
        <>
          <button type="button" onClick={() => setValue('history')}>
            Show history
          </button>
          <Tabs label="Application" tabs={tabs} value={value} onValueChange={setValue} />
        </>
      );
    }
    const screen = await render(<Controlled />);
    expect(tabNamed('details').getAttribute('aria-selected')).toBe('true');
    await screen.getByRole('button', { name: 'Show history' }).click();
    await expect.element(screen.getByRole('tabpanel', { name: 'History' })).toBeVisible();
  });

  it('serves a contents list and every panel from the server, and becomes tabs on hydration', async () => {
    const element = <Tabs label="Application" tabs={tabs} headingLevel={3} />;
    const html = renderToString(element);
    expect(html).not.toContain('role="tablist"');
    expect(html).toContain('Contents');
    for (const text of ['Asha Rao', 'Received 14 June', 'New note']) expect(html).toContain(text);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const links = [...container.querySelectorAll('a')];
    expect(links.map((link) => link.textContent)).toEqual(['Details', 'Notes', 'History']);
    for (const link of links) {
      const panel = container.querySelector(link.getAttribute('href') ?? '');
      expect(panel?.querySelector('h3')?.textContent).toBe(link.textContent);
    }

    const errors = vi.spyOn(console, 'error');
    try {
      const root = hydrateRoot(container, element);
      await expect.poll(() => container.querySelector('[role="tablist"]')).not.toBeNull();
      expect(errors).not.toHaveBeenCalled();
      expect(container.querySelector('.ui-tabs__title')).toBeNull();
      root.unmount();
    } finally {
      errors.mockRestore();
      container.remove();
    }
  });

  it('marks the selected tab by shape too, and keeps it apart in forced colours', async () => {
    await render(<Tabs label="Application" tabs={tabs} />);
    const selected = getComputedStyle(tabNamed('details'));
    const other = getComputedStyle(tabNamed('notes'));
    expect(selected.textDecorationLine).toBe('none');
    expect(other.textDecorationLine).toBe('underline');
    expect(selected.fontWeight).toBe('700');
    expect(tabNamed('details').getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    const session = cdp();
    await session.send('Emulation.setEmulatedMedia', {
      features: [{ name: 'forced-colors', value: 'active' }],
    });
    try {
      expect(getComputedStyle(tabNamed('details')).borderTopStyle).toBe('solid');
      expect(getComputedStyle(tabNamed('details')).borderTopWidth).toBe('4px');
      expect(getComputedStyle(tabNamed('details')).textDecorationLine).toBe('none');
    } finally {
      await session.send('Emulation.setEmulatedMedia', { features: [] });
    }
  });

  it('renders nothing without tabs', async () => {
    const screen = await render(<Tabs label="Application" tabs={[]} />);
    expect(screen.container.innerHTML).toBe('');
  });

  it('passes its ref, class name and extra props through', async () => {
    const ref = { current: null as HTMLDivElement | null };
    await render(<Tabs ref={ref} label="Application" tabs={tabs} className="extra" data-testid="t" />);
    expect(ref.current?.className).toBe('ui-tabs extra');
    expect(ref.current?.dataset.testid).toBe('t');
  });
});
