import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState, type ComponentType } from 'react';
import { expect, within } from 'storybook/test';
import { eventually } from '../test-support/eventually.js';
import { Tag, type TagTone } from '../tag/Tag.js';
import { heard } from '../test-support/heard.js';
import { sortRows, type TableSort } from './sortRows.js';
import { tableGuidance } from './Table.guidance.js';
import { Table, type TableColumn, type TableProps } from './Table.js';

interface Application {
  id: string;
  name: string;
  role: string;
  received: string;
  hours: number;
  status: { label: string; tone: TagTone };
}

const applications: Application[] = [
  {
    id: 'VOL-3KQ8',
    name: 'Asha Rao',
    role: 'Sign language interpreter',
    received: '2026-06-14',
    hours: 6,
    status: { label: 'New', tone: 'strong' },
  },
  {
    id: 'VOL-7TZ2',
    name: 'Vikram Naik',
    role: 'Braille transcriber',
    received: '2026-06-02',
    hours: 12,
    status: { label: 'In progress', tone: 'info' },
  },
  {
    id: 'VOL-1MC4',
    name: 'Meera Pillai',
    role: 'Event volunteer',
    received: '2026-06-20',
    hours: 4,
    status: { label: 'Accepted', tone: 'success' },
  },
  {
    id: 'VOL-9PL0',
    name: 'Joseph Fernandes',
    role: 'Accessibility tester',
    received: '2026-05-28',
    hours: 10,
    status: { label: 'Closed', tone: 'neutral' },
  },
];

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

const columns: TableColumn<Application>[] = [
  {
    id: 'name',
    header: 'Name',
    rowHeader: true,
    sortValue: (row) => row.name,
    cell: (row) => <a href={`#${row.id}`}>{row.name}</a>,
  },
  { id: 'role', header: 'Role', cell: (row) => row.role },
  {
    id: 'received',
    header: 'Received',
    sortValue: (row) => new Date(row.received),
    sortLabels: { ascending: 'oldest first', descending: 'newest first' },
    firstSortDirection: 'descending',
    cell: (row) => <time dateTime={row.received}>{dateFormat.format(new Date(row.received))}</time>,
  },
  {
    id: 'hours',
    header: 'Hours a week',
    numeric: true,
    sortValue: (row) => row.hours,
    cell: (row) => row.hours,
  },
  { id: 'status', header: 'Status', cell: (row) => <Tag tone={row.status.tone}>{row.status.label}</Tag> },
];

const meta = {
  title: 'Data/Table',
  // The table is generic over its rows; the stories use one row type.
  component: Table as ComponentType<TableProps<Application>>,
  args: {
    caption: 'Volunteer applications',
    columns,
    rows: applications,
    rowKey: (row: Application) => row.id,
    defaultSort: { column: 'received', direction: 'descending' },
  },
  parameters: {
    docs: {
      guidance: tableGuidance,
      description: {
        component:
          'A data table with a required caption, column headers (`scope="col"`), row headers where the data has them ' +
          '(`scope="row"`), and numeric columns end-aligned in figures of equal width. A sortable column’s header is a ' +
          'button; the sorted header has `aria-sort`, and after a change the new order is announced (“Sorted by ' +
          'Received, newest first”) and added to the caption. It sorts its rows itself (`defaultSort`, each column’s ' +
          '`sortValue`) or shows them as the caller sorted them (`sort` and `onSortChange`, for data sorted on the ' +
          'server). When it is wider than its box it scrolls inside a focusable region named by the caption, with the ' +
          'row headers kept in view; the page never scrolls sideways.',
      },
    },
  },
} satisfies Meta<TableProps<Application>>;

export default meta;
type Story = StoryObj<typeof meta>;

const names = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('tbody th')].map((cell) => cell.textContent);

