import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { storyWords } from '../docs-support/story-language.js';
import { heard } from '../test-support/heard.js';
import { paginationGuidance } from './Pagination.guidance.js';
import { Pagination } from './Pagination.js';

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: {
    page: 3,
    pageCount: 12,
    results: { total: 231, pageSize: 20 },
    getHref: (page: number) => `#page-${page}`,
  },
  parameters: {
    docs: {
      guidance: paginationGuidance,
      description: {
        component:
          'GOV.UK Frontend’s pagination in a `nav` landmark (“Pagination”, or what `label` says). It starts by saying ' +
          'where you are: “Page 3 of 12”, and which results when `results` is given. Previous and Next are words ' +
          '(read “Previous page”, “Next page”), page numbers are read “Page 4”, gaps are shown by an ellipsis, and the ' +
          'current page has `aria-current="page"`. With `getHref` every item is a link, so the page is in the ' +
          'address and works without scripts; with `onPageChange` they are buttons that change the page in place, the ' +
          'new position is announced, and focus stays in the pagination. Fewer than two pages render nothing.',
      },
    },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { transcript: true },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(nav).toHaveTextContent(/^Page 3 of 12\. Showing 41 to 60 of 231 results/);
    for (const arrow of canvasElement.querySelectorAll('svg')) {
      await expect(arrow).toHaveAttribute('aria-hidden', 'true');
    }
    await heard.readToEnd('read the pagination');
    const names = ['Previous page', 'Page 1', 'Page 2', 'Page 3', 'Page 4', 'Page 12', 'Next page'];
    for (const name of names) {
      await heard.act('Tab', () => userEvent.tab());
      const link = within(nav).getByRole('link', { name });
      await expect(link).toHaveFocus();
      const { width, height } = link.getBoundingClientRect();
      await expect(Math.min(width, height)).toBeGreaterThanOrEqual(44);
    }
    await expect(within(nav).getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '#page-4');
    await expect(within(nav).getByText('…')).toBeVisible();
  },
};

const inPlaceWords = {
  en: {
    heading: 'Volunteer applications',
    listed: (first: number, last: number) => (
      <>
        Applications {first} to {last} would be listed here.
      </>
    ),
    label: 'Pages of volunteer applications',
  },
  hi: {
    heading: 'स्वयंसेवक आवेदन',
    listed: (first: number, last: number) => (
      <>
        यहाँ आवेदन {first} से {last} तक दिखेंगे।
      </>
    ),
    label: 'स्वयंसेवक आवेदनों के पेज',
  },
};

function InPlace({ start = 1, words }: { start?: number; words: (typeof inPlaceWords)['en'] }) {
  const [page, setPage] = useState(start);
  return (
    <>
      <h2>{words.heading}</h2>
      <p>{words.listed((page - 1) * 20 + 1, Math.min(page * 20, 231))}</p>
      <Pagination
        page={page}
        pageCount={12}
        results={{ total: 231, pageSize: 20 }}
        onPageChange={setPage}
        label={words.label}
      />
    </>
  );
}

export const Buttons: Story = {
  name: 'Buttons, changing the page in place',
  render: (_args, context) => <InPlace start={10} words={storyWords(context, inPlaceWords)} />,
  parameters: { transcript: true },
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pages of volunteer applications' });
    const status = within(nav).getByRole('status');
    await expect(status).toHaveTextContent('Page 10 of 12');

    // Tab to Next (past Previous, 1, 9, 10, 11 and 12) and press it twice: on the last page Next is gone,
    // and focus goes to the current page.
    for (let stop = 0; stop < 7; stop += 1) await heard.act('Tab', () => userEvent.tab());
    const next = within(nav).getByRole('button', { name: 'Next page' });
    await expect(next).toHaveFocus();
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'));
    await expect(status).toHaveTextContent('Page 11 of 12');
    await expect(next).toHaveFocus();
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'));
    await expect(status).toHaveTextContent('Page 12 of 12. Showing 221 to 231 of 231 results');
    await expect(within(nav).queryByRole('button', { name: 'Next page' })).toBeNull();
    const current = within(nav).getByRole('button', { name: 'Page 12' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveFocus();
  },
};

export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Previous page' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  },
};

export const LastPage: Story = {
  args: { page: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Next page' })).toBeNull();
    await expect(canvas.getByText(/Showing 221 to 231 of 231 results/)).toBeVisible();
  },
};

