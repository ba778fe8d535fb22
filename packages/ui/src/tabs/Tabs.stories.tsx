import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, within } from 'storybook/test';
import { storyWords } from '../docs-support/story-language.js';
import { UiLocaleProvider } from '../locale/UiLocaleProvider.js';
import { SummaryList } from '../summary-list/SummaryList.js';
import { Tag } from '../tag/Tag.js';
import { heard } from '../test-support/heard.js';
import { tabsGuidance } from './Tabs.guidance.js';
import { Tabs, type TabItem } from './Tabs.js';

const applicationTabs: TabItem[] = [
  {
    id: 'details',
    label: 'Details',
    content: (
      <SummaryList
        rows={[
          { key: 'Name', value: 'Asha Rao' },
          { key: 'Role', value: 'Sign language interpreter' },
          { key: 'Status', value: <Tag tone="info">In progress</Tag> },
        ]}
      />
    ),
  },
  {
    id: 'notes',
    label: 'Notes (2)',
    content: (
      <ul>
        <li>Priya, 14 June: called Asha; she can start in July.</li>
        <li>Rahul, 15 June: references received.</li>
      </ul>
    ),
  },
  {
    id: 'history',
    label: 'History',
    content: (
      <ol>
        <li>14 June 09:12: received.</li>
        <li>14 June 11:40: Priya changed the status from New to In progress.</li>
      </ol>
    ),
  },
  {
    id: 'mails',
    label: 'Mails',
    content: <p>One mail sent: the confirmation of receipt, on 14 June at 09:12.</p>,
  },
];

const applicationTabsHi: TabItem[] = [
  {
    id: 'details',
    label: 'विवरण',
    content: (
      <SummaryList
        rows={[
          { key: 'नाम', value: 'आशा राव' },
          { key: 'भूमिका', value: 'सांकेतिक भाषा दुभाषिया' },
          { key: 'स्थिति', value: <Tag tone="info">काम जारी</Tag> },
        ]}
      />
    ),
  },
  {
    id: 'notes',
    label: 'नोट (2)',
    content: (
      <ul>
        <li>प्रिया, 14 जून: आशा से फ़ोन पर बात हुई; वे जुलाई में शुरू कर सकती हैं।</li>
        <li>राहुल, 15 जून: रेफ़रेंस मिल गए।</li>
      </ul>
    ),
  },
  {
    id: 'history',
    label: 'इतिहास',
    content: (
      <ol>
        <li>14 जून 09:12: आवेदन मिला।</li>
        <li>14 जून 11:40: प्रिया ने स्थिति नया से बदलकर काम जारी की।</li>
      </ol>
    ),
  },
  {
    id: 'mails',
    label: 'ई-मेल',
    content: <p>एक ई-मेल भेजा गया: आवेदन मिलने की पुष्टि, 14 जून को 09:12 पर।</p>,
  },
];

