import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { cdp, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiLocaleProvider } from '../locale/UiLocaleProvider.js';
import type { TableSort } from './sortRows.js';
import { Table, type TableColumn } from './Table.js';

interface Person {
  id: string;
  name: string;
  city: string;
  hours: number | null;
  joined: string;
}

const people: Person[] = [
  { id: 'a', name: 'Asha', city: 'Panaji', hours: 6, joined: '2026-06-14' },
  { id: 'v', name: 'Vikram', city: 'Margao', hours: 12, joined: '2026-06-02' },
  { id: 'm', name: 'Meera', city: 'Mapusa', hours: null, joined: '2026-06-20' },
];

const columns: TableColumn<Person>[] = [
  { id: 'name', header: 'Name', rowHeader: true, sortValue: (row) => row.name, cell: (row) => row.name },
  { id: 'city', header: 'City', cell: (row) => row.city },
  {
    id: 'hours',
    header: 'Hours',
    numeric: true,
    sortValue: (row) => row.hours,
    cell: (row) => row.hours ?? 'Not given',
  },
  {
    id: 'joined',
    header: 'Joined',
    sortValue: (row) => new Date(row.joined),
    sortLabels: { ascending: 'oldest first', descending: 'newest first' },
    firstSortDirection: 'descending',
    cell: (row) => row.joined,
  },
];

const rowKey = (row: Person) => row.id;
const rowNames = () => [...document.querySelectorAll('tbody th')].map((cell) => cell.textContent);
const status = () => document.querySelector('.ui-table [role="status"]') as HTMLElement;

