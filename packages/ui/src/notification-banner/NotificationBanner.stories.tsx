import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect } from 'storybook/test';
import { eventually } from '../test-support/eventually.js';
import { Button } from '../button/Button.js';
import { storyWords } from '../docs-support/story-language.js';
import { Tag } from '../tag/Tag.js';
import { heard } from '../test-support/heard.js';
import { notificationBannerGuidance } from './NotificationBanner.guidance.js';
import { NotificationBanner } from './NotificationBanner.js';

const closingHi = 'स्वयंसेवक बनने के आवेदन 30 जून को बंद होंगे।';

/**
 * The meta's children in Hindi, given by each story that shows them rather than by the meta: Storybook
 * merges a story's parameters into the meta's key by key, so a meta's element would lend its props to a
 * story's own.
 */
const reviewHi = {
  args: {
    children: (
      <p>
        उससे पहले <a href="#new">12 नए आवेदन</a> देख लें, ताकि आवेदकों को जुलाई के प्रशिक्षण से पहले हमारा जवाब मिल जाए।
      </p>
    ),
  },
};

const meta = {
  title: 'Feedback/NotificationBanner',
  component: NotificationBanner,
  args: {
    heading: 'Volunteer applications close on 30 June.',
    children: (
      <p>
        Review the <a href="#new">12 new applications</a> before then, so that applicants hear from us in time
        for the training in July.
      </p>
    ),
  },
  argTypes: { type: { control: 'inline-radio', options: ['neutral', 'success'] } },
  parameters: {
    hindi: { args: { heading: closingHi } },
    docs: {
      guidance: notificationBannerGuidance,
      description: {
        component:
          'GOV.UK Frontend’s notification banner. `neutral` (the default) is for news that is not about what the visitor ' +
          'just did: a region named by its title, “Important”, read where it sits. `success` reports the result of their ' +
          'action: an alert named “Success” that takes focus when it appears, so it is read at once and keyboard users ' +
          'continue from it; `focusKey` brings focus back for the next result. All of its text is in the first render, so ' +
          'it is in the server’s HTML and there without scripts.',
      },
    },
  },
} satisfies Meta<typeof NotificationBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { transcript: true, hindi: reviewHi },
  play: async ({ canvas }) => {
    // A neutral banner is read where it sits, named Important.
    await heard.readToEnd('read the page');
    const banner = canvas.getByRole('region', { name: 'Important' });
    await expect(banner).toHaveTextContent(/Volunteer applications close on 30 June/);
    await expect(banner).not.toHaveFocus();
    await expect(banner).not.toHaveAttribute('tabindex');
  },
};

/** The words of an application's status, and of the banner that reports its change. */
const statusWords = {
  en: {
    statuses: { New: 'New', 'In progress': 'In progress' },
    changed: (status: string) => `Status changed to ${status}`,
    waiting: 'Asha Rao will get an e-mail saying that her application is waiting to be reviewed again.',
    reviewed: 'Asha Rao will get an e-mail saying that her application is being reviewed.',
    history: 'See the history of this application',
    stop: '.',
    application: 'Asha Rao’s application',
    status: 'Status:',
    markInProgress: 'Mark as in progress',
    markNew: 'Mark as new',
  },
  hi: {
    statuses: { New: 'नया', 'In progress': 'प्रक्रिया में' },
    changed: (status: string) => `स्थिति बदल दी गई: “${status}”`,
    waiting: 'आशा राव को ई-मेल मिलेगा कि उनका आवेदन फिर से जाँच का इंतज़ार कर रहा है।',
    reviewed: 'आशा राव को ई-मेल मिलेगा कि उनके आवेदन की जाँच हो रही है।',
    history: 'इस आवेदन का इतिहास देखें',
    stop: '।',
    application: 'आशा राव का आवेदन',
    status: 'स्थिति:',
    markInProgress: '“प्रक्रिया में” चिह्नित करें',
    markNew: '“नया” चिह्नित करें',
  },
};

function ApplicationStatus({ words }: { words: (typeof statusWords)['en'] }) {
  const [status, setStatus] = useState<'New' | 'In progress'>('New');
  const [changes, setChanges] = useState(0);
  return (
    <>
      {changes > 0 ? (
        <NotificationBanner type="success" heading={words.changed(words.statuses[status])} focusKey={changes}>
          <p>
            {status === 'New' ? words.waiting : words.reviewed} <a href="#history">{words.history}</a>
            {words.stop}
          </p>
        </NotificationBanner>
      ) : null}
      <h2>{words.application}</h2>
      <p>
        {words.status} <Tag tone={status === 'New' ? 'strong' : 'info'}>{words.statuses[status]}</Tag>
      </p>
      <Button
        onClick={() => {
          setStatus((current) => (current === 'New' ? 'In progress' : 'New'));
          setChanges((count) => count + 1);
        }}
      >
        {status === 'New' ? words.markInProgress : words.markNew}
      </Button>
    </>
  );
}

