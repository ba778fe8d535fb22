import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyWords } from '../docs-support/story-language.js';
import { heard } from '../test-support/heard.js';
import { VisuallyHidden } from './VisuallyHidden.js';
import { visuallyHiddenGuidance } from './VisuallyHidden.guidance.js';

const meta = {
  title: 'Utilities/VisuallyHidden',
  component: VisuallyHidden,
  parameters: {
    docs: {
      guidance: visuallyHiddenGuidance,
      description: {
        component:
          'Content that screen readers read but that is not drawn: the "Error:" prefix of a field error, a label for an icon-only control, ' +
          'a heading that sighted users get from the layout. With `focusable` it becomes visible while focused.',
      },
    },
  },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

const close = { en: 'Close', hi: 'बंद करें' };
const skipToContent = { en: 'Skip to content', hi: 'मुख्य सामग्री पर जाएँ' };

export const IconLabel: Story = {
  render: (_args, context) => (
    <button type="button" className="ui-button ui-button--outline">
      <span aria-hidden="true">✕</span>
      <VisuallyHidden>{storyWords(context, close)}</VisuallyHidden>
    </button>
  ),
  parameters: { transcript: true },
  play: async ({ canvas, userEvent }) => {
    // An icon-only button is named by its hidden text.
    await heard.readToEnd('read the page');
    await heard.act('Tab', () => userEvent.tab());
    const button = canvas.getByRole('button', { name: 'Close' });
    await expect(button).toHaveFocus();
    const hidden = button.querySelector('.ui-visually-hidden');
    await expect(hidden?.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const FocusableWhenFocused: Story = {
  render: (_args, context) => (
    <VisuallyHidden focusable>
      <a href="#content">{storyWords(context, skipToContent)}</a>
    </VisuallyHidden>
  ),
  parameters: { transcript: true },
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Skip to content' });
    const wrapper = link.closest('.ui-visually-hidden') as Element;
    await expect(wrapper.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    // A hidden link is found by Tab, and drawn while it has focus.
    await heard.act('Tab', () => userEvent.tab());
    await expect(link).toHaveFocus();
    await expect(wrapper.getBoundingClientRect().width).toBeGreaterThan(1);
  },
};

/** The All states story's words: a Hindi page gives its own. */
const allStatesWords = {
  en: {
    skip: skipToContent.en,
    iconHeading: 'Hidden name of an icon-only button',
    close: close.en,
    prefixHeading: 'Hidden prefix of a message',
    error: 'Error: ',
    message: 'Enter your full name',
    focusableHeading: 'Focusable, shown while focused',
    focusable: 'The skip link above the first heading has keyboard focus, so it is drawn.',
  },
  hi: {
    skip: skipToContent.hi,
    iconHeading: 'सिर्फ़ आइकन वाले बटन का छिपा नाम',
    close: close.hi,
    prefixHeading: 'संदेश से पहले छिपा शब्द',
    error: 'त्रुटि: ',
    message: 'अपना पूरा नाम लिखें',
    focusableHeading: 'फ़ोकस होने पर दिखने वाला',
    // The Hindi pass runs no play function, so nothing has focus in its picture: the words say when it shows.
    focusable: 'पहले शीर्षक के ऊपर का स्किप लिंक कीबोर्ड फ़ोकस मिलने पर दिखता है।',
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: (_args, context) => {
    const words = storyWords(context, allStatesWords);
    return (
      <>
        <VisuallyHidden focusable>
          <a href="#content">{words.skip}</a>
        </VisuallyHidden>
        <h2>{words.iconHeading}</h2>
        <button type="button" className="ui-button ui-button--outline">
          <span aria-hidden="true">✕</span>
          <VisuallyHidden>{words.close}</VisuallyHidden>
        </button>
        <h2>{words.prefixHeading}</h2>
        <p>
          <VisuallyHidden>{words.error}</VisuallyHidden>
          {words.message}
        </p>
        <h2 id="content">{words.focusableHeading}</h2>
        <p>{words.focusable}</p>
      </>
    );
  },
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Error:').getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(link).toHaveFocus();
    await expect(link.closest('.ui-visually-hidden')?.getBoundingClientRect().width).toBeGreaterThan(1);
  },
};

// Do and don't (shown on the docs page, from VisuallyHidden.guidance.ts)

export const DontHideAFocusableLink: Story = {
  name: "Don't: hide a link that keyboard users can still reach",
  render: (_args, context) => (
    <VisuallyHidden>
      <a href="#content">{storyWords(context, skipToContent)}</a>
    </VisuallyHidden>
  ),
  parameters: {
    docs: {
      description: {
        story:
          'Tab lands on a link nobody can see: a sighted keyboard user loses track of focus (WCAG 2.4.7). Add ' +
          '`focusable`, or hide only text, never a control.',
      },
    },
  },
};
