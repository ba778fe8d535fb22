import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyLanguage, storyWords, type StoryLanguage } from '../docs-support/story-language.js';
import { heard } from '../test-support/heard.js';
import { tagGuidance } from './Tag.guidance.js';
import { Tag, type TagTone } from './Tag.js';

/** The statuses of the staff inbox, each with the tone it is drawn in, and its label on a Hindi page. */
const statuses: { label: string; hi: string; tone: TagTone }[] = [
  { label: 'New', hi: 'नया', tone: 'strong' },
  { label: 'In progress', hi: 'काम जारी', tone: 'info' },
  { label: 'Waiting on applicant', hi: 'आवेदक का इंतज़ार', tone: 'secondary' },
  { label: 'Accepted', hi: 'स्वीकृत', tone: 'success' },
  { label: 'Rejected', hi: 'अस्वीकृत', tone: 'danger' },
  { label: 'Closed', hi: 'बंद', tone: 'neutral' },
];

const statusLabel = (status: (typeof statuses)[number] | undefined, language: StoryLanguage) =>
  language === 'hi' ? status?.hi : status?.label;

const applications = [
  { name: 'Asha Rao', role: 'Sign language interpreter', status: statuses[0] },
  { name: 'Vikram Naik', role: 'Braille transcriber', status: statuses[1] },
  { name: 'Meera Pillai', role: 'Event volunteer', status: statuses[3] },
];

const applicationsHi = [
  { name: 'आशा राव', role: 'सांकेतिक भाषा दुभाषिया', status: statuses[0] },
  { name: 'विक्रम नाइक', role: 'ब्रेल ट्रांसक्राइबर', status: statuses[1] },
  { name: 'मीरा पिल्लै', role: 'आयोजन स्वयंसेवक', status: statuses[3] },
];

const longTag = {
  en: 'Waiting on the applicant’s referee from the district disability rehabilitation centre',
  hi: 'ज़िला दिव्यांगजन पुनर्वास केंद्र से आवेदक के रेफ़री के जवाब का इंतज़ार',
};

const meta = {
  title: 'Data/Tag',
  component: Tag,
  args: { children: 'In progress', tone: 'info' },
  argTypes: {
    tone: {
      control: 'inline-radio',
      options: ['neutral', 'info', 'success', 'danger', 'strong', 'secondary'],
    },
  },
  parameters: {
    hindi: { args: { children: 'काम जारी' } },
    docs: {
      guidance: tagGuidance,
      description: {
        component:
          'A short status label, such as New, In progress or Closed (GOV.UK Frontend’s tag). It is a `strong` element, ' +
          'read as part of the text around it. The words carry the status; the colour only repeats it, and each tone meets ' +
          '4.5:1 for its text in the light and dark themes. A tag is not a link or a button and never takes focus.',
      },
    },
  },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const tag = canvas.getByText('In progress');
    await expect(tag.tagName).toBe('STRONG');
    await expect(tag).toHaveClass('ui-tag', 'ui-tag--info');
    await expect(tag.tabIndex).toBe(-1);
  },
};

function AllTones({ language }: { language: StoryLanguage }) {
  return (
    <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '0.75rem' }}>
      {statuses.map((status) => (
        <li key={status.label}>
          <Tag tone={status.tone}>{statusLabel(status, language)}</Tag>{' '}
          <code lang="en">tone=&quot;{status.tone}&quot;</code>
        </li>
      ))}
    </ul>
  );
}

export const Tones: Story = {
  render: (_args, context) => <AllTones language={storyLanguage(context)} />,
  play: async ({ canvas }) => {
    for (const status of statuses) {
      await expect(canvas.getByText(status.label)).toHaveClass(`ui-tag--${status.tone}`);
    }
  },
};

export const DarkTheme: Story = {
  render: (_args, context) => <AllTones language={storyLanguage(context)} />,
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement.dataset.theme).toBe('dark');
    const tag = canvas.getByText('New');
    await expect(getComputedStyle(tag).color).not.toBe(getComputedStyle(tag).backgroundColor);
  },
};