export const FewPages: Story = {
  args: { page: 2, pageCount: 3, results: { total: 52, pageSize: 20 } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('…')).toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Empty: Story = {
  name: 'Empty: one page or none',
  args: { page: 1, pageCount: 0, results: { total: 0, pageSize: 20 } },
  render: (args, context) => (
    <>
      <p>
        {storyWords(context, {
          en: 'No applications match these filters.',
          hi: 'इन फ़िल्टरों से कोई आवेदन नहीं मिला।',
        })}
      </p>
      <Pagination {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const LongContent: Story = {
  name: 'Many pages',
  args: { page: 5120, pageCount: 10240, results: { total: 204785, pageSize: 20 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Page 10240' })).toBeVisible();
  },
};

export const Narrow: Story = {
  name: 'Narrow viewport (400% zoom, 320×256)',
  args: { page: 6 },
  globals: { viewport: { value: 'zoom400', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(320);
    for (const link of canvas.getAllByRole('link')) {
      await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement.dataset.theme).toBe('dark');
    const current = canvas.getByRole('link', { name: 'Page 3' });
    await expect(getComputedStyle(current).color).not.toBe(getComputedStyle(current).backgroundColor);
  },
};

/** The All states story's words: a Hindi page gives its own. */
const allStatesWords = {
  en: {
    middle: 'A middle page, with the first link focused',
    middleLabel: 'Pages, a middle page',
    first: 'The first page',
    firstLabel: 'Pages, the first page',
    last: 'The last page',
    lastLabel: 'Pages, the last page',
    few: 'Few pages, without results',
    fewLabel: 'Pages, few of them',
    many: 'Many pages',
    manyLabel: 'Pages, many of them',
    buttons: 'Buttons, changing the page in place',
    buttonsLabel: 'Pages, as buttons',
  },
  hi: {
    middle: 'बीच का एक पेज, पहले लिंक पर फ़ोकस के साथ',
    middleLabel: 'पेज, बीच का एक पेज',
    first: 'पहला पेज',
    firstLabel: 'पेज, पहला पेज',
    last: 'आख़िरी पेज',
    lastLabel: 'पेज, आख़िरी पेज',
    few: 'कुछ ही पेज, नतीजों के बिना',
    fewLabel: 'पेज, कुछ ही',
    many: 'बहुत सारे पेज',
    manyLabel: 'पेज, बहुत सारे',
    buttons: 'बटन, जो उसी जगह पेज बदलते हैं',
    buttonsLabel: 'पेज, बटन के रूप में',
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: (args, context) => {
    const words = storyWords(context, allStatesWords);
    return (
      // The padding keeps the focus ring, drawn outside the link, inside the picture.
      <div style={{ padding: '0.5rem' }}>
        <h2>{words.middle}</h2>
        <Pagination {...args} label={words.middleLabel} />
        <h2>{words.first}</h2>
        <Pagination {...args} page={1} label={words.firstLabel} />
        <h2>{words.last}</h2>
        <Pagination {...args} page={12} label={words.lastLabel} />
        <h2>{words.few}</h2>
        <Pagination page={2} pageCount={3} getHref={args.getHref} label={words.fewLabel} />
        <h2>{words.many}</h2>
        <Pagination
          {...args}
          page={5120}
          pageCount={10240}
          results={{ total: 204785, pageSize: 20 }}
          label={words.manyLabel}
        />
        <h2>{words.buttons}</h2>
        <Pagination
          page={6}
          pageCount={12}
          results={{ total: 231, pageSize: 20 }}
          onPageChange={() => undefined}
          label={words.buttonsLabel}
        />
      </div>
    );
  },
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('navigation')).toHaveLength(6);
    await expect(canvas.getAllByRole('button', { name: /^Page / })).toHaveLength(5);
    // The first link is photographed with its focus ring.
    await userEvent.tab();
    const middle = canvas.getByRole('navigation', { name: 'Pages, a middle page' });
    await expect(within(middle).getByRole('link', { name: 'Previous page' })).toHaveFocus();
  },
};

export const DontNumbersOnly: Story = {
  name: 'Don’t: numbers and arrows only',
  render: (_args, context) => (
    <nav aria-label={storyWords(context, { en: 'Pagination', hi: 'पेज' })}>
      <a href="#page-2" className="ui-pagination__link">
        ‹
      </a>
      <a href="#page-1" className="ui-pagination__link">
        1
      </a>
      <a href="#page-2" className="ui-pagination__link">
        2
      </a>
      <span className="ui-pagination__link" style={{ color: 'inherit' }}>
        3
      </span>
      <a href="#page-4" className="ui-pagination__link">
        4
      </a>
      <a href="#page-4" className="ui-pagination__link">
        ›
      </a>
    </nav>
  ),
  parameters: {
    docs: {
      description: {
        story:
          'Screen readers read the arrows as “single left-pointing angle quotation mark” or not at all, the links list ' +
          'holds “1”, “2” and “4” with no hint they are pages, nothing says page 3 is the current one or how many ' +
          'pages there are, and voice control users cannot say “click Next”.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '‹' })).toBeInTheDocument();
  },
};