const ashasApplication = { en: 'Asha Rao’s application', hi: 'आशा राव का आवेदन' };

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { label: 'Asha Rao’s application', tabs: applicationTabs },
  argTypes: { activation: { control: 'inline-radio', options: ['automatic', 'manual'] } },
  parameters: {
    hindi: { args: { label: ashasApplication.hi, tabs: applicationTabsHi } },
    // Progressive enhancement: the server's contents list and panel headings go once the tabs work.
    ssr: { textRemovedOnHydration: 'the contents list and panel headings give way to tabs' },
    docs: {
      guidance: tabsGuidance,
      description: {
        component:
          'The WAI-ARIA tabs pattern, for panels of one page. Left and Right arrows move between tabs and wrap (the other ' +
          'way in right-to-left text), Home and End go to the ends, and Tab moves on to the selected panel. Activation is ' +
          'automatic by default (moving selects, as WAI-ARIA advises when panels show at once); `activation="manual"` ' +
          'waits for Enter or Space, for panels that load or do something. The server renders, and a visitor without ' +
          'scripts gets, a contents list of links with every panel under its heading; after hydration it becomes tabs. ' +
          'When a tab should change the address, use TabNav.',
      },
    },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { transcript: true },
  play: async ({ canvas, userEvent }) => {
    const tablist = canvas.getByRole('tablist', { name: 'Asha Rao’s application' });
    const tab = (name: string) => within(tablist).getByRole('tab', { name });
    await heard.act('Tab', () => userEvent.tab());
    await expect(tab('Details')).toHaveFocus();
    await expect(tab('Details')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Details' })).toBeVisible();

    await heard.act('press Right arrow', () => userEvent.keyboard('{ArrowRight}'));
    await expect(tab('Notes (2)')).toHaveFocus();
    await expect(tab('Notes (2)')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Notes (2)' })).toBeVisible();
    await expect(canvas.queryByRole('tabpanel', { name: 'Details' })).toBeNull();
    await heard.act('press Right arrow', () => userEvent.keyboard('{ArrowRight}'));
    await expect(tab('History')).toHaveFocus();

    // Tab moves on into the selected panel, and Shift + Tab comes back to its tab.
    await heard.act('Tab', () => userEvent.tab());
    await expect(canvas.getByRole('tabpanel', { name: 'History' })).toHaveFocus();
    await heard.readToEnd('read the panel');
    await heard.act('Shift + Tab', () => userEvent.tab({ shift: true }));
    await expect(tab('History')).toHaveFocus();

    await heard.act('press End', () => userEvent.keyboard('{End}'));
    await expect(tab('Mails')).toHaveFocus();
    await heard.act('press Right arrow', () => userEvent.keyboard('{ArrowRight}'));
    await expect(tab('Details')).toHaveFocus();
    await heard.act('press Left arrow', () => userEvent.keyboard('{ArrowLeft}'));
    await expect(tab('Mails')).toHaveFocus();
    await heard.act('press Home', () => userEvent.keyboard('{Home}'));
    await expect(tab('Details')).toHaveFocus();

    await heard.act('Tab', () => userEvent.tab());
    await expect(canvas.getByRole('tabpanel', { name: 'Details' })).toHaveFocus();
  },
};

export const Manual: Story = {
  name: 'Manual activation',
  args: { activation: 'manual' },
  parameters: { transcript: true },
  play: async ({ canvas, userEvent }) => {
    const tab = (name: string) => canvas.getByRole('tab', { name });
    await heard.act('Tab', () => userEvent.tab());
    await heard.act('press Right arrow', () => userEvent.keyboard('{ArrowRight}'));
    await expect(tab('Notes (2)')).toHaveAttribute('aria-selected', 'false');
    await heard.act('press Right arrow', () => userEvent.keyboard('{ArrowRight}'));
    await expect(tab('History')).toHaveFocus();
    await expect(tab('History')).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('tabpanel', { name: 'Details' })).toBeVisible();
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'));
    await expect(tab('History')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'History' })).toBeVisible();
    await heard.act('press Left arrow', () => userEvent.keyboard('{ArrowLeft}'));
    await heard.act('press Space', () => userEvent.keyboard(' '));
    await expect(tab('Notes (2)')).toHaveAttribute('aria-selected', 'true');
    await heard.act('Tab', () => userEvent.tab());
    await expect(canvas.getByRole('tabpanel', { name: 'Notes (2)' })).toHaveFocus();
  },
};

const inTheAddressWords = {
  en: { selected: 'Selected:', label: ashasApplication.en, tabs: applicationTabs },
  hi: { selected: 'चुना गया:', label: ashasApplication.hi, tabs: applicationTabsHi },
};

function InTheAddress({ words }: { words: (typeof inTheAddressWords)['en'] }) {
  const [tab, setTab] = useState('history');
  return (
    <>
      <p>
        {words.selected} <code lang="en">?tab={tab}</code>
      </p>
      <Tabs label={words.label} tabs={words.tabs} value={tab} onValueChange={setTab} />
    </>
  );
}

export const Controlled: Story = {
  name: 'Controlled (the caller keeps the tab)',
  render: (_args, context) => <InTheAddress words={storyWords(context, inTheAddressWords)} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByText('?tab=mails')).toBeVisible();
  },
};