export const AfterAnAction: Story = {
  name: 'Success, after an action',
  render: (_args, context) => <ApplicationStatus words={storyWords(context, statusWords)} />,
  parameters: { transcript: true },
  play: async ({ canvas, canvasElement, userEvent }) => {
    // Changing a status brings the success banner to focus, and Tab continues from it.
    const focusOnBanner = () => canvasElement.ownerDocument.activeElement?.getAttribute('role') === 'alert';
    await heard.act('Tab', () => userEvent.tab());
    await expect(canvas.getByRole('button', { name: 'Mark as in progress' })).toHaveFocus();
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'), { until: focusOnBanner });
    const banner = canvas.getByRole('alert', { name: 'Success' });
    await expect(banner).toHaveFocus();
    await expect(banner).toHaveTextContent('Status changed to In progress');
    await heard.readToEnd('read on');

    // The next Tab continues from the banner, into its link.
    await heard.act('Tab', () => userEvent.tab());
    await expect(canvas.getByRole('link', { name: 'See the history of this application' })).toHaveFocus();

    // A second change brings focus back to the same banner with the new result.
    await heard.act('Tab', () => userEvent.tab());
    await expect(canvas.getByRole('button', { name: 'Mark as new' })).toHaveFocus();
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'), { until: focusOnBanner });
    await expect(banner).toHaveFocus();
    await expect(banner).toHaveTextContent('Status changed to New');
  },
};

export const SuccessOnLoad: Story = {
  name: 'Success, on the page the action led to',
  args: {
    type: 'success',
    heading: 'Asha Rao’s data has been erased',
    children: <p>The audit log records that you erased it today at 14:05. Nothing else about her is kept.</p>,
  },
  parameters: {
    hindi: {
      args: {
        heading: 'आशा राव का डेटा मिटा दिया गया है',
        children: <p>ऑडिट लॉग में दर्ज है कि आपने इसे आज 14:05 बजे मिटाया। उनके बारे में और कुछ नहीं रखा गया है।</p>,
      },
    },
  },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('alert', { name: 'Success' });
    await eventually(() => expect(banner).toHaveFocus());
  },
};

/** The title LongContent and All states share, in Hindi. */
const dataChangesHi = {
  title: 'ज़रूरी: हम आपका डेटा कैसे रखते हैं, इसमें बदलाव',
};

export const LongContent: Story = {
  args: {
    title: 'Important: changes to how we keep your data',
    heading:
      'From 1 August we delete closed and rejected submissions 12 months after they were closed, as the Digital ' +
      'Personal Data Protection Act 2023 asks.',
    children: (
      <>
        <p>
          Anyone can still ask us for a copy of everything we hold about them, or to correct or erase it, at
          any time before then. Staff will find the requests in the inbox under “A person’s data”.
        </p>
        <ul>
          <li>Volunteer and internship applications: 12 months after they are closed.</li>
          <li>Donation pledges: kept for 8 years, as the Income Tax Act requires for receipts.</li>
          <li>Newsletter subscriptions: until the person unsubscribes.</li>
        </ul>
      </>
    ),
  },
  parameters: {
    hindi: {
      args: {
        title: dataChangesHi.title,
        heading:
          '1 अगस्त से हम बंद और अस्वीकार किए गए फ़ॉर्म, बंद होने के 12 महीने बाद मिटा देंगे, जैसा डिजिटल ' +
          'व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 कहता है।',
        children: (
          <>
            <p>
              उससे पहले कोई भी, कभी भी, हमसे अपने बारे में रखी हर जानकारी की कॉपी माँग सकता है, या उसे ठीक करने या मिटाने
              को कह सकता है। स्टाफ़ को ये अनुरोध इनबॉक्स में{' '}
              {/* The staff inbox is in English: its page keeps its English name. */}
              <span lang="en">“A person’s data”</span> के नीचे मिलेंगे।
            </p>
            <ul>
              <li>स्वयंसेवक और इंटर्नशिप के आवेदन: बंद होने के 12 महीने बाद।</li>
              <li>दान के वादे: 8 साल तक रखे जाते हैं, क्योंकि आयकर अधिनियम रसीदों के लिए यही माँगता है।</li>
              <li>न्यूज़लेटर की सदस्यता: जब तक व्यक्ति सदस्यता न छोड़े।</li>
            </ul>
          </>
        ),
      },
    },
  },
};

