import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyWords } from '../docs-support/story-language.js';
import { heard } from '../test-support/heard.js';
import { TextInput } from '../text-input/TextInput.js';
import { FormField } from './FormField.js';
import { formFieldGuidance } from './FormField.guidance.js';

const meta = {
  title: 'Forms/FormField',
  component: FormField,
  args: {
    label: 'Full name',
    required: true,
    children: <TextInput name="fullName" autoComplete="name" />,
  },
  parameters: {
    hindi: { args: { label: 'पूरा नाम' } },
    docs: {
      guidance: formFieldGuidance,
      description: {
        component:
          'Wraps one control with its label, hint and error, wired through generated ids in the way GOV.UK Frontend and React Aria do: ' +
          '`aria-describedby` lists the hint and the error, `aria-invalid` marks the control in error, and the message begins with a ' +
          'visually hidden "Error:". Whether a field is required is said in words, "(required)" or "(optional)", never by colour alone. ' +
          'Set `id` when an ErrorSummary links to the field.',
      },
    },
  },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobileHintHi = 'अगर आप भारत से बाहर हैं, तो अपने देश का कोड भी लिखें, जैसे +44 20 7946 0958।';
const emailHintHi = 'हम इसका उपयोग केवल आपको जवाब देने के लिए करते हैं।';
const withErrorHindi = {
  args: { label: 'ई-मेल', hint: emailHintHi, error: 'कृपया सही ई-मेल पता लिखें' },
};

/** The All states story's words: a Hindi page gives its own. */
const allStatesWords = {
  en: {
    fullName: 'Full name',
    organization: 'Organization',
    mobile: 'Mobile number',
    mobileHint: 'Include your country code if you are outside India, for example +44 20 7946 0958.',
    email: 'Email',
    emailHint: 'We only use it to reply to you.',
    emailError: 'Enter an email address in the correct format, like name@example.com',
    event: 'Event',
    eventHint: 'You registered for this event.',
    eventValue: 'First Anniversary Convention',
    referral: 'Referral code',
    school:
      'The name of the school, college, university or training institute where you most recently studied',
    schoolHint: 'If you studied at more than one place, give the one most relevant to this application.',
    schoolError: 'Education background must be less than 1000 characters',
    schoolValue:
      'Government Higher Secondary School for the Visually Impaired and Hearing Impaired, Porvorim, North Goa',
  },
  hi: {
    fullName: 'पूरा नाम',
    organization: 'संस्था',
    mobile: 'मोबाइल नंबर',
    mobileHint: mobileHintHi,
    email: 'ई-मेल',
    emailHint: emailHintHi,
    emailError: 'ई-मेल पता सही रूप में लिखें, जैसे name@example.com',
    event: 'आयोजन',
    eventHint: 'आपने इस आयोजन के लिए पंजीकरण किया है।',
    eventValue: 'पहली वर्षगाँठ का सम्मेलन',
    referral: 'रेफ़रल कोड',
    school: 'उस स्कूल, कॉलेज, विश्वविद्यालय या प्रशिक्षण संस्थान का नाम जहाँ आपने सबसे हाल में पढ़ाई की',
    schoolHint: 'अगर आपने एक से ज़्यादा जगह पढ़ाई की है, तो वह जगह लिखें जो इस आवेदन के लिए सबसे ज़रूरी है।',
    schoolError: 'शिक्षा का विवरण 1000 अक्षरों से कम होना चाहिए',
    schoolValue: 'दृष्टिबाधित और श्रवण बाधित विद्यार्थियों का सरकारी उच्चतर माध्यमिक विद्यालय, पोरवोरिम, उत्तरी गोवा',
  },
};

export const Default: Story = {
  parameters: { transcript: true },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name (required)' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('autocomplete', 'name');
    await expect(input).not.toHaveAttribute('aria-describedby');
    await heard.readToEnd('read the page');
    await heard.act('Tab', () => userEvent.tab());
    await expect(input).toHaveFocus();
  },
};

export const WithHint: Story = {
  args: {
    label: 'Mobile number',
    hint: 'Include your country code if you are outside India, for example +44 20 7946 0958.',
    children: <TextInput name="mobile" type="tel" autoComplete="tel" inputMode="tel" width="medium" />,
  },
  parameters: { transcript: true, hindi: { args: { label: 'मोबाइल नंबर', hint: mobileHintHi } } },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Mobile number (required)' });
    await expect(input).toHaveAccessibleDescription(/Include your country code/);
    await heard.readToEnd('read the page');
    await heard.act('Tab', () => userEvent.tab());
    await expect(input).toHaveFocus();
  },
};

export const WithError: Story = {
  args: {
    label: 'Email',
    hint: 'We only use it to reply to you.',
    error: 'Please enter a valid email address',
    id: 'email',
    children: <TextInput name="email" type="email" autoComplete="email" defaultValue="asha@" />,
  },
  parameters: { transcript: true, hindi: withErrorHindi },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email (required)' });
    await expect(input).toHaveAttribute('id', 'email');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAttribute('aria-describedby', 'email-hint email-error');
    await expect(input).toHaveAccessibleDescription(
      'We only use it to reply to you. Error: Please enter a valid email address',
    );
    await heard.readToEnd('read the page');
    await heard.act('Tab', () => userEvent.tab());
    await expect(input).toHaveFocus();
  },
};

