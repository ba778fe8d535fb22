import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { storyWords } from '../docs-support/story-language.js';
import { heard } from '../test-support/heard.js';
import { DetailList } from './DetailList.js';
import { detailListGuidance } from './DetailList.guidance.js';

const contact = [
  {
    term: 'Address',
    details: <address>Inclusion Foundation, 12 Rua de Ourém, Panaji, Goa 403001, India</address>,
  },
  { term: 'Email', details: <a href="mailto:hello@example.org">hello@example.org</a> },
  { term: 'Phone', details: <a href="tel:+918320000000">+91 832 000 0000</a> },
];

const event = [
  { term: 'Date', details: <time dateTime="2025-03-15">Saturday 15 March 2025</time> },
  { term: 'Time', details: '10:00 to 13:00' },
  { term: 'Location', details: 'Kala Academy, Panaji' },
  { term: 'Participants', details: 'Up to 40' },
  {
    term: 'Registration',
    details: 'Free; please register by 10 March so we can arrange interpreters.',
    wide: true,
  },
  { term: 'Contact', details: 'events@example.org, +91 832 000 0000', wide: true },
];

const contactHi = [
  {
    term: 'पता',
    details: <address>इन्क्लूज़न फ़ाउंडेशन, 12 रुआ द ओरें, पणजी, गोवा 403001, भारत</address>,
  },
  { term: 'ई-मेल', details: <a href="mailto:hello@example.org">hello@example.org</a> },
  { term: 'फ़ोन', details: <a href="tel:+918320000000">+91 832 000 0000</a> },
];

const eventHi = [
  { term: 'तारीख', details: <time dateTime="2025-03-15">शनिवार, 15 मार्च 2025</time> },
  { term: 'समय', details: '10:00 से 13:00' },
  { term: 'जगह', details: 'कला अकादमी, पणजी' },
  { term: 'प्रतिभागी', details: '40 तक' },
  {
    term: 'पंजीकरण',
    details: 'मुफ़्त। कृपया 10 मार्च तक पंजीकरण करें, ताकि हम दुभाषियों का इंतज़ाम कर सकें।',
    wide: true,
  },
  { term: 'संपर्क', details: 'events@example.org, +91 832 000 0000', wide: true },
];

/** An address long enough to wrap, as a Hindi page writes it. */
const longAddressHi = (
  <address>
    दिव्यांगजनों के लिए इन्क्लूज़न फ़ाउंडेशन, दूसरी मंज़िल, नगर परिषद एनेक्सी भवन, 12 रुआ द ओरें, फ़ोंतेन्यास, पणजी, गोवा 403001,
    भारत
  </address>
);

const longTermHi = 'डाक और सामान भेजने का पता, ब्रेल किताबों के बड़े पार्सल भी';