export const Narrow: Story = {
  name: 'Narrow viewport (400% zoom, 320×256)',
  ...LongContent,
  globals: { viewport: { value: 'zoom400', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(320);
    const banner = canvas.getByRole('region');
    await expect(banner.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

const bothTypesWords = {
  en: {
    closing: 'Volunteer applications close on 30 June.',
    changed: 'Status changed to In progress',
    history: 'See the history of this application',
  },
  hi: {
    closing: closingHi,
    changed: statusWords.hi.changed(statusWords.hi.statuses['In progress']),
    history: statusWords.hi.history,
  },
};

function BothTypes({ words }: { words: (typeof bothTypesWords)['en'] }) {
  return (
    <>
      <NotificationBanner heading={words.closing} />
      <NotificationBanner
        type="success"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- turns the banner's focus move off: two banners cannot both take it
        autoFocus={false}
        heading={words.changed}
      >
        <p>
          <a href="#history">{words.history}</a>
        </p>
      </NotificationBanner>
    </>
  );
}

export const DarkTheme: Story = {
  render: (_args, context) => <BothTypes words={storyWords(context, bothTypesWords)} />,
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement.dataset.theme).toBe('dark');
    await expect(canvas.getByRole('alert')).not.toHaveFocus();
  },
};

/** The All states story's words: a Hindi page gives its own. */
const allStatesWords = {
  en: {
    ...bothTypesWords.en,
    review: (link: ReactNode) => <>Review the {link} before then.</>,
    newApplications: '12 new applications',
    title: 'Important: changes to how we keep your data',
    deletion: 'From 1 August we delete closed submissions after 12 months.',
    pledges: 'Donation pledges: kept for 8 years, as the Income Tax Act requires.',
  },
  hi: {
    ...bothTypesWords.hi,
    review: (link: ReactNode) => <>उससे पहले {link} देख लें।</>,
    newApplications: '12 नए आवेदन',
    title: dataChangesHi.title,
    deletion: '1 अगस्त से हम बंद हुए फ़ॉर्म 12 महीने बाद मिटा देंगे।',
    pledges: 'दान के वादे: 8 साल तक रखे जाते हैं, जैसा आयकर अधिनियम माँगता है।',
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: (_args, context) => {
    const words = storyWords(context, allStatesWords);
    return (
      <>
        <NotificationBanner heading={words.closing}>
          <p>{words.review(<a href="#new">{words.newApplications}</a>)}</p>
        </NotificationBanner>
        <NotificationBanner
          type="success"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- turns the banner's focus move off: the picture shows it unfocused
          autoFocus={false}
          heading={words.changed}
        >
          <p>
            <a href="#history">{words.history}</a>
          </p>
        </NotificationBanner>
        <NotificationBanner title={words.title} heading={words.deletion}>
          <ul>
            <li>{words.pledges}</li>
          </ul>
        </NotificationBanner>
      </>
    );
  },
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Important' })).toBeVisible();
    await expect(canvas.getByRole('alert', { name: 'Success' })).not.toHaveFocus();
    await expect(
      canvas.getByRole('region', { name: 'Important: changes to how we keep your data' }),
    ).toBeVisible();
  },
};

export const DontStealFocus: Story = {
  name: 'Don’t: move focus for news the visitor did not ask for',
  args: { autoFocus: true },
  parameters: {
    hindi: reviewHi,
    docs: {
      description: {
        story:
          'This neutral banner takes focus on arrival. Nothing the visitor did led to it, so a screen reader starts ' +
          'reading from the middle of the page and a keyboard user has lost their place. Let news wait where it is.',
      },
    },
  },
  play: async ({ canvas }) => {
    await eventually(() => expect(canvas.getByRole('region', { name: 'Important' })).toHaveFocus());
  },
};

export const DontForErrors: Story = {
  name: 'Don’t: report errors in a banner',
  args: {
    heading: 'There is a problem with the form',
    children: <p>Some answers are missing. Check the form and try again.</p>,
  },
  parameters: {
    hindi: {
      args: {
        heading: 'फ़ॉर्म में कोई समस्या है',
        children: <p>कुछ जवाब छूट गए हैं। फ़ॉर्म जाँचें और फिर कोशिश करें।</p>,
      },
    },
    docs: {
      description: {
        story:
          'A banner cannot say which answers are wrong or take the visitor to them. Use the ErrorSummary, which lists ' +
          'each error as a link to its field, and an error message on each field.',
      },
    },
  },
};