export const Default: Story = {
  parameters: { transcript: true },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const table = canvas.getByRole('table', { name: /^Volunteer applications/ });
    await expect(names(canvasElement)).toEqual([
      'Meera Pillai',
      'Asha Rao',
      'Vikram Naik',
      'Joseph Fernandes',
    ]);
    const received = within(table).getByRole('columnheader', { name: /Received/ });
    await expect(received).toHaveAttribute('aria-sort', 'descending');
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('');

    await heard.readToEnd('read the table');
    await heard.act('Tab', () => userEvent.tab());
    const byName = within(table).getByRole('button', { name: 'Name' });
    await expect(byName).toHaveFocus();
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'));
    await expect(status).toHaveTextContent('Sorted by Name, A to Z');
    await expect(names(canvasElement)).toEqual([
      'Asha Rao',
      'Joseph Fernandes',
      'Meera Pillai',
      'Vikram Naik',
    ]);
    await expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    // One sorted header at a time.
    await expect(received).not.toHaveAttribute('aria-sort');
    await expect(byName).toHaveFocus();

    await heard.act('press Space', () => userEvent.keyboard(' '));
    await expect(status).toHaveTextContent('Sorted by Name, Z to A');
    await expect(names(canvasElement)[0]).toBe('Vikram Naik');

    await heard.act('Tab', () => userEvent.tab());
    await expect(within(table).getByRole('button', { name: 'Received' })).toHaveFocus();
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'));
    await expect(status).toHaveTextContent('Sorted by Received, newest first');
    await heard.act('Tab', () => userEvent.tab());
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'));
    await expect(status).toHaveTextContent('Sorted by Hours a week, lowest first');
    await expect(names(canvasElement)).toEqual([
      'Meera Pillai',
      'Asha Rao',
      'Joseph Fernandes',
      'Vikram Naik',
    ]);
  },
};

/** Stands in for the API: sorts on the 'server' and answers after a moment. */
function serverAnswer(sort: TableSort) {
  const column = columns.find((candidate) => candidate.id === sort.column);
  return {
    sort,
    rows: column?.sortValue ? sortRows(applications, column.sortValue, sort.direction) : applications,
  };
}

/** The first page arrives with the HTML, as a server-rendered list would; a new order takes a round trip. */
function useServerRows(sort: TableSort) {
  const [answer, setAnswer] = useState(() => serverAnswer(sort));
  useEffect(() => {
    if (answer.sort === sort) return;
    const timer = setTimeout(() => setAnswer(serverAnswer(sort)), 150);
    return () => clearTimeout(timer);
  }, [sort, answer.sort]);
  return answer;
}

function ServerSorted() {
  const [requested, setRequested] = useState<TableSort>({ column: 'received', direction: 'descending' });
  const answer = useServerRows(requested);
  const loading = answer.sort !== requested;
  return (
    <>
      <p aria-hidden="true">{loading ? 'Loading…' : `Sorted on the server by ${answer.sort.column}`}</p>
      <Table
        caption="Volunteer applications"
        columns={columns}
        rows={answer.rows}
        rowKey={(row) => row.id}
        // The table shows the order of the rows it has: the new one once they arrive.
        sort={answer.sort}
        onSortChange={setRequested}
        empty="Loading applications…"
        aria-busy={loading}
      />
    </>
  );
}

export const Controlled: Story = {
  name: 'Controlled (sorted on the server)',
  render: () => <ServerSorted />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const status = canvas.getByRole('status');
    // The first rows come with the page.
    await expect(names(canvasElement)).toHaveLength(4);
    // Nothing may be announced until the rows in the new order have arrived: each announcement is kept
    // with the first row shown when it was made.
    const announced: [string, string | null | undefined][] = [];
    const observer = new MutationObserver(() => {
      announced.push([status.textContent ?? '', names(canvasElement)[0]]);
    });
    observer.observe(status, { childList: true, characterData: true, subtree: true });
    await userEvent.tab();
    // The server answers after a moment of its own: wait for the announcement, however long it takes.
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'), {
      until: () => status.textContent !== '',
    });
    observer.disconnect();
    await expect(status).toHaveTextContent('Sorted by Name, A to Z');
    await expect(announced.filter(([text]) => text !== '')).toEqual([['Sorted by Name, A to Z', 'Asha Rao']]);
    await expect(names(canvasElement)[0]).toBe('Asha Rao');
    await expect(canvas.getByRole('button', { name: 'Name' })).toHaveFocus();
  },
};

export const NotSortable: Story = {
  name: 'Without sorting',
  args: {
    caption: 'Hours given by volunteers in May 2026',
    columns: [
      { id: 'name', header: 'Name', rowHeader: true, cell: (row) => row.name },
      { id: 'role', header: 'Role', cell: (row) => row.role },
      { id: 'hours', header: 'Hours', numeric: true, cell: (row) => row.hours * 4 },
    ],
    defaultSort: null,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    const hours = canvas.getAllByRole('cell').at(-1) as HTMLElement;
    await expect(getComputedStyle(hours).textAlign).toBe('end');
  },
};

