import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { storyWords } from '../docs-support/story-language.js';
import { NotificationBanner } from '../notification-banner/NotificationBanner.js';
import { Tag } from '../tag/Tag.js';
import { heard } from '../test-support/heard.js';
import { summaryListGuidance } from './SummaryList.guidance.js';
import { SummaryCard, SummaryList, type SummaryListAction, type SummaryListRow } from './SummaryList.js';

const application: SummaryListRow[] = [
  {
    key: 'Name',
    value: 'Asha Rao',
    actions: [{ label: 'Change', href: '#name', visuallyHiddenText: 'name' }],
  },
  {
    key: 'Email',
    value: 'asha.rao@example.org',
    actions: [{ label: 'Change', href: '#email', visuallyHiddenText: 'email' }],
  },
  {
    key: 'Availability',
    value: (
      <>
        <p>Weekends</p>
        <p>Weekday evenings after 18:00</p>
      </>
    ),
    actions: [{ label: 'Change', href: '#availability', visuallyHiddenText: 'availability' }],
  },
  {
    key: 'Status',
    value: <Tag tone="info">In progress</Tag>,
    actions: [{ label: 'Change', href: '#status', visuallyHiddenText: 'status' }],
  },
  { key: 'Reference', value: 'VOL-20260614-3KQ8' },
];

/**
 * An action as Hindi names it: the visible verb and its hidden subject, which the Hindi table puts
 * before the verb ('नाम बदलें', change name).
 */
const hindiAction = (verb: string, subject: string) => ({ label: verb, visuallyHiddenText: subject });

const applicationHi: SummaryListRow[] = [
  { key: 'नाम', value: 'आशा राव', actions: [{ ...hindiAction('बदलें', 'नाम'), href: '#name' }] },
  {
    key: 'ई-मेल',
    value: 'asha.rao@example.org',
    actions: [{ ...hindiAction('बदलें', 'ई-मेल'), href: '#email' }],
  },
  {
    key: 'उपलब्धता',
    value: (
      <>
        <p>सप्ताहांत</p>
        <p>कामकाजी दिनों में शाम 18:00 के बाद</p>
      </>
    ),
    actions: [{ ...hindiAction('बदलें', 'उपलब्धता'), href: '#availability' }],
  },
  {
    key: 'स्थिति',
    value: <Tag tone="info">काम जारी</Tag>,
    actions: [{ ...hindiAction('बदलें', 'स्थिति'), href: '#status' }],
  },
  // A reference is copied exactly, letter by letter, so it keeps its Latin letters.
  { key: 'संदर्भ संख्या', value: <span lang="en">VOL-20260614-3KQ8</span> },
];

const meta = {
  title: 'Data/SummaryList',
  component: SummaryList,
  args: { rows: application },
  parameters: {
    hindi: { args: { rows: applicationHi } },
    docs: {
      guidance: summaryListGuidance,
      description: {
        component:
          'Rows of key, value and actions in a description list (GOV.UK Frontend’s summary list). Each action’s name ' +
          'says what it changes: the visible “Change” is followed by visually hidden text (“name”), so the links list, ' +
          'a screen reader and voice control all get “Change name”. An action is a link with `href`, or a button with ' +
          '`onClick` for a change made in place. The rows lay out in columns when the list has room (a container ' +
          'query), and stack at 320px. `SummaryCard` puts a list under a titled bar; its title is added to every ' +
          'action’s name in it.',
      },
    },
  },
} satisfies Meta<typeof SummaryList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { transcript: true },
  play: async ({ canvas, userEvent }) => {
    await heard.readToEnd('read the list');
    const names = ['Change name', 'Change email', 'Change availability', 'Change status'];
    for (const name of names) {
      await heard.act('Tab', () => userEvent.tab());
      const link = canvas.getByRole('link', { name });
      await expect(link).toHaveFocus();
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Name',
      'Email',
      'Availability',
      'Status',
      'Reference',
    ]);
  },
};

