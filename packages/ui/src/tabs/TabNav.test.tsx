import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TabNav } from './TabNav.js';

const items = [
  { label: 'All (40)', href: '/staff/volunteer' },
  { label: 'New (12)', href: '/staff/volunteer?status=new', current: true },
  { label: 'Closed', href: '/staff/volunteer?status=closed' },
];

describe('TabNav', () => {
  it('is a nav of links, the current one marked with aria-current="page", with no tab roles', async () => {
    const screen = await render(<TabNav label="Volunteer applications by status" items={items} />);
    const nav = screen.getByRole('navigation', { name: 'Volunteer applications by status' });
    const links = nav.getByRole('link').elements();
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'page', null]);
    expect(nav.element().querySelector('[role="tab"], [role="tablist"]')).toBeNull();
    expect(nav.element().querySelector('ul')?.children).toHaveLength(3);
  });

  it('is reached link by link with Tab, each a 44px target, the current one drawn as selected', async () => {
    const screen = await render(<TabNav label="Status" items={items} />);
    for (const name of ['All (40)', 'New (12)', 'Closed']) {
      await userEvent.tab();
      const link = screen.getByRole('link', { name });
      await expect.element(link).toHaveFocus();
      expect(link.element().getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    const current = getComputedStyle(screen.getByRole('link', { name: 'New (12)' }).element());
    expect(current.textDecorationLine).toBe('none');
    expect(current.fontWeight).toBe('700');
  });

  it('draws links with renderLink, passing aria-current through', async () => {
    const screen = await render(
      <TabNav
        label="Status"
        items={items}
        renderLink={({ href, children, ...props }) => (
          <a {...props} href={`#${href}`} data-router="">
            {children}
          </a>
        )}
      />,
    );
    const link = screen.getByRole('link', { name: 'New (12)' });
    await expect.element(link).toHaveAttribute('data-router', '');
    await expect.element(link).toHaveAttribute('aria-current', 'page');
  });

  it('renders nothing without items, rather than an empty landmark', async () => {
    const screen = await render(<TabNav label="Status" items={[]} />);
    expect(screen.container.innerHTML).toBe('');
  });

  it('passes its ref, class name and extra props through', async () => {
    const ref = { current: null as HTMLElement | null };
    await render(<TabNav ref={ref} label="Status" items={items} className="extra" data-testid="n" />);
    expect(ref.current?.tagName).toBe('NAV');
    expect(ref.current?.className).toBe('ui-tabs ui-tab-nav extra');
    expect(ref.current?.dataset.testid).toBe('n');
  });
});
