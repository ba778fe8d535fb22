import { createRef, useState } from 'react';
import { cdp, userEvent } from 'vitest/browser';
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

// A closed details hides its content with `content-visibility: hidden`, which `checkVisibility` sees.
const visible = (element: Element | null) => element instanceof HTMLElement && element.checkVisibility();
const detailsOf = (label: string) =>
  [...document.querySelectorAll<HTMLDetailsElement>('details.ui-menu-disclosure')].find((details) =>
    details.querySelector(':scope > summary')?.textContent?.endsWith(label),
  ) as HTMLDetailsElement;
const shownIcon = (details: HTMLDetailsElement) =>
  [...details.querySelectorAll(':scope > summary > [aria-hidden="true"]')]
    .filter((icon) => getComputedStyle(icon).display !== 'none')
    .map((icon) => icon.textContent)
    .join('');

interface AXNode {
  ignored: boolean;
  role?: { value: string };
  name?: { value: string };
  properties?: { name: string; value: { value: unknown } }[];
}

interface FrameTree {
  frame: { id: string; url: string };
  childFrames?: FrameTree[];
}

const frames = (tree: FrameTree): FrameTree['frame'][] => [
  tree.frame,
  ...(tree.childFrames ?? []).flatMap(frames),
];

/**
 * What Chromium gives assistive technology for the node named `name` in this test's frame (a summary has
 * no ARIA role: its role is Chromium's own).
 */
async function chromiumNode(name: string) {
  const session = cdp();
  const { frameTree } = (await session.send('Page.getFrameTree' as never)) as { frameTree: FrameTree };
  const frameId = frames(frameTree).find((frame) => frame.url === window.location.href)?.id;
  const { nodes } = (await session.send('Accessibility.getFullAXTree', { frameId })) as { nodes: AXNode[] };
  const node = nodes.find(
    (each) => !each.ignored && each.name?.value === name && each.role?.value !== 'StaticText',
  );
  return {
    role: node?.role?.value,
    expanded: node?.properties?.find((property) => property.name === 'expanded')?.value.value,
    names: nodes.filter((each) => !each.ignored).map((each) => each.name?.value),
  };
}

describe('MenuDisclosure', () => {
  it('is a details element whose summary is drawn as the outline button, with the panel after it', async () => {
    const ref = createRef<HTMLDetailsElement>();
    await render(
      <MenuDisclosure ref={ref} className="mine" data-testid="menu">
        {links}
      </MenuDisclosure>,
    );
    const details = detailsOf('Menu');
    expect(ref.current).toBe(details);
    expect(details.className).toBe('ui-menu-disclosure mine');
    expect(details.dataset.testid).toBe('menu');
    expect(details.open).toBe(false);
    const summary = details.firstElementChild as HTMLElement;
    expect(summary.tagName).toBe('SUMMARY');
    expect(summary.classList).toContain('ui-button');
    expect(summary.classList).toContain('ui-button--outline');
    expect(summary.hasAttribute('role')).toBe(false);
    expect(summary.hasAttribute('aria-expanded')).toBe(false);
    expect(getComputedStyle(summary).display).toBe('inline-flex');
    expect(summary.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    expect(details.querySelector('.ui-menu-disclosure__panel')?.hasAttribute('hidden')).toBe(false);
    expect(visible(document.querySelector('a[href="#home"]'))).toBe(false);
    expect(shownIcon(details)).toBe('☰');
  });

  it('is exposed by Chromium as a collapsed, then expanded, disclosure button named by its label', async () => {
    await render(<MenuDisclosure>{links}</MenuDisclosure>);
    const closed = await chromiumNode('Menu');
    // Chromium's role for a summary; NVDA, JAWS and VoiceOver read it as a button with its state.
    expect(closed.role).toBe('DisclosureTriangle');
    expect(closed.expanded).toBe(false);
    expect(closed.names).not.toContain('Home');
    await userEvent.click(document.querySelector('summary') as HTMLElement);
    const open = await chromiumNode('Menu');
    expect(open.expanded).toBe(true);
    expect(open.names).toContain('Home');
  });

  it('opens with Enter and closes with Space, changing the icon', async () => {
    await render(<MenuDisclosure>{links}</MenuDisclosure>);
    const details = detailsOf('Menu');
    await userEvent.tab();
    expect(document.activeElement).toBe(details.querySelector('summary'));
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => details.open).toBe(true);
    expect(details.dataset.state).toBe('open');
    expect(visible(document.querySelector('a[href="#home"]'))).toBe(true);
    expect(shownIcon(details)).toBe('×');
    await userEvent.keyboard(' ');
    await expect.poll(() => details.open).toBe(false);
    expect(details.dataset.state).toBe('closed');
    expect(shownIcon(details)).toBe('☰');
  });

  it('closes on Escape from the summary, and only the innermost of two nested menus', async () => {
    const nested = (
      <MenuDisclosure defaultOpen label="Outer">
        <MenuDisclosure defaultOpen label="Inner">
          {links}
        </MenuDisclosure>
      </MenuDisclosure>
    );
    const screen = await render(nested);
    const outer = detailsOf('Outer');
    const inner = detailsOf('Inner');
    const innerToggled = new Promise((resolve) => inner.addEventListener('toggle', resolve, { once: true }));
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(inner.querySelector('summary'));
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => inner.open).toBe(false);
    expect(outer.open).toBe(true);
    // The inner details' toggle event is not taken for the outer one's: once it has been sent, a render
    // commits whatever React scheduled on it, effects included.
    await innerToggled;
    await screen.rerender(nested);
    expect(outer.open).toBe(true);
    expect(outer.dataset.state).toBe('open');
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
    expect(detailsOf('First').open).toBe(true);
    await screen.getByRole('link', { name: 'About' }).click();
    await expect.poll(() => detailsOf('First').open).toBe(false);
    await screen.getByRole('link', { name: 'Stay' }).click();
    expect(detailsOf('Second').open).toBe(true);
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
    await render(<Controlled />);
    await userEvent.click(document.querySelector('summary') as HTMLElement);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await expect.poll(() => detailsOf('Menu').open).toBe(false);
    expect(onOpenChange).toHaveBeenCalledTimes(1);
  });

  it('stays as `open` says when the owner does not change it', async () => {
    const onOpenChange = vi.fn();
    await render(
      <MenuDisclosure open={false} onOpenChange={onOpenChange}>
        {links}
      </MenuDisclosure>,
    );
    const details = detailsOf('Menu');
    await userEvent.click(details.querySelector('summary') as HTMLElement);
    expect(onOpenChange).toHaveBeenCalledWith(true);
    // The click's own toggle is cancelled, so the browser never opens it: nothing is left to happen.
    expect(details.open).toBe(false);
    expect(onOpenChange).toHaveBeenCalledTimes(1);
  });

  it('follows a change the browser makes itself (find-in-page), and reports it', async () => {
    const onOpenChange = vi.fn();
    const onToggle = vi.fn();
    await render(
      <MenuDisclosure onOpenChange={onOpenChange} onToggle={onToggle}>
        {links}
      </MenuDisclosure>,
    );
    const details = detailsOf('Menu');
    details.open = true;
    await expect.poll(() => onOpenChange.mock.calls).toEqual([[true]]);
    expect(onToggle).toHaveBeenCalled();
    await expect.poll(() => details.dataset.state).toBe('open');
    expect(shownIcon(details)).toBe('×');
  });
});