export const Empty: Story = {
  args: { rows: [], empty: 'No applications match these filters. Try another status.' },
  parameters: { transcript: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: /No applications match/ })).toHaveAttribute('colspan', '5');
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(5);
    // Nothing to sort: the headers are plain text, not buttons that do nothing.
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await heard.readToEnd('read the table');
  },
};

const longApplications: Application[] = applications.map((row, index) =>
  index === 0
    ? {
        ...row,
        name: 'Anantharamakrishnan Venkatasubramanian-Iyer',
        role: 'Sign language interpreter for Indian Sign Language and International Sign at conferences',
      }
    : row,
);

export const LongContent: Story = {
  args: { rows: longApplications },
};

export const Narrow: Story = {
  name: 'Narrow viewport (400% zoom, 320×256)',
  args: { rows: longApplications },
  globals: { viewport: { value: 'zoom400', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await expect(window.innerWidth).toBe(320);
    const region = await eventually(() => canvas.getByRole('region', { name: 'Volunteer applications' }));
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await userEvent.tab();
    await expect(region).toHaveFocus();
    // The arrow keys scroll it (Table.test.tsx presses them for real); the row headers stay in view.
    region.scrollLeft = region.scrollWidth;
    const rowHeader = canvas.getAllByRole('rowheader')[0] as HTMLElement;
    // Reading a position lays the page out afresh, so the scroll has taken effect here.
    await expect(rowHeader.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      region.getBoundingClientRect().left - 1,
    );
    // Back to the start, as a visitor first meets the table: scrolled part-way, a column header slides
    // under the row headers that stay in view, and its sort button is partly hidden until scrolled on.
    region.scrollLeft = 0;
  },
};

export const FitsItsBox: Story = {
  name: 'Wide viewport (no scroll region)',
  play: async ({ canvas }) => {
    await eventually(() => expect(canvas.queryByRole('region')).toBeNull());
    const box = canvas.getByRole('table').parentElement as HTMLElement;
    await expect(box).not.toHaveAttribute('tabindex');
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement.dataset.theme).toBe('dark');
    await expect(canvas.getByRole('columnheader', { name: /Received/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    // The padding keeps the focus ring, drawn outside the button, inside the picture. The column may
    // shrink below a table's width, so a table too wide for it scrolls in its own region.
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '2rem', padding: '0.5rem' }}>
      <Table {...args} caption="Sortable, sorted by Received, with a sort button focused" />
      <Table
        {...args}
        caption="Sortable, sorted by Name"
        rows={longApplications}
        defaultSort={{ column: 'name', direction: 'ascending' }}
      />
      <Table
        caption="Without sorting"
        columns={[
          { id: 'name', header: 'Name', rowHeader: true, cell: (row: Application) => row.name },
          { id: 'role', header: 'Role', cell: (row: Application) => row.role },
          { id: 'hours', header: 'Hours', numeric: true, cell: (row: Application) => row.hours * 4 },
        ]}
        rows={applications}
        rowKey={(row) => row.id}
      />
      <Table {...args} caption="Empty" rows={[]} empty="No applications match these filters." />
    </div>
  ),
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getAllByRole('table')).toHaveLength(4);
    // One sorted header in each sorted table.
    await expect(canvasElement.querySelectorAll('[aria-sort]')).toHaveLength(2);
    // The first sort button is photographed with its focus ring.
    await userEvent.tab();
    await expect(canvas.getAllByRole('button', { name: 'Name' })[0]).toHaveFocus();
  },
};

export const DontNoHeaders: Story = {
  name: 'Don’t: a grid of cells with no headers or caption',
  render: () => (
    <table className="ui-table__table">
      <tbody>
        <tr>
          <td>
            <strong>Name</strong>
          </td>
          <td>
            <strong>Received</strong>
          </td>
          <td>
            <strong>Status</strong>
          </td>
        </tr>
        {applications.map((row) => (
          <tr key={row.id}>
            <td>{row.name}</td>
            <td>{row.received}</td>
            <td>{row.status.label}</td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
  parameters: {
    // This story shows the failure itself: cells with no headers for assistive technology.
    a11y: { config: { rules: [{ id: 'td-has-header', enabled: false }] } },
    docs: {
      description: {
        story:
          'Bold text is not a header. Moving through the cells, a screen reader says “6 June 2026” without “Received”, ' +
          'and nothing names the table when the visitor arrives at it. Use the Table’s columns and caption.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('columnheader')).toHaveLength(0);
  },
};