export const BeforeScripts: Story = {
  name: 'Before scripts run (server HTML)',
  render: (args) => (
    // The exact HTML the server sends, drawn without React: what a visitor without scripts gets.
    <div dangerouslySetInnerHTML={{ __html: renderToStaticMarkup(<Tabs {...args} />) }} />
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Contents' })).toBeVisible();
    for (const name of ['Details', 'Notes (2)', 'History', 'Mails']) {
      await expect(canvas.getByRole('heading', { name })).toBeVisible();
    }
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Details' });
    await expect(link).toHaveFocus();
    await expect(document.getElementById(link.getAttribute('href')?.slice(1) ?? '')).toHaveTextContent(
      /Sign language interpreter/,
    );
  },
};

const manyTabs: TabItem[] = [
  ...applicationTabs,
  { id: 'documents', label: 'Documents and references', content: <p>Two references, one CV.</p> },
  {
    id: 'accessibility',
    label: 'Access needs for interviews and training',
    content: <p>Asha asked for interviews in Indian Sign Language, with an interpreter she knows.</p>,
  },
];

const manyTabsHi: TabItem[] = [
  ...applicationTabsHi,
  { id: 'documents', label: 'दस्तावेज़ और रेफ़रेंस', content: <p>दो रेफ़रेंस, एक सीवी।</p> },
  {
    id: 'accessibility',
    label: 'इंटरव्यू और प्रशिक्षण के लिए सुगम्यता की ज़रूरतें',
    content: <p>आशा ने इंटरव्यू भारतीय सांकेतिक भाषा में माँगे हैं, किसी जाने-पहचाने दुभाषिए के साथ।</p>,
  },
];

export const LongContent: Story = {
  name: 'Many and long tabs',
  args: { tabs: manyTabs },
  parameters: { hindi: { args: { tabs: manyTabsHi } } },
};