export const Optional: Story = {
  args: {
    label: 'Organization',
    required: false,
    children: <TextInput name="organization" autoComplete="organization" />,
  },
  parameters: { transcript: true, hindi: { args: { label: 'संस्था' } } },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Organization (optional)' });
    await expect(input).not.toBeRequired();
    await heard.act('Tab', () => userEvent.tab());
    await expect(input).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: {
    label: 'Event',
    disabled: true,
    children: <TextInput name="event" defaultValue="First Anniversary Convention" />,
  },
  parameters: {
    hindi: {
      args: { label: 'आयोजन', children: <TextInput name="event" defaultValue="पहली वर्षगाँठ का सम्मेलन" /> },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Event (required)' })).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: {
    label:
      'The name of the school, college, university or training institute where you most recently studied',
    hint: 'If you studied at more than one place, give the one most relevant to this application. You can add the others in your message; there is no need to list short courses.',
    error: 'Education background must be less than 1000 characters',
    required: false,
    children: <TextInput name="education" />,
  },
  parameters: {
    hindi: {
      args: {
        label: allStatesWords.hi.school,
        hint:
          `${allStatesWords.hi.schoolHint} बाकी जगहें आप अपने संदेश में लिख सकते हैं। ` +
          'छोटे कोर्स लिखने की ज़रूरत नहीं है।',
        error: allStatesWords.hi.schoolError,
      },
    },
  },
};

export const NarrowViewport: Story = {
  ...WithError,
  // The field as WithError draws it, at 320px; WithError's transcript is heard there.
  parameters: { transcript: false, hindi: withErrorHindi },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email (required)' });
    await expect(input.getBoundingClientRect().right).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/** The states in columns as wide as a form's, as many as fit, so that one picture holds them all. */
const sideBySide = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
  gap: '0 var(--ui-space-6)',
  alignItems: 'start',
} as const;

export const AllStates: Story = {
  name: 'All states',
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  render: (_args, context) => {
    const words = storyWords(context, allStatesWords);
    return (
      <form noValidate style={sideBySide}>
        <FormField label={words.fullName} required>
          <TextInput name="fullName" autoComplete="name" />
        </FormField>
        <FormField label={words.organization} required={false}>
          <TextInput name="organization" autoComplete="organization" />
        </FormField>
        <FormField label={words.mobile} required hint={words.mobileHint}>
          <TextInput name="mobile" type="tel" autoComplete="tel" inputMode="tel" width="medium" />
        </FormField>
        <FormField label={words.email} required hint={words.emailHint} error={words.emailError}>
          <TextInput name="email" type="email" autoComplete="email" defaultValue="asha@" />
        </FormField>
        <FormField label={words.event} required disabled hint={words.eventHint}>
          <TextInput name="event" defaultValue={words.eventValue} />
        </FormField>
        <FormField label={words.referral} hideNecessity>
          <TextInput name="referral" defaultValue="GOA-FEST-2025" width="short" />
        </FormField>
        <FormField label={words.school} required={false} hint={words.schoolHint} error={words.schoolError}>
          <TextInput name="education" defaultValue={words.schoolValue} />
        </FormField>
      </form>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('textbox')).toHaveLength(7);
    await expect(canvas.getByRole('textbox', { name: 'Email (required)' })).toBeInvalid();
    await expect(canvas.getByRole('textbox', { name: 'Event (required)' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Referral code' })).toBeVisible();
  },
};

// Do and don't (shown on the docs page, from FormField.guidance.ts)

export const DontErrorByColourOnly: Story = {
  name: "Don't: mark an error by colour alone",
  args: {
    label: 'Email',
    className: 'ui-field--error',
    children: <TextInput name="email" type="email" autoComplete="email" defaultValue="asha@" aria-invalid />,
  },
  parameters: {
    docs: {
      description: {
        story:
          'A red border and `aria-invalid` say that something is wrong but not what, nor how to fix it; people who do ' +
          'not see red hear only "invalid entry". Pass the message as `error`.',
      },
    },
    hindi: { args: { label: 'ई-मेल' } },
  },
};

export const DontAsteriskOnly: Story = {
  name: "Don't: an asterisk for required",
  args: {
    label: 'Full name *',
    hideNecessity: true,
    children: <TextInput name="fullName" autoComplete="name" />,
  },
  parameters: {
    docs: {
      description: {
        story:
          'Some screen readers say "star", others nothing, and many visitors do not know what an asterisk means. ' +
          'FormField says "(required)" or "(optional)" in words: leave `hideNecessity` off.',
      },
    },
    hindi: { args: { label: 'पूरा नाम *' } },
  },
};
