import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, within } from 'storybook/test';
import { Button } from '../button/Button.js';
import { storyWords } from '../docs-support/story-language.js';
import { FormField } from '../form-field/FormField.js';
import { Modal, ModalClose } from '../modal/Modal.js';
import { animationsEnded } from '../test-support/animations.js';
import { heard } from '../test-support/heard.js';
import { TextInput } from '../text-input/TextInput.js';
import { fieldsetGuidance } from './Fieldset.guidance.js';
import { Fieldset } from './Fieldset.js';

const addressWords = {
  en: { line1: 'Address line 1', line2: 'Address line 2', town: 'Town or city', pinCode: 'PIN code' },
  hi: { line1: 'पते की पंक्ति 1', line2: 'पते की पंक्ति 2', town: 'कस्बा या शहर', pinCode: 'पिन कोड' },
};

/** The fields of a postal address: one question, answered by several fields. */
function AddressFields({
  required = true,
  words = addressWords.en,
}: {
  required?: boolean;
  words?: (typeof addressWords)['en'];
}) {
  return (
    <>
      <FormField label={words.line1} required={required}>
        <TextInput name="addressLine1" autoComplete="address-line1" />
      </FormField>
      <FormField label={words.line2}>
        <TextInput name="addressLine2" autoComplete="address-line2" />
      </FormField>
      <FormField label={words.town} required={required}>
        <TextInput name="town" autoComplete="address-level2" width="medium" />
      </FormField>
      <FormField label={words.pinCode} required={required}>
        <TextInput name="pinCode" autoComplete="postal-code" inputMode="numeric" width="short" />
      </FormField>
    </>
  );
}

const legendHi = 'आपका पता क्या है?';
const certificateHintHi = 'हम आपका प्रमाणपत्र इसी पते पर डाक से भेजते हैं।';

/**
 * A story's Hindi args, its address fields in Hindi among them. The fields are given story by story, not
 * at the meta: a meta's and a story's `hindi.args` are merged, and two React elements merged key by
 * key make a third that neither story meant.
 */
const inHindi = (args: Record<string, unknown> = {}) => ({
  hindi: { args: { legend: legendHi, children: <AddressFields words={addressWords.hi} />, ...args } },
});

const meta = {
  title: 'Forms/Fieldset',
  component: Fieldset,
  args: {
    legend: 'What is your address?',
    children: <AddressFields />,
  },
  parameters: {
    docs: {
      guidance: fieldsetGuidance,
      description: {
        component:
          'A `<fieldset>` whose `<legend>` asks one question that several fields answer together, such as an address. ' +
          'Screen readers read the legend as the group’s name when the visitor enters it, and the hint and error once, ' +
          'through the fieldset’s `aria-describedby`. With `pageHeading` the legend holds the page’s `h1`, so a page ' +
          'that asks one question says it once. `required` adds "(required)" or "(optional)" in words; left out, the ' +
          'legend says neither, as the fields inside say it for themselves.',
      },
    },
  },
} satisfies Meta<typeof Fieldset>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { transcript: true, ...inHindi() },
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'What is your address?' });
    await expect(group.tagName).toBe('FIELDSET');
    await expect(group).not.toHaveAttribute('aria-describedby');
    await heard.readToEnd('read the page');
    await heard.act('Tab', () => userEvent.tab());
    await expect(within(group).getByRole('textbox', { name: 'Address line 1 (required)' })).toHaveFocus();
    await heard.act('Tab', () => userEvent.tab());
    await expect(within(group).getByRole('textbox', { name: 'Address line 2 (optional)' })).toHaveFocus();
    await heard.act('Shift + Tab', () => userEvent.tab({ shift: true }));
    await expect(within(group).getByRole('textbox', { name: 'Address line 1 (required)' })).toHaveFocus();
  },
};

export const WithHint: Story = {
  args: { hint: 'We send your certificate to this address by post.' },
  parameters: inHindi({ hint: certificateHintHi }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'What is your address?' })).toHaveAccessibleDescription(
      'We send your certificate to this address by post.',
    );
    // The group is described once: its fields are not described by the group's hint again.
    await expect(canvas.getByRole('textbox', { name: 'Address line 1 (required)' })).not.toHaveAttribute(
      'aria-describedby',
    );
  },
};

export const WithError: Story = {
  args: {
    id: 'address',
    hint: 'We send your certificate to this address by post.',
    error: 'Enter an address in India',
  },
  parameters: {
    transcript: true,
    ...inHindi({ hint: certificateHintHi, error: 'भारत का कोई पता लिखें' }),
  },
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'What is your address?' });
    await expect(group).toHaveAccessibleDescription(
      'We send your certificate to this address by post. Error: Enter an address in India',
    );
    await expect(group).toHaveAttribute('aria-describedby', 'address-hint address-error');
    await expect(group).toHaveClass('ui-fieldset--error');
    await heard.readToEnd('read the page');
    await heard.act('Tab', () => userEvent.tab());
    await expect(within(group).getByRole('textbox', { name: 'Address line 1 (required)' })).toHaveFocus();
  },
};

