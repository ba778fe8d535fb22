import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Breadcrumbs } from './Breadcrumbs.js';

const items = [
  { label: 'Home', href: '/' },
  { label: 'Staff inbox', href: '/staff' },
];

describe('Breadcrumbs', () => {
  it('is a nav named Breadcrumb around an ordered list of links, without the current page', async () => {
    const screen = await render(<Breadcrumbs items={items} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    await expect.element(nav).toBeVisible();
    const list = nav.element().querySelector('ol') as HTMLOListElement;
    expect([...list.children].map((item) => item.tagName)).toEqual(['LI', 'LI']);
    expect(
      nav
        .getByRole('link')
        .elements()
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/staff']);
    expect(nav.element().querySelector('[aria-current]')).toBeNull();
  });

  it('draws the separators with CSS, so they are never read', async () => {
    const screen = await render(<Breadcrumbs items={items} />);
    const [first, second] = screen
      .getByRole('listitem')
      .elements()
      .map((item) => getComputedStyle(item, '::before').content);
    expect(first).toBe('none');
    expect(second).toBe('""');
    expect(screen.getByRole('navigation').element().textContent).toBe('HomeStaff inbox');
  });

  it('draws links with renderLink, spreading the class', async () => {
    const screen = await render(
      <Breadcrumbs
        items={items}
        label="You are here"
        renderLink={({ href, children, ...props }) => (
          <a {...props} href={`#router${href}`} data-router="">
            {children}
          </a>
        )}
      />,
    );
    const link = screen
      .getByRole('navigation', { name: 'You are here' })
      .getByRole('link', { name: 'Staff inbox' });
    await expect.element(link).toHaveAttribute('href', '#router/staff');
    await expect.element(link).toHaveAttribute('data-router', '');
    await expect.element(link).toHaveClass('ui-breadcrumbs__link');
  });

  it('renders nothing without items, rather than an empty landmark', async () => {
    const screen = await render(<Breadcrumbs items={[]} />);
    expect(screen.container.innerHTML).toBe('');
  });

  it('passes its ref, class name and extra props through', async () => {
    const ref = { current: null as HTMLElement | null };
    await render(<Breadcrumbs ref={ref} items={items} className="extra" data-testid="b" />);
    expect(ref.current?.tagName).toBe('NAV');
    expect(ref.current?.className).toBe('ui-breadcrumbs extra');
    expect(ref.current?.dataset.testid).toBe('b');
  });
});
