import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Pagination } from './Pagination.js';

const href = (page: number) => `?page=${page}`;

function InPlace({ start, onChange }: { start: number; onChange?: (page: number) => void }) {
  const [page, setPage] = useState(start);
  return (
    <Pagination
      page={page}
      pageCount={5}
      onPageChange={(next) => {
        onChange?.(next);
        setPage(next);
      }}
    />
  );
}

describe('Pagination', () => {
  it('is a nav named Pagination that says where you are, with links and the current page marked', async () => {
    const screen = await render(
      <Pagination page={3} pageCount={12} getHref={href} results={{ total: 231, pageSize: 20 }} />,
    );
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const summary = nav.getByText(/^Page 3 of 12/).element();
    expect(summary.textContent).toBe('Page 3 of 12.\nShowing 41 to 60 of 231 results');
    // Two lines, the first in bold.
    expect(summary.getBoundingClientRect().height).toBeGreaterThan(
      parseFloat(getComputedStyle(summary).lineHeight),
    );
    expect(getComputedStyle(summary, '::first-line').fontWeight).toBe('700');
    expect(
      nav
        .getByRole('link')
        .elements()
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Previous page', '?page=2'],
      ['Page 1', '?page=1'],
      ['Page 2', '?page=2'],
      ['Page 3', '?page=3'],
      ['Page 4', '?page=4'],
      ['Page 12', '?page=12'],
      ['Next page', '?page=4'],
    ]);
    await expect.element(nav.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(nav.element().querySelectorAll('[aria-current]')).toHaveLength(1);
    await expect.element(nav.getByRole('link', { name: 'Previous page' })).toHaveAttribute('rel', 'prev');
    await expect.element(nav.getByRole('link', { name: 'Next page' })).toHaveAttribute('rel', 'next');
    // With links there is no live region: a new page is a new address.
    expect(nav.element().querySelector('[role="status"]')).toBeNull();
    // The words Previous and Next are visible; only 'page' is hidden.
    expect(nav.getByText('Previous').element().getBoundingClientRect().width).toBeGreaterThan(1);
  });

  it('with onPageChange, draws buttons, reports the new page in a status and keeps focus inside', async () => {
    const onChange = vi.fn();
    const screen = await render(<InPlace start={4} onChange={onChange} />);
    const status = screen.getByRole('status');
    await expect.element(status).toHaveTextContent('Page 4 of 5');
    const next = screen.getByRole('button', { name: 'Next page' });
    await next.click();
    expect(onChange).toHaveBeenLastCalledWith(5);
    await expect.element(status).toHaveTextContent('Page 5 of 5');
    // Next has gone; focus went to the current page instead of the top of the document.
    await expect.element(screen.getByRole('button', { name: 'Page 5' })).toHaveFocus();

    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(4);
    await expect.element(screen.getByRole('button', { name: 'Page 4' })).toHaveFocus();

    // Pressing the current page does nothing.
    onChange.mockClear();
    await screen.getByRole('button', { name: 'Page 4' }).click();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('leaves focus alone when the page changes from outside', async () => {
    const screen = await render(<Pagination page={5} pageCount={5} onPageChange={() => undefined} />);
    await screen.rerender(<Pagination page={1} pageCount={5} onPageChange={() => undefined} />);
    expect(document.activeElement).toBe(document.body);
  });

  it('renders nothing with fewer than two pages, and clamps a page out of range', async () => {
    const screen = await render(<Pagination page={1} pageCount={1} getHref={href} />);
    expect(screen.container.innerHTML).toBe('');
    await screen.rerender(<Pagination page={40} pageCount={4} getHref={href} />);
    await expect.element(screen.getByText('Page 4 of 4.')).toBeVisible();
  });

  it('takes translated labels and a router link', async () => {
    const screen = await render(
      <Pagination
        page={2}
        pageCount={3}
        getHref={href}
        label="पृष्ठ"
        labels={{
          previous: 'पिछला',
          next: 'अगला',
          page: 'पृष्ठ',
          pageNumber: 'पृष्ठ ',
          where: (page, count) => `पृष्ठ ${page} / ${count}`,
        }}
        renderLink={({ href: to, children, ...props }) => (
          <a {...props} href={`#${to}`} data-router="">
            {children}
          </a>
        )}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'पृष्ठ' });
    await expect.element(nav.getByText('पृष्ठ 2 / 3')).toBeVisible();
    await expect.element(nav.getByRole('link', { name: 'अगला पृष्ठ' })).toHaveAttribute('href', '#?page=3');
    await expect.element(nav.getByRole('link', { name: 'पृष्ठ 1' })).toHaveAttribute('data-router', '');
  });

  it('has all its words in the server HTML', () => {
    const html = renderToString(
      <Pagination page={3} pageCount={12} getHref={href} results={{ total: 231, pageSize: 20 }} />,
    );
    for (const words of [
      // The position ends in a full stop, so a screen reader pauses before the results.
      'Page 3 of 12.\nShowing 41 to 60 of 231 results',
      'Previous',
      'Next',
      'aria-current="page"',
    ]) {
      expect(html).toContain(words);
    }
  });

  it('passes its ref, class name and extra props through', async () => {
    const ref = { current: null as HTMLElement | null };
    await render(
      <Pagination ref={ref} page={1} pageCount={2} getHref={href} className="extra" data-testid="p" />,
    );
    expect(ref.current?.tagName).toBe('NAV');
    expect(ref.current?.className).toBe('ui-pagination extra');
    expect(ref.current?.dataset.testid).toBe('p');
  });
});
