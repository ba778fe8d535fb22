import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { DetailList, detailListVariants } from './DetailList.js';

const items = [
  { term: 'Email', details: <a href="mailto:hello@example.org">hello@example.org</a> },
  { term: 'Phone', details: <a href="tel:+918320000000">+91 832 000 0000</a> },
  { term: 'Address', details: <address>Panaji, Goa</address> },
];

describe('DetailList', () => {
  it('is a description list of terms and their details', async () => {
    const screen = await render(<DetailList items={items} />);
    const list = screen.container.querySelector('dl');
    expect(list?.className).toBe('ui-detail-list ui-detail-list--stacked');
    expect(
      screen
        .getByRole('term')
        .elements()
        .map((term) => term.textContent),
    ).toEqual(['Email', 'Phone', 'Address']);
    expect(screen.getByRole('definition').elements()).toHaveLength(3);
    // Each pair is grouped in a div, as HTML allows inside a dl.
    expect(list?.children[0]?.tagName).toBe('DIV');
  });

  it('stacks each term above its value and keeps links 44px tall', async () => {
    const screen = await render(<DetailList items={items} />);
    const [email, phone] = screen
      .getByRole('term')
      .elements()
      .map((term) => term.getBoundingClientRect());
    expect(phone?.top).toBeGreaterThan(email?.bottom ?? Infinity);
    for (const link of screen.getByRole('link').elements()) {
      expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    expect(getComputedStyle(screen.getByText('Panaji, Goa').element()).fontStyle).toBe('normal');
  });

  it('lays the pairs out in columns, a wide item taking the whole row, one column at 320px', async () => {
    const facts = [
      { term: 'Date', details: '15 March' },
      { term: 'Time', details: '10:00' },
      { term: 'Contact', details: 'events@example.org', wide: true },
    ];
    const screen = await render(
      <>
        <div style={{ width: 800 }}>
          <DetailList items={facts} layout="columns" data-testid="wide" />
        </div>
        <div style={{ width: 320 }}>
          <DetailList items={facts} layout="columns" data-testid="narrow" />
        </div>
      </>,
    );
    const wide = screen.getByTestId('wide').element();
    const [date, time, contact] = [...wide.children].map((item) => item.getBoundingClientRect());
    expect(time?.top).toBe(date?.top);
    expect(contact?.width).toBe(wide.getBoundingClientRect().width);
    const narrow = screen.getByTestId('narrow').element();
    const [nDate, nTime] = [...narrow.children].map((item) => item.getBoundingClientRect());
    expect(nTime?.left).toBe(nDate?.left);
    expect(narrow.scrollWidth).toBeLessThanOrEqual(320);
  });

  it('passes its ref, class name and extra props through', async () => {
    expect(detailListVariants({ layout: 'columns' })).toBe('ui-detail-list ui-detail-list--columns');
    const ref = { current: null as HTMLDListElement | null };
    await render(<DetailList items={items} ref={ref} className="extra" data-testid="d" />);
    expect(ref.current?.className).toBe('ui-detail-list ui-detail-list--stacked extra');
    expect(ref.current?.dataset.testid).toBe('d');
  });
});