export const Required: Story = {
  args: { required: true },
  parameters: inHindi(),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'What is your address? (required)' })).toBeVisible();
  },
};

export const Optional: Story = {
  args: {
    legend: 'Where should we send a printed copy?',
    required: false,
    hint: 'Leave this empty if you only want the copy by email.',
    children: <AddressFields required={false} />,
  },
  parameters: inHindi({
    legend: 'छपी हुई कॉपी हम कहाँ भेजें?',
    hint: 'अगर आपको कॉपी सिर्फ़ ई-मेल से चाहिए, तो इसे खाली छोड़ दें।',
    children: <AddressFields required={false} words={addressWords.hi} />,
  }),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('group', { name: 'Where should we send a printed copy? (optional)' }),
    ).toBeVisible();
  },
};

export const PageHeading: Story = {
  args: { pageHeading: true, hint: 'We send your certificate to this address by post.' },
  parameters: { page: 'own-heading', ...inHindi({ hint: certificateHintHi }) },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'What is your address?' });
    await expect(heading.closest('legend')).not.toBeNull();
    await expect(canvas.getByRole('group', { name: 'What is your address?' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, hint: 'The address is taken from your membership and cannot be changed here.' },
  parameters: inHindi({ hint: 'पता आपकी सदस्यता से लिया गया है। इसे यहाँ नहीं बदला जा सकता।' }),
  play: async ({ canvas }) => {
    for (const field of canvas.getAllByRole('textbox')) await expect(field).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: {
    legend:
      'What is the address of the school, college or training centre where you would like us to hold the accessibility awareness session for teachers and students?',
    hint: 'If the session is for several campuses, give the address of the main one and tell us about the others in your message. We will visit before the day to check step-free access.',
    error: 'Enter the address of the school, college or training centre, including its PIN code',
  },
  parameters: inHindi({
    legend:
      'उस स्कूल, कॉलेज या प्रशिक्षण केंद्र का पता क्या है, जहाँ आप चाहते हैं कि हम शिक्षकों और छात्रों के लिए सुगम्यता पर जागरूकता सत्र करें?',
    hint: 'अगर सत्र कई कैंपस के लिए है, तो मुख्य कैंपस का पता दें और बाकी के बारे में अपने संदेश में बताएँ। हम उस दिन से पहले आकर देखेंगे कि बिना सीढ़ियों का रास्ता है या नहीं।',
    error: 'स्कूल, कॉलेज या प्रशिक्षण केंद्र का पता पिन कोड के साथ लिखें',
  }),
};

export const NarrowViewport: Story = {
  ...LongContent,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const width = document.documentElement.clientWidth;
    await expect(width).toBe(320);
    const group = canvas.getByRole('group');
    await expect(group.getBoundingClientRect().right).toBeLessThanOrEqual(width);
    const legend = group.querySelector('legend');
    await expect(legend?.getBoundingClientRect().right).toBeLessThanOrEqual(width);
  },
};

/** Two fields of one question, named after the state they show, so that every field has its own name. */
function NameFields({
  state,
  required = true,
  words,
}: {
  state: string;
  required?: boolean;
  words: (typeof allStatesWords)['en'];
}) {
  const label = words.states[state as keyof typeof words.states];
  return (
    <>
      <FormField label={`${words.given} (${label})`} required={required}>
        <TextInput name={`given-${state}`} autoComplete="given-name" width="medium" />
      </FormField>
      <FormField label={`${words.family} (${label})`} required={required}>
        <TextInput name={`family-${state}`} autoComplete="family-name" width="medium" />
      </FormField>
    </>
  );
}

/** The All states story's words: a Hindi page gives its own. */
const allStatesWords = {
  en: {
    given: 'Given name',
    family: 'Family name',
    states: {
      default: 'default',
      hint: 'hint',
      error: 'error',
      optional: 'optional',
      disabled: 'disabled',
      long: 'long',
    },
    name: 'What is your name?',
    nameHint: 'As it is written on your identity card.',
    nameError: 'Enter your name as it is written on your identity card',
    emergency: 'Who should we contact in an emergency?',
    disabledHint: 'Taken from your membership.',
    school:
      'What is the name of the school, college or training centre where you would like us to hold the accessibility awareness session?',
    schoolHint: 'Give the name the students and teachers use, and its official name if it is different.',
    schoolError: 'Enter the name of the school, college or training centre',
  },
  hi: {
    given: 'पहला नाम',
    family: 'उपनाम',
    states: {
      default: 'सामान्य',
      hint: 'संकेत',
      error: 'त्रुटि',
      optional: 'वैकल्पिक',
      disabled: 'बंद',
      long: 'लंबा',
    },
    name: 'आपका नाम क्या है?',
    nameHint: 'जैसा आपके पहचान पत्र पर लिखा है।',
    nameError: 'अपना नाम वैसा ही लिखें जैसा आपके पहचान पत्र पर लिखा है',
    emergency: 'आपात स्थिति में हम किससे संपर्क करें?',
    disabledHint: 'आपकी सदस्यता से लिया गया।',
    school: 'उस स्कूल, कॉलेज या प्रशिक्षण केंद्र का नाम क्या है, जहाँ आप चाहते हैं कि हम सुगम्यता पर जागरूकता सत्र करें?',
    schoolHint: 'वह नाम दें जो छात्र और शिक्षक बोलते हैं, और अगर सरकारी नाम अलग है तो वह भी।',
    schoolError: 'स्कूल, कॉलेज या प्रशिक्षण केंद्र का नाम लिखें',
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
        <Fieldset legend={words.name}>
          <NameFields state="default" words={words} />
        </Fieldset>
        <Fieldset legend={words.name} required hint={words.nameHint}>
          <NameFields state="hint" words={words} />
        </Fieldset>
        <Fieldset legend={words.name} required id="name-error" hint={words.nameHint} error={words.nameError}>
          <NameFields state="error" words={words} />
        </Fieldset>
        <Fieldset legend={words.emergency} required={false}>
          <NameFields state="optional" required={false} words={words} />
        </Fieldset>
        <Fieldset legend={words.name} disabled hint={words.disabledHint}>
          <NameFields state="disabled" words={words} />
        </Fieldset>
        <Fieldset legend={words.school} required hint={words.schoolHint} error={words.schoolError}>
          <NameFields state="long" words={words} />
        </Fieldset>
      </form>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('group')).toHaveLength(6);
    await expect(canvas.getByRole('textbox', { name: 'Given name (disabled) (required)' })).toBeDisabled();
    await expect(
      canvas.getByRole('group', { name: 'Who should we contact in an emergency? (optional)' }),
    ).toBeVisible();
  },
};