function ApplicationList({
  language,
  colourOnly = false,
}: {
  language: StoryLanguage;
  colourOnly?: boolean;
}) {
  const words = {
    en: { heading: 'Volunteer applications', status: 'Status', applications },
    hi: { heading: 'स्वयंसेवा के आवेदन', status: 'स्थिति', applications: applicationsHi },
  }[language];
  return (
    <>
      <h2>{words.heading}</h2>
      <ul>
        {words.applications.map(({ name, role, status }) => (
          <li key={name}>
            {`${name}, ${role} `}
            {colourOnly ? (
              <Tag tone={status?.tone}>{words.status}</Tag>
            ) : (
              <Tag tone={status?.tone}>{statusLabel(status, language)}</Tag>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

export const InAList: Story = {
  name: 'In a list of applications',
  render: (_args, context) => <ApplicationList language={storyLanguage(context)} />,
  parameters: { transcript: true },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Asha Rao, Sign language interpreter New');
    await heard.readToEnd('read the list');
  },
};

export const DontColourOnly: Story = {
  name: 'Don’t: the same word in different colours',
  render: (_args, context) => <ApplicationList language={storyLanguage(context)} colourOnly />,
  parameters: {
    docs: {
      description: {
        story:
          'Every tag says Status; only the colour tells them apart. A screen reader user, a person who does not see ' +
          'colour and anyone in a Windows contrast theme cannot tell new from accepted.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Status')).toHaveLength(3);
  },
};

export const LongContent: Story = {
  args: {
    tone: 'secondary',
    children: longTag.en,
  },
  parameters: {
    hindi: { args: { children: longTag.hi } },
    docs: {
      description: {
        story: 'Keep tags to one to three words. A longer one wraps inside its box rather than overflowing.',
      },
    },
  },
};

export const Narrow: Story = {
  name: 'Narrow viewport (400% zoom, 320×256)',
  render: (_args, context) => <ApplicationList language={storyLanguage(context)} />,
  globals: { viewport: { value: 'zoom400', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(320);
    const tag = canvas.getByText('New');
    await expect(tag.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: (_args, context) => {
    const language = storyLanguage(context);
    const words = storyWords(context, {
      en: {
        tones: 'Every tone',
        inASentence: 'In a sentence',
        sentence: ['Asha Rao’s application is ', 'In progress', ' since 14 June.'],
        long: 'A long tag in a narrow column',
      },
      hi: {
        tones: 'हर रंग',
        inASentence: 'वाक्य के बीच में',
        sentence: ['आशा राव के आवेदन पर 14 जून से ', 'काम जारी', ' है।'],
        long: 'पतले कॉलम में लंबा टैग',
      },
    });
    const [before, status, after] = words.sentence;
    return (
      <>
        <h2>{words.tones}</h2>
        <AllTones language={language} />
        <h2>{words.inASentence}</h2>
        <p>
          {before}
          <Tag tone="info">{status}</Tag>
          {after}
        </p>
        <h2>{words.long}</h2>
        <div style={{ maxWidth: '16rem' }}>
          <Tag tone="secondary">{longTag[language]}</Tag>
        </div>
      </>
    );
  },
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.ui-tag')).toHaveLength(statuses.length + 2);
    const long = canvasElement.querySelector('div > .ui-tag') as HTMLElement;
    // It wraps inside its box.
    await expect(long.getBoundingClientRect().width).toBeLessThanOrEqual(16 * 16);
  },
};

export const DontInteractive: Story = {
  name: 'Don’t: a tag as a link',
  render: (_args, context) =>
    storyLanguage(context) === 'hi' ? (
      <p>
        केवल{' '}
        <a href="#new">
          <Tag tone="strong">नए</Tag>
        </a>{' '}
        आवेदन दिखाएँ
      </p>
    ) : (
      <p>
        Show only{' '}
        <a href="#new">
          <Tag tone="strong">New</Tag>
        </a>{' '}
        applications
      </p>
    ),
  parameters: {
    docs: {
      description: {
        story:
          'A tag looks like a label, so people do not expect it to do anything. A filter is a link or a button ' +
          'that looks like one, with a name that says what it does.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'New' })).toBeInTheDocument();
  },
};

export const DoFilterLink: Story = {
  name: 'Do: a filter that looks like a link',
  render: (_args, context) => (
    <p>
      <a href="#new">{storyWords(context, { en: 'Show only new applications', hi: 'केवल नए आवेदन दिखाएँ' })}</a>
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Show only new applications' })).toBeInTheDocument();
  },
};