export const Narrow: Story = {
  name: 'Narrow viewport (400% zoom, 320×256)',
  args: { tabs: manyTabs },
  parameters: { hindi: { args: { tabs: manyTabsHi } } },
  globals: { viewport: { value: 'zoom400', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await expect(window.innerWidth).toBe(320);
    for (const tab of canvas.getAllByRole('tab')) {
      await expect(tab.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Access needs for interviews and training' })).toHaveFocus();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement.dataset.theme).toBe('dark');
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Urdu, on a Hindi page as on an English one. */
const rightToLeftArgs = {
  label: 'درخواست',
  tabs: [
    { id: 'one', label: 'تفصیل', content: <p>آشا راؤ</p> },
    { id: 'two', label: 'نوٹس', content: <p>دو نوٹس</p> },
  ],
};

export const RightToLeft: Story = {
  name: 'Right-to-left text',
  args: rightToLeftArgs,
  parameters: { hindi: { args: rightToLeftArgs } },
  render: (args) => (
    <div dir="rtl" lang="ur">
      <Tabs {...args} />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    // In right-to-left text the next tab is to the left.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'نوٹس' })).toHaveFocus();
  },
};

/**
 * The exact HTML the server sends for a Tabs, drawn without React: what a visitor without scripts gets.
 * Rendered once, here: a server render inside the story's own would change the ids of its other Tabs.
 */
const serverHtml = {
  en: renderToStaticMarkup(
    <Tabs
      label="Joseph Fernandes’s application"
      headingLevel={3}
      tabs={[
        { id: 'static-details', label: 'Details', content: <p>Accessibility tester.</p> },
        { id: 'static-notes', label: 'Notes', content: <p>No notes yet.</p> },
      ]}
    />,
  ),
  hi: renderToStaticMarkup(
    <UiLocaleProvider language="hi">
      <Tabs
        label="जोसेफ़ फ़र्नांडिस का आवेदन"
        headingLevel={3}
        tabs={[
          { id: 'static-details', label: 'विवरण', content: <p>सुगम्यता जाँचकर्ता।</p> },
          { id: 'static-notes', label: 'नोट', content: <p>अभी कोई नोट नहीं।</p> },
        ]}
      />
    </UiLocaleProvider>,
  ),
};

/** The All states story's words: a Hindi page gives its own. */
const allStatesWords = {
  en: {
    automatic: 'Automatic activation, the selected tab focused',
    asha: ashasApplication.en,
    tabs: applicationTabs,
    manual: 'Manual activation, a later tab selected',
    vikram: 'Vikram Naik’s application',
    many: 'Many and long tabs',
    ashaEveryTab: 'Asha Rao’s application, every tab',
    manyTabs,
    rightToLeft: 'Right-to-left text',
    beforeScripts: 'Before scripts run (server HTML)',
    serverHtml: serverHtml.en,
  },
  hi: {
    // No play function runs in Hindi, so nothing has focus in the Hindi picture.
    automatic: 'अपने-आप खुलने वाले टैब',
    asha: ashasApplication.hi,
    tabs: applicationTabsHi,
    manual: 'चुनने पर खुलने वाले टैब, बाद का एक टैब चुना गया',
    vikram: 'विक्रम नाइक का आवेदन',
    many: 'कई और लंबे टैब',
    ashaEveryTab: 'आशा राव का आवेदन, सभी टैब',
    manyTabs: manyTabsHi,
    rightToLeft: 'दाएँ से बाएँ लिखा पाठ',
    beforeScripts: 'स्क्रिप्ट चलने से पहले (सर्वर का एचटीएमएल)',
    serverHtml: serverHtml.hi,
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: (_args, context) => {
    const words = storyWords(context, allStatesWords);
    return (
      // The padding keeps the focus ring, drawn outside the tab, inside the picture.
      <div style={{ padding: '0.5rem' }}>
        <h2>{words.automatic}</h2>
        <Tabs label={words.asha} tabs={words.tabs} />
        <h2>{words.manual}</h2>
        <Tabs label={words.vikram} tabs={words.tabs} activation="manual" defaultValue="history" />
        <h2>{words.many}</h2>
        <Tabs label={words.ashaEveryTab} tabs={words.manyTabs} defaultValue="accessibility" />
        <h2>{words.rightToLeft}</h2>
        <div dir="rtl" lang="ur">
          <Tabs {...rightToLeftArgs} />
        </div>
        <h2>{words.beforeScripts}</h2>
        <div dangerouslySetInnerHTML={{ __html: words.serverHtml }} />
      </div>
    );
  },
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('tablist')).toHaveLength(4);
    const manual = canvas.getByRole('tablist', { name: 'Vikram Naik’s application' });
    await expect(within(manual).getByRole('tab', { name: 'History' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('heading', { level: 3, name: 'Contents' })).toBeVisible();
    // The first tab is photographed with its focus ring.
    await userEvent.tab();
    const first = canvas.getByRole('tablist', { name: 'Asha Rao’s application' });
    await expect(within(first).getByRole('tab', { name: 'Details' })).toHaveFocus();
  },
};

export const DontSplitAForm: Story = {
  name: 'Don’t: a form split across tabs',
  args: {
    label: 'Volunteer application',
    tabs: [
      {
        id: 'you',
        label: 'About you',
        content: (
          <p>
            <label htmlFor="dont-name">Full name</label> <input id="dont-name" autoComplete="name" />
          </p>
        ),
      },
      {
        id: 'availability',
        label: 'Availability',
        content: (
          <p>
            <label htmlFor="dont-days">Days you can help</label> <input id="dont-days" />
          </p>
        ),
      },
    ],
  },
  parameters: {
    docs: {
      description: {
        story:
          'Fields in a hidden panel are easy to miss, and an error in them cannot be seen or reached from the error ' +
          'summary. People also need to compare and check what they entered. Put a long form on several pages, or ' +
          'on one page with headings.',
      },
    },
    hindi: {
      args: {
        label: 'स्वयंसेवा का आवेदन',
        tabs: [
          {
            id: 'you',
            label: 'आपके बारे में',
            content: (
              <p>
                <label htmlFor="dont-name">पूरा नाम</label> <input id="dont-name" autoComplete="name" />
              </p>
            ),
          },
          {
            id: 'availability',
            label: 'आप कब मदद कर सकते हैं',
            content: (
              <p>
                <label htmlFor="dont-days">किन दिनों आप मदद कर सकते हैं</label> <input id="dont-days" />
              </p>
            ),
          },
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tabpanel', { name: 'About you' })).toBeVisible();
  },
};