export const NoActions: Story = {
  args: { rows: application.map(({ key, value }) => ({ key, value })) },
  parameters: { hindi: { args: { rows: applicationHi.map(({ key, value }) => ({ key, value })) } } },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

export const MissingValues: Story = {
  name: 'Missing answers',
  args: {
    rows: [
      { key: 'Name', value: 'Vikram Naik' },
      {
        key: 'Mobile number',
        value: <a href="#mobile">Add a mobile number</a>,
      },
      { key: 'Area of interest', value: 'Not given' },
    ],
  },
  parameters: {
    hindi: {
      args: {
        rows: [
          { key: 'नाम', value: 'विक्रम नाइक' },
          { key: 'मोबाइल नंबर', value: <a href="#mobile">मोबाइल नंबर जोड़ें</a> },
          { key: 'रुचि का क्षेत्र', value: 'नहीं बताया गया' },
        ],
      },
    },
    docs: {
      description: {
        story:
          'Say there is no answer, or link to where it can be given in the value column. A blank value is heard as ' +
          'nothing at all, which sounds like a fault.',
      },
    },
  },
};

const onRemove = fn();

export const SeveralActions: Story = {
  name: 'Several actions, one in place',
  args: {
    rows: [
      {
        key: 'Note from Priya, 14 June',
        value: 'Called Asha; she can start in July and would like to work at the Margao centre.',
        actions: [
          { label: 'Change', href: '#note-1', visuallyHiddenText: 'note from Priya, 14 June' },
          { label: 'Remove', onClick: onRemove, visuallyHiddenText: 'note from Priya, 14 June' },
        ],
      },
    ],
  },
  parameters: {
    hindi: {
      args: {
        rows: [
          {
            key: 'प्रिया का नोट, 14 जून',
            value: 'आशा से फ़ोन पर बात हुई; वे जुलाई में शुरू कर सकती हैं और मडगाँव केंद्र में काम करना चाहती हैं।',
            actions: [
              { ...hindiAction('बदलें', 'प्रिया का 14 जून का नोट'), href: '#note-1' },
              { ...hindiAction('हटाएँ', 'प्रिया का 14 जून का नोट'), onClick: onRemove },
            ],
          },
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Change note from Priya, 14 June' })).toHaveFocus();
    await userEvent.tab();
    const remove = canvas.getByRole('button', { name: 'Remove note from Priya, 14 June' });
    await expect(remove).toHaveFocus();
    await expect(remove).toHaveAttribute('type', 'button');
    await userEvent.keyboard('{Enter}');
    await expect(onRemove).toHaveBeenCalledTimes(1);
  },
};

/** An action's words: its visible label and its hidden text. */
type ActionWords = Pick<SummaryListAction, 'label' | 'visuallyHiddenText'>;

interface ApplicantsWords {
  people: { name: string; email: string; role: string }[];
  removed: (name: string) => string;
  remove: (name: string) => ActionWords;
  email: string;
  changeEmail: ActionWords;
  role: string;
  changeRole: ActionWords;
  noneLeft: string;
}

/** The shortlist's words, each action as its language names it. */
const applicantsWords: Record<'en' | 'hi', ApplicantsWords> = {
  en: {
    people: [
      { name: 'Asha Rao', email: 'asha.rao@example.org', role: 'Sign language interpreter' },
      { name: 'Vikram Naik', email: 'vikram.naik@example.org', role: 'Braille transcriber' },
    ],
    removed: (name: string) => `${name} has been removed from the shortlist`,
    remove: (_name: string) => ({ label: 'Remove' }),
    email: 'Email',
    changeEmail: { label: 'Change', visuallyHiddenText: 'email' },
    role: 'Role',
    changeRole: { label: 'Change', visuallyHiddenText: 'role' },
    noneLeft: 'No applicants left.',
  },
  hi: {
    people: [
      { name: 'आशा राव', email: 'asha.rao@example.org', role: 'सांकेतिक भाषा दुभाषिया' },
      { name: 'विक्रम नाइक', email: 'vikram.naik@example.org', role: 'ब्रेल ट्रांसक्राइबर' },
    ],
    removed: (name: string) => `${name} को शॉर्टलिस्ट से हटा दिया गया है`,
    remove: (name: string) => hindiAction('हटाएँ', `${name} को`),
    email: 'ई-मेल',
    changeEmail: hindiAction('बदलें', 'ई-मेल'),
    role: 'भूमिका',
    changeRole: hindiAction('बदलें', 'भूमिका'),
    noneLeft: 'कोई आवेदक नहीं बचा।',
  },
};

function Applicants({ words }: { words: ApplicantsWords }) {
  const [removed, setRemoved] = useState<string[]>([]);
  const people = words.people.filter((person) => !removed.includes(person.name));
  const lastRemoved = removed.at(-1);
  return (
    <>
      {/* The card and its Remove button are gone: say what happened and give focus a place to land. */}
      {lastRemoved ? (
        <NotificationBanner type="success" heading={words.removed(lastRemoved)} focusKey={removed.length} />
      ) : null}
      {people.map((person) => (
        <SummaryCard
          key={person.name}
          title={person.name}
          actions={[
            { ...words.remove(person.name), onClick: () => setRemoved((list) => [...list, person.name]) },
          ]}
        >
          <SummaryList
            rows={[
              { key: words.email, value: person.email, actions: [{ ...words.changeEmail, href: '#email' }] },
              { key: words.role, value: person.role, actions: [{ ...words.changeRole, href: '#role' }] },
            ]}
          />
        </SummaryCard>
      ))}
      {people.length === 0 ? <p>{words.noneLeft}</p> : null}
    </>
  );
}

export const Cards: Story = {
  name: 'Summary cards',
  render: (_args, context) => <Applicants words={storyWords(context, applicantsWords)} />,
  parameters: { transcript: true },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Asha Rao' })).toBeVisible();
    await heard.readToEnd('read the cards');
    await heard.act('Tab', () => userEvent.tab());
    await expect(canvas.getByRole('button', { name: 'Remove Asha Rao' })).toHaveFocus();
    await heard.act('Tab', () => userEvent.tab());
    await expect(canvas.getByRole('link', { name: 'Change email (Asha Rao)' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Change email (Vikram Naik)' })).toBeVisible();

    await heard.act('Shift + Tab', () => userEvent.tab({ shift: true }));
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'), {
      until: () => canvas.queryByRole('alert') !== null,
    });
    const banner = canvas.getByRole('alert', { name: 'Success' });
    await expect(banner).toHaveFocus();
    await expect(banner).toHaveTextContent('Asha Rao has been removed from the shortlist');
    await expect(canvas.queryByRole('heading', { name: 'Asha Rao' })).toBeNull();
  },
};

const longRows: SummaryListRow[] = [
  {
    key: 'Address for post, including parcels of braille books and large-print materials',
    value:
      'Inclusion Foundation for Persons with Disabilities, Second Floor, Building of the Municipal Council Annexe, ' +
      '12 Rua de Ourém, Fontainhas, Panaji, Goa 403001, India',
    actions: [{ label: 'Change', href: '#address', visuallyHiddenText: 'address for post' }],
  },
  {
    key: 'Email',
    value: 'volunteering-and-internships-coordinator@inclusion-foundation.example.org',
    actions: [
      { label: 'Change', href: '#email', visuallyHiddenText: 'email' },
      { label: 'Copy to the clipboard', onClick: () => undefined, visuallyHiddenText: 'email' },
    ],
  },
];

const longRowsHi: SummaryListRow[] = [
  {
    key: 'डाक का पता, ब्रेल किताबों और बड़े अक्षरों वाली सामग्री के पार्सल के लिए भी',
    value:
      'दिव्यांगजन के लिए इन्क्लूज़न फ़ाउंडेशन, दूसरी मंज़िल, नगर परिषद अनुबंध भवन, ' +
      '12 रुआ दे ओरें, फ़ोंतेनहास, पणजी, गोवा 403001, भारत',
    actions: [{ ...hindiAction('बदलें', 'डाक का पता'), href: '#address' }],
  },
  {
    key: 'ई-मेल',
    value: 'volunteering-and-internships-coordinator@inclusion-foundation.example.org',
    actions: [
      { ...hindiAction('बदलें', 'ई-मेल'), href: '#email' },
      { ...hindiAction('क्लिपबोर्ड पर कॉपी करें', 'ई-मेल'), onClick: () => undefined },
    ],
  },
];

export const LongContent: Story = {
  args: { rows: longRows },
  parameters: { hindi: { args: { rows: longRowsHi } } },
};

export const Narrow: Story = {
  name: 'Narrow viewport (400% zoom, 320×256)',
  args: { rows: longRows },
  parameters: { hindi: { args: { rows: longRowsHi } } },
  globals: { viewport: { value: 'zoom400', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(320);
    const [key, value] = [canvas.getAllByRole('term')[0], canvas.getAllByRole('definition')[0]];
    // Stacked: the value starts below its key, at the same left edge.
    await expect(value?.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      key?.getBoundingClientRect().bottom ?? 0,
    );
    await expect(value?.getBoundingClientRect().left).toBe(key?.getBoundingClientRect().left);
  },
};

export const DarkTheme: Story = {
  render: (_args, context) => <Applicants words={storyWords(context, applicantsWords)} />,
  globals: { theme: 'dark' },
};

interface AllStatesWords {
  withActions: string;
  application: SummaryListRow[];
  withoutActions: string;
  missing: string;
  missingRows: SummaryListRow[];
  several: string;
  severalRows: SummaryListRow[];
  long: string;
  longRows: SummaryListRow[];
  card: string;
  cardTitle: string;
  remove: ActionWords;
  cardRows: SummaryListRow[];
}

/** The All states story's words: a Hindi page gives its own. */
const allStatesWords: Record<'en' | 'hi', AllStatesWords> = {
  en: {
    withActions: 'With actions, the first one focused',
    application,
    withoutActions: 'Without actions, borderless',
    missing: 'Missing answers',
    missingRows: [
      { key: 'Mobile number', value: <a href="#mobile">Add a mobile number</a> },
      { key: 'Area of interest', value: 'Not given' },
    ],
    several: 'Several actions, one in place',
    severalRows: [
      {
        key: 'Note from Priya, 14 June',
        value: 'Called Asha; she can start in July.',
        actions: [
          { label: 'Change', href: '#note-1', visuallyHiddenText: 'note from Priya, 14 June' },
          { label: 'Remove', onClick: () => undefined, visuallyHiddenText: 'note from Priya, 14 June' },
        ],
      },
    ],
    long: 'Long keys and values',
    longRows,
    card: 'A summary card',
    cardTitle: 'Vikram Naik',
    remove: { label: 'Remove' },
    cardRows: [
      {
        key: 'Role',
        value: 'Braille transcriber',
        actions: [{ label: 'Change', href: '#role', visuallyHiddenText: 'role' }],
      },
    ],
  },
  hi: {
    // No play function runs in Hindi, so no link has focus in the Hindi picture.
    withActions: 'बदलने के लिंक के साथ',
    application: applicationHi,
    withoutActions: 'बिना लिंक और बिना रेखाओं के',
    missing: 'छूटे हुए जवाब',
    missingRows: [
      { key: 'मोबाइल नंबर', value: <a href="#mobile">मोबाइल नंबर जोड़ें</a> },
      { key: 'रुचि का क्षेत्र', value: 'नहीं बताया गया' },
    ],
    several: 'कई कार्रवाइयाँ, एक इसी पेज पर होने वाली',
    severalRows: [
      {
        key: 'प्रिया का नोट, 14 जून',
        value: 'आशा से फ़ोन पर बात हुई; वे जुलाई में शुरू कर सकती हैं।',
        actions: [
          { ...hindiAction('बदलें', 'प्रिया का 14 जून का नोट'), href: '#note-1' },
          { ...hindiAction('हटाएँ', 'प्रिया का 14 जून का नोट'), onClick: () => undefined },
        ],
      },
    ],
    long: 'लंबे शीर्षक और जवाब',
    longRows: longRowsHi,
    card: 'सारांश कार्ड',
    cardTitle: 'विक्रम नाइक',
    remove: hindiAction('हटाएँ', 'विक्रम नाइक को'),
    cardRows: [
      {
        key: 'भूमिका',
        value: 'ब्रेल ट्रांसक्राइबर',
        actions: [{ ...hindiAction('बदलें', 'भूमिका'), href: '#role' }],
      },
    ],
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: (_args, context) => {
    const words = storyWords(context, allStatesWords);
    return (
      // The padding keeps the focus ring, drawn outside the link, inside the picture.
      <div style={{ padding: '0.5rem' }}>
        <h2>{words.withActions}</h2>
        <SummaryList rows={words.application} />
        <h2>{words.withoutActions}</h2>
        <SummaryList
          rows={words.application.slice(0, 3).map(({ key, value }) => ({ key, value }))}
          borderless
        />
        <h2>{words.missing}</h2>
        <SummaryList rows={words.missingRows} />
        <h2>{words.several}</h2>
        <SummaryList rows={words.severalRows} />
        <h2>{words.long}</h2>
        <SummaryList rows={words.longRows} />
        <h2>{words.card}</h2>
        <SummaryCard
          title={words.cardTitle}
          headingLevel={3}
          actions={[{ ...words.remove, onClick: () => undefined }]}
        >
          <SummaryList rows={words.cardRows} />
        </SummaryCard>
      </div>
    );
  },
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Remove Vikram Naik' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Change role (Vikram Naik)' })).toBeVisible();
    // The first action is photographed with its focus ring.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Change name' })).toHaveFocus();
  },
};

export const DontVagueActions: Story = {
  name: 'Don’t: actions named only “Change”',
  args: {
    rows: application.map((row) => ({
      ...row,
      actions: row.actions?.map((action) => ({ ...action, visuallyHiddenText: '' })),
    })),
  },
  parameters: {
    hindi: {
      args: {
        rows: applicationHi.map((row) => ({
          ...row,
          actions: row.actions?.map((action) => ({ ...action, label: 'बदलें', visuallyHiddenText: '' })),
        })),
      },
    },
    docs: {
      description: {
        story:
          'With the hidden text removed, the links list of a screen reader shows four links called “Change”, and ' +
          '“click Change” in voice control has four answers. Say what each one changes.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link', { name: 'Change' })).toHaveLength(4);
  },
};

export const DoColumnsWhenWide: Story = {
  name: 'In a wide column',
  render: (args) => (
    <div style={{ maxWidth: '48rem' }}>
      <SummaryList {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const row = canvasElement.querySelector('.ui-summary-list__row') as HTMLElement;
    const key = within(row).getByRole('term');
    const value = row.querySelector('.ui-summary-list__value') as Element;
    await expect(value.getBoundingClientRect().left).toBeGreaterThan(key.getBoundingClientRect().right);
    await expect(value.getBoundingClientRect().top).toBe(key.getBoundingClientRect().top);
  },
};
