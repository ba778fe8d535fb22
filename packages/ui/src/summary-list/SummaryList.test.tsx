import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { UiLocaleProvider } from '../locale/UiLocaleProvider.js';
import { SummaryCard, SummaryList, summaryListVariants, type SummaryListRow } from './SummaryList.js';

const rows: SummaryListRow[] = [
  {
    key: 'Name',
    value: 'Asha Rao',
    actions: [{ label: 'Change', href: '/name', visuallyHiddenText: 'name' }],
  },
  { key: 'Email', value: 'asha@example.org', actions: [{ label: 'Change', href: '/email' }] },
  { key: 'Reference', value: 'VOL-1' },
];

describe('SummaryList', () => {
  it('is a dl of rows, each a div with a dt, a dd for the value and a dd for its actions', async () => {
    const screen = await render(<SummaryList rows={rows} />);
    const list = screen.container.querySelector('dl') as HTMLDListElement;
    expect(list.className).toBe('ui-summary-list');
    const [first, , last] = [...list.children];
    expect(first?.tagName).toBe('DIV');
    expect([...(first?.children ?? [])].map((child) => child.tagName)).toEqual(['DT', 'DD', 'DD']);
    // A row without actions has no empty dd.
    expect([...(last?.children ?? [])].map((child) => child.tagName)).toEqual(['DT', 'DD']);
  });

  it('names each action by what it changes, with visually hidden text, defaulting to the key', async () => {
    const screen = await render(<SummaryList rows={rows} />);
    const name = screen.getByRole('link', { name: 'Change name' });
    await expect.element(name).toHaveAttribute('href', '/name');
    await expect.element(screen.getByRole('link', { name: 'Change Email' })).toBeVisible();
    const hidden = name.element().querySelector('.ui-visually-hidden') as HTMLElement;
    expect(hidden.textContent).toBe(' name');
    expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    expect(name.element().getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  });

  it('stacks its rows in a narrow column and lays them out in columns when it has room', async () => {
    const screen = await render(
      <>
        <div style={{ width: 320 }}>
          <SummaryList rows={rows} data-testid="narrow" />
        </div>
        <div style={{ width: 800 }}>
          <SummaryList rows={rows} data-testid="wide" />
        </div>
      </>,
    );
    const parts = (id: string) => {
      const row = screen.getByTestId(id).element().firstElementChild as Element;
      return [...row.children].map((child) => child.getBoundingClientRect());
    };
    const [narrowKey, narrowValue] = parts('narrow');
    expect(narrowValue?.top).toBeGreaterThanOrEqual(narrowKey?.bottom ?? Infinity);
    const [wideKey, wideValue, wideActions] = parts('wide');
    expect(wideValue?.left).toBeGreaterThan(wideKey?.right ?? Infinity);
    expect(wideActions?.left).toBeGreaterThan(wideValue?.right ?? Infinity);
    expect(screen.getByTestId('narrow').element().scrollWidth).toBeLessThanOrEqual(320);
  });

  it('passes its ref, class name and extra props through', async () => {
    expect(summaryListVariants({ borderless: true })).toBe('ui-summary-list ui-summary-list--borderless');
    const ref = { current: null as HTMLDListElement | null };
    await render(<SummaryList ref={ref} rows={rows} className="extra" data-testid="s" />);
    expect(ref.current?.className).toBe('ui-summary-list extra');
    expect(ref.current?.dataset.testid).toBe('s');
  });
});

describe('SummaryCard', () => {
  it('titles the list with a heading and adds the title to every action’s name', async () => {
    const onRemove = vi.fn();
    const screen = await render(
      <SummaryCard title="Asha Rao" headingLevel={3} actions={[{ label: 'Remove', onClick: onRemove }]}>
        <SummaryList rows={rows} />
      </SummaryCard>,
    );
    await expect.element(screen.getByRole('heading', { level: 3, name: 'Asha Rao' })).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Change name (Asha Rao)' })).toBeVisible();
    await screen.getByRole('button', { name: 'Remove Asha Rao' }).click();
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('takes titleText for a title that is not plain text, and passes ref and props through', async () => {
    const ref = { current: null as HTMLDivElement | null };
    const screen = await render(
      <SummaryCard
        ref={ref}
        className="extra"
        data-testid="c"
        title={<span lang="hi">आशा राव</span>}
        titleText="Asha Rao"
      >
        <SummaryList rows={rows.slice(0, 1)} />
      </SummaryCard>,
    );
    await expect.element(screen.getByRole('link', { name: 'Change name (Asha Rao)' })).toBeVisible();
    expect(ref.current?.className).toBe('ui-summary-card extra');
    expect(ref.current?.dataset.testid).toBe('c');
  });

  it('puts the hidden subject where its language does: before the verb in Hindi', async () => {
    const screen = await render(
      <UiLocaleProvider language="hi">
        <SummaryCard title="आशा राव" actions={[{ label: 'हटाएँ', visuallyHiddenText: 'आशा राव को' }]}>
          <SummaryList
            rows={[
              {
                key: 'नाम',
                value: 'आशा राव',
                actions: [{ label: 'बदलें', href: '/name', visuallyHiddenText: 'नाम' }],
              },
            ]}
          />
        </SummaryCard>
      </UiLocaleProvider>,
    );
    await expect
      .element(screen.getByRole('link', { name: 'नाम बदलें (आशा राव)' }))
      .toHaveAttribute('href', '/name');
    await expect.element(screen.getByRole('button', { name: 'आशा राव को हटाएँ' })).toBeVisible();
  });
});