const meta = {
  title: 'Page/DetailList',
  component: DetailList,
  args: { items: contact },
  argTypes: {
    layout: { control: 'inline-radio', options: ['stacked', 'columns'] },
  },
  parameters: {
    hindi: { args: { items: contactHi } },
    docs: {
      guidance: detailListGuidance,
      description: {
        component:
          'Labelled facts as a description list (`<dl>`): screen readers announce each label with its value, ' +
          'and say how many there are. `stacked` (the default) puts each label above its value, for contact ' +
          'details in a column or panel; `columns` lays the pairs out in a grid (as many 12rem columns as fit, ' +
          'one at 320px), for the facts of an event, and a `wide` item takes a whole row. Values may be text, ' +
          'links, `<time>` or `<address>`; links are 44px tall targets, and long addresses wrap rather than ' +
          'scroll sideways.',
      },
    },
  },
} satisfies Meta<typeof DetailList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Stacked: Story = {
  parameters: { transcript: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term')).toHaveLength(3);
    await expect(canvas.getAllByRole('definition')).toHaveLength(3);
    const email = canvas.getByRole('link', { name: 'hello@example.org' });
    await expect(email.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await heard.readToEnd('read the page');
    await heard.act('Tab', () => userEvent.tab());
    await expect(email).toHaveFocus();
    await heard.act('Tab', () => userEvent.tab());
    await expect(canvas.getByRole('link', { name: '+91 832 000 0000' })).toHaveFocus();
  },
};

export const Columns: Story = {
  args: { items: event, layout: 'columns' },
  parameters: { hindi: { args: { items: eventHi } } },
  play: async ({ canvas }) => {
    const [date, time] = canvas.getAllByRole('term').map((term) => term.getBoundingClientRect());
    await expect(time?.top).toBe(date?.top);
    const registration = canvas.getByText('Registration').parentElement?.getBoundingClientRect();
    const list = canvas.getByText('Registration').closest('dl')?.getBoundingClientRect();
    // The same width, but for the sub-pixel share a grid gives its columns.
    await expect(registration?.width).toBeCloseTo(list?.width ?? 0, 0);
  },
};

export const InAPanel: Story = {
  name: 'In a narrow panel under a heading',
  render: (args, context) => (
    <div style={{ maxWidth: '18rem' }}>
      <h2>{storyWords(context, { en: 'Contact details', hi: 'संपर्क की जानकारी' })}</h2>
      <DetailList {...args} />
    </div>
  ),
};

export const LongContent: Story = {
  args: {
    items: [
      {
        term: 'Address for post and deliveries, including large parcels of braille books',
        details: (
          <address>
            Inclusion Foundation for Persons with Disabilities, Second Floor, Building of the Municipal
            Council Annexe, 12 Rua de Ourém, Fontainhas, Panaji, Goa 403001, India
          </address>
        ),
      },
      {
        term: 'Email',
        details: (
          <a href="mailto:volunteering-and-internships@example.org">
            volunteering-and-internships@example.org
          </a>
        ),
      },
    ],
  },
  parameters: {
    hindi: {
      args: {
        items: [
          { term: longTermHi, details: longAddressHi },
          {
            term: 'ई-मेल',
            details: (
              <a href="mailto:volunteering-and-internships@example.org">
                volunteering-and-internships@example.org
              </a>
            ),
          },
        ],
      },
    },
  },
};

export const NarrowViewport: Story = {
  args: { items: event, layout: 'columns' },
  parameters: { hindi: { args: { items: eventHi } } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const view = canvasElement.ownerDocument.documentElement;
    await expect(view.scrollWidth).toBeLessThanOrEqual(view.clientWidth);
    const [date, time] = canvas.getAllByRole('term').map((term) => term.getBoundingClientRect());
    await expect(time?.top).toBeGreaterThan(date?.top ?? 0);
  },
};

/** The All states story's words: a Hindi page gives its own. */
const allStatesWords = {
  en: {
    stacked: 'Stacked, with a link focused',
    columns: 'Columns, with wide items',
    panel: 'In a narrow panel',
    long: 'Long labels and values',
    contact,
    event,
    coordinator: { term: 'Coordinator', details: 'Asha Rao' },
    email: 'Email',
    longTerm: 'Address for post and deliveries, including large parcels of braille books',
    longAddress: (
      <address>
        Inclusion Foundation for Persons with Disabilities, Second Floor, Building of the Municipal Council
        Annexe, 12 Rua de Ourém, Fontainhas, Panaji, Goa 403001, India
      </address>
    ),
  },
  hi: {
    stacked: 'एक के नीचे एक, एक लिंक पर फ़ोकस के साथ',
    columns: 'कॉलम में, पूरी पंक्ति वाली जानकारी के साथ',
    panel: 'एक संकरे पैनल में',
    long: 'लंबे लेबल और लंबी जानकारी',
    contact: contactHi,
    event: eventHi,
    coordinator: { term: 'समन्वयक', details: 'आशा राव' },
    email: 'ई-मेल',
    longTerm: longTermHi,
    longAddress: longAddressHi,
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: (_args, context) => {
    const words = storyWords(context, allStatesWords);
    return (
      // The padding keeps the focus ring, drawn outside the link, inside the picture.
      <div style={{ padding: '0.5rem' }}>
        <h2>{words.stacked}</h2>
        <DetailList items={words.contact} />
        <h2>{words.columns}</h2>
        <DetailList items={words.event} layout="columns" />
        <div style={{ maxWidth: '18rem' }}>
          <h2>{words.panel}</h2>
          <DetailList
            items={[
              words.coordinator,
              {
                term: words.email,
                details: (
                  <a href="mailto:volunteering-and-internships@example.org">
                    volunteering-and-internships@example.org
                  </a>
                ),
              },
            ]}
          />
        </div>
        <h2>{words.long}</h2>
        <DetailList items={[{ term: words.longTerm, details: words.longAddress }]} />
      </div>
    );
  },
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term')).toHaveLength(12);
    // The first link is photographed with its focus ring.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'hello@example.org' })).toHaveFocus();
  },
};

// Do and don't (shown on the docs page, from DetailList.guidance.ts)

export const DontBoldLabels: Story = {
  name: "Don't: bold labels in paragraphs",
  render: (_args, context) => {
    const words = storyWords(context, {
      en: { email: 'Email', phone: 'Phone' },
      hi: { email: 'ई-मेल', phone: 'फ़ोन' },
    });
    return (
      <div>
        <p>
          <strong>{words.email}:</strong> <a href="mailto:hello@example.org">hello@example.org</a>
        </p>
        <p>
          <strong>{words.phone}:</strong> <a href="tel:+918320000000">+91 832 000 0000</a>
        </p>
      </div>
    );
  },
  parameters: {
    docs: {
      description: {
        story:
          'It reads, but the labels are not tied to their values, nothing says how many details there are, and ' +
          'the links are too small a target. A DetailList pairs each label with its value and keeps links 44px tall.',
      },
    },
  },
};