describe('Table', () => {
  it('has a caption, column headers with scope, row headers and end-aligned numbers', async () => {
    const screen = await render(
      <Table caption="Volunteers" columns={columns} rows={people} rowKey={rowKey} />,
    );
    await expect.element(screen.getByRole('table', { name: 'Volunteers' })).toBeVisible();
    const headers = screen.getByRole('columnheader').elements();
    expect(headers.map((header) => header.getAttribute('scope'))).toEqual(['col', 'col', 'col', 'col']);
    const rowHeaders = screen.getByRole('rowheader').elements();
    expect(rowHeaders.map((header) => [header.tagName, header.getAttribute('scope')])).toEqual([
      ['TH', 'row'],
      ['TH', 'row'],
      ['TH', 'row'],
    ]);
    const hours = screen.getByRole('cell', { name: '12' }).element();
    expect(getComputedStyle(hours).textAlign).toBe('end');
    expect(getComputedStyle(hours).fontVariantNumeric).toBe('tabular-nums');
    expect(getComputedStyle(headers[2] as Element).textAlign).toBe('end');
    // Sortable columns' headers are buttons; the others are text.
    expect(
      screen
        .getByRole('button')
        .elements()
        .map((button) => button.textContent),
    ).toEqual(['Name', 'Hours', 'Joined']);
    expect(document.querySelectorAll('[aria-sort]')).toHaveLength(0);
  });

  it('sorts by a header’s button from the keyboard, one aria-sort at a time, and announces the order', async () => {
    const onSortChange = vi.fn();
    const screen = await render(
      <Table
        caption="Volunteers"
        columns={columns}
        rows={people}
        rowKey={rowKey}
        onSortChange={onSortChange}
      />,
    );
    expect(status().textContent).toBe('');
    await userEvent.tab();
    const name = screen.getByRole('button', { name: 'Name' });
    await expect.element(name).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(rowNames()).toEqual(['Asha', 'Meera', 'Vikram']);
    await expect
      .element(screen.getByRole('columnheader', { name: 'Name' }))
      .toHaveAttribute('aria-sort', 'ascending');
    expect(status().textContent).toBe('Sorted by Name, A to Z.');
    await expect
      .element(screen.getByRole('table'))
      .toHaveAccessibleName(
        'Volunteers (Sorted by Name, A to Z. Column headers with buttons sort the table.)',
      );
    await userEvent.keyboard('{Enter}');
    expect(rowNames()).toEqual(['Vikram', 'Meera', 'Asha']);
    expect(status().textContent).toBe('Sorted by Name, Z to A.');
    await expect.element(name).toHaveFocus();

    await userEvent.tab();
    await userEvent.keyboard(' ');
    // Numbers by value, rows without one last.
    expect(rowNames()).toEqual(['Asha', 'Vikram', 'Meera']);
    expect(status().textContent).toBe('Sorted by Hours, lowest first.');
    expect(document.querySelectorAll('[aria-sort]')).toHaveLength(1);

    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    // A date column starts newest first.
    expect(rowNames()).toEqual(['Meera', 'Asha', 'Vikram']);
    expect(status().textContent).toBe('Sorted by Joined, newest first.');
    expect(onSortChange.mock.calls.map(([sort]) => `${sort.column} ${sort.direction}`)).toEqual([
      'name ascending',
      'name descending',
      'hours ascending',
      'joined descending',
    ]);
  });

  it('starts in defaultSort without announcing it', async () => {
    await render(
      <Table
        caption="Volunteers"
        columns={columns}
        rows={people}
        rowKey={rowKey}
        defaultSort={{ column: 'joined', direction: 'ascending' }}
      />,
    );
    expect(rowNames()).toEqual(['Vikram', 'Asha', 'Meera']);
    expect(status().textContent).toBe('');
    expect(document.querySelector('[aria-sort]')?.textContent).toBe('Joined');
  });

  it('says its caption in sentences of its language, each with its own full stop', () => {
    const html = renderToString(
      <UiLocaleProvider language="hi">
        <Table
          caption="स्वयंसेवक"
          columns={columns}
          rows={people}
          rowKey={rowKey}
          defaultSort={{ column: 'name', direction: 'ascending' }}
        />
      </UiLocaleProvider>,
    );
    expect(html).toContain('(Name के क्रम में, अ से ह। बटन वाले कॉलम शीर्षक तालिका का क्रम बदलते हैं।)');
  });

  it('controlled: shows the rows in the order given, and announces a new order when it is shown', async () => {
    const onSortChange = vi.fn();
    const screen = await render(
      <Table
        caption="Volunteers"
        columns={columns}
        rows={people}
        rowKey={rowKey}
        sort={{ column: 'city', direction: 'ascending' }}
        onSortChange={onSortChange}
      />,
    );
    // The caller said the rows are sorted by city; the table trusts it and does not reorder them, and says
    // so on the City header, although City has no sort button.
    expect(rowNames()).toEqual(['Asha', 'Vikram', 'Meera']);
    await expect
      .element(screen.getByRole('columnheader', { name: 'City' }))
      .toHaveAttribute('aria-sort', 'ascending');
    await screen.getByRole('button', { name: 'Name' }).click();
    expect(onSortChange).toHaveBeenCalledWith({ column: 'name', direction: 'ascending' });
    expect(rowNames()).toEqual(['Asha', 'Vikram', 'Meera']);
    expect(status().textContent).toBe('');

    await screen.rerender(
      <Table
        caption="Volunteers"
        columns={columns}
        rows={[people[0], people[2], people[1]] as Person[]}
        rowKey={rowKey}
        sort={{ column: 'name', direction: 'ascending' }}
        onSortChange={onSortChange}
      />,
    );
    expect(rowNames()).toEqual(['Asha', 'Meera', 'Vikram']);
    expect(status().textContent).toBe('Sorted by Name, A to Z.');
  });

  it('controlled: does not announce the order that arrives with the first rows', async () => {
    function Loading() {
      const [answer, setAnswer] = useState<{ rows: Person[]; sort: TableSort } | null>(null);
      return (
        <>
          <button
            type="button"
            onClick={() => setAnswer({ rows: people, sort: { column: 'name', direction: 'ascending' } })}
          >
            Load
          </button>
          <Table
            caption="Volunteers"
            columns={columns}
            rows={answer?.rows ?? []}
            rowKey={rowKey}
            sort={answer?.sort ?? null}
            empty="Loading…"
          />
        </>
      );
    }
    const screen = await render(<Loading />);
    await expect.element(screen.getByRole('cell', { name: 'Loading…' })).toBeVisible();
    await screen.getByRole('button', { name: 'Load' }).click();
    await expect.element(screen.getByRole('rowheader', { name: 'Asha' })).toBeVisible();
    expect(status().textContent).toBe('');
  });

  it('scrolls inside a focusable region named by its caption when it is too wide, and only then', async () => {
    const wide = (width: number) => (
      <div style={{ width }}>
        <Table caption="Volunteers" columns={columns} rows={people} rowKey={rowKey} />
      </div>
    );
    const screen = await render(wide(260));
    const region = screen.getByRole('region', { name: 'Volunteers' });
    await expect.element(region).toBeVisible();
    const box = region.element() as HTMLElement;
    expect(box.tabIndex).toBe(0);
    expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);

    await userEvent.tab();
    await expect.element(region).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect.poll(() => box.scrollLeft).toBeGreaterThan(0);
    // The row header stays at the region's start while the rest scrolls under it.
    const rowHeader = screen.getByRole('rowheader', { name: 'Asha' }).element();
    expect(Math.round(rowHeader.getBoundingClientRect().left)).toBe(
      Math.round(box.getBoundingClientRect().left),
    );

    await screen.rerender(wide(900));
    await expect.poll(() => box.getAttribute('role')).toBeNull();
    expect(box.hasAttribute('tabindex')).toBe(false);
    expect(box.hasAttribute('aria-labelledby')).toBe(false);
  });

  it('renders every cell and its caption on the server, and hydrates without a warning', async () => {
    const element = (
      <Table
        caption="Volunteers"
        columns={columns}
        rows={people}
        rowKey={rowKey}
        defaultSort={{ column: 'name', direction: 'ascending' }}
      />
    );
    const html = renderToString(element);
    for (const text of [
      '<caption',
      'Volunteers',
      'scope="col"',
      'scope="row"',
      'aria-sort="ascending"',
      'Vikram',
      'Not given',
    ]) {
      expect(html).toContain(text);
    }
    // The server cannot measure, so the box is a focusable region, which works without scripts.
    expect(html).toContain('role="region"');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    try {
      const root = hydrateRoot(container, element);
      await expect.poll(() => container.querySelector('[role="region"]')).toBeNull();
      expect(errors).not.toHaveBeenCalled();
      root.unmount();
    } finally {
      errors.mockRestore();
      container.remove();
    }
  });

  it('keeps its rules and the sort buttons apart in forced colours', async () => {
    const screen = await render(
      <Table
        caption="Volunteers"
        columns={columns}
        rows={people}
        rowKey={rowKey}
        defaultSort={{ column: 'name', direction: 'ascending' }}
      />,
    );
    const session = cdp();
    await session.send('Emulation.setEmulatedMedia', {
      features: [{ name: 'forced-colors', value: 'active' }],
    });
    try {
      const cell = screen.getByRole('cell', { name: 'Panaji' }).element();
      expect(getComputedStyle(cell).borderBottomStyle).toBe('solid');
      const sorted = getComputedStyle(screen.getByRole('button', { name: 'Name' }).element());
      const other = getComputedStyle(screen.getByRole('button', { name: 'Hours' }).element());
      expect(sorted.color).not.toBe(other.color);
      expect(sorted.textDecorationLine).toBe('none');
      expect(other.textDecorationLine).toBe('underline');
    } finally {
      await session.send('Emulation.setEmulatedMedia', { features: [] });
    }
  });

  it('passes its ref, class name and extra props through', async () => {
    const ref = { current: null as HTMLDivElement | null };
    await render(
      <Table
        ref={ref}
        caption="Volunteers"
        columns={columns}
        rows={people}
        rowKey={rowKey}
        className="extra"
        data-testid="t"
      />,
    );
    expect(ref.current?.className).toBe('ui-table extra');
    expect(ref.current?.dataset.testid).toBe('t');
  });
});