const modalWords = {
  en: {
    title: 'Change your address',
    change: 'Change address',
    cancel: 'Cancel',
    save: 'Save address',
    legend: 'What is your new address?',
    hint: 'We send your certificate here.',
    address: addressWords.en,
  },
  hi: {
    title: 'अपना पता बदलें',
    change: 'पता बदलें',
    cancel: 'रद्द करें',
    save: 'पता सहेजें',
    legend: 'आपका नया पता क्या है?',
    hint: 'हम आपका प्रमाणपत्र यहीं भेजते हैं।',
    address: addressWords.hi,
  },
};

function AddressInModal({ words }: { words: (typeof modalWords)['en'] }) {
  const [open, setOpen] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title={words.title}
      trigger={<Button variant="outline">{words.change}</Button>}
      footer={
        <>
          <ModalClose>
            <Button variant="outline">{words.cancel}</Button>
          </ModalClose>
          <Button type="submit" form="address-form">
            {words.save}
          </Button>
        </>
      }
    >
      <form id="address-form" onSubmit={(event) => event.preventDefault()}>
        <Fieldset legend={words.legend} hint={words.hint}>
          <AddressFields words={words.address} />
        </Fieldset>
      </form>
    </Modal>
  );
}

export const InModal: Story = {
  render: (_args, context) => <AddressInModal words={storyWords(context, modalWords)} />,
  play: async ({ canvas, userEvent }) => {
    await heard.act(
      'click Change address',
      () => userEvent.click(canvas.getByRole('button', { name: 'Change address' })),
      { until: () => screen.queryByRole('dialog', { name: 'Change your address' }) !== null },
    );
    const dialog = screen.getByRole('dialog', { name: 'Change your address' });
    await animationsEnded(dialog);
    const group = within(dialog).getByRole('group', { name: 'What is your new address?' });
    await expect(group).toHaveAccessibleDescription('We send your certificate here.');
    await userEvent.tab();
    await expect(within(group).getByRole('textbox', { name: 'Address line 1 (required)' })).toHaveFocus();
  },
};

/** Do: one fieldset round the fields that answer one question. */
export const DoGroupOneQuestion: Story = {
  name: 'Do: group the fields of one question',
  parameters: inHindi(),
};

/** Don't: a fieldset round a single field, whose legend only repeats its label. */
export const DontWrapOneField: Story = {
  name: "Don't: wrap a single field",
  args: {
    legend: 'Email address',
    children: (
      <FormField label="Email address" required>
        <TextInput name="email" type="email" autoComplete="email" />
      </FormField>
    ),
  },
  parameters: inHindi({
    legend: 'ई-मेल पता',
    children: (
      <FormField label="ई-मेल पता" required>
        <TextInput name="email" type="email" autoComplete="email" />
      </FormField>
    ),
  }),
};

/** Don't: a page heading above a fieldset whose legend asks the same question again. */
export const DontRepeatTheHeading: Story = {
  name: "Don't: repeat the page heading in the legend",
  parameters: { page: 'own-heading', ...inHindi() },
  render: (args, context) => (
    <>
      <h1>{storyWords(context, { en: 'What is your address?', hi: legendHi })}</h1>
      <Fieldset {...args} />
    </>
  ),
};
