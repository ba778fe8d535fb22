import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, within } from 'storybook/test';
import { eventually } from '../test-support/eventually.js';
import { Button } from '../button/Button.js';
import { storyWords } from '../docs-support/story-language.js';
import { FormField } from '../form-field/FormField.js';
import { Modal, ModalClose } from '../modal/Modal.js';
import { animationsEnded } from '../test-support/animations.js';
import { heard } from '../test-support/heard.js';
import { TextInput } from '../text-input/TextInput.js';
import { checkboxGuidance } from './Checkbox.guidance.js';
import { Checkbox } from './Checkbox.js';

const CONSENT = 'I agree to the privacy policy (required)';

const privacyHint = (
  <>
    Read the <a href="#privacy-policy">privacy policy</a> to see how we use and keep your details.
  </>
);

const privacyHintHi = (
  <>
    <a href="#privacy-policy">गोपनीयता नीति</a> पढ़ें और जानें कि हम आपकी जानकारी का उपयोग कैसे करते हैं और उसे कैसे रखते हैं।
  </>
);

/** The Hindi of the words several stories share. */
const hi = {
  consent: 'मैं गोपनीयता नीति से सहमत हूँ',
  newsletter: 'फ़ाउंडेशन का न्यूज़लेटर मुझे ई-मेल से भेजें',
  signedIn: 'इस डिवाइस पर मुझे साइन इन रखें',
  shared: 'साझा कंप्यूटर पर यह उपलब्ध नहीं है।',
  keep:
    'मैं सहमत हूँ कि फ़ाउंडेशन मेरा नाम, संपर्क जानकारी और मेरी बताई सुगम्यता ज़रूरतें 2 साल तक रख सकता है, ' +
    'ताकि उनसे मेल खाते आगे के आयोजनों और कार्यक्रमों के बारे में मुझसे संपर्क कर सके',
  keepHint:
    'आप कभी भी privacy@example.org पर लिखकर हमसे यह जानकारी मिटाने को कह सकते हैं। मिट जाने पर हम आपको ' +
    'पुष्टि भेजेंगे।',
  keepError: 'चुनें कि आप हमारे जानकारी रखने के तरीके से सहमत हैं, या फ़ॉर्म भेजे बिना छोड़ दें',
  byPhone: 'मुझसे फ़ोन पर भी संपर्क करें',
};

/** The phone number a checked box reveals. */
const phoneField = (words: { phone: string; phoneHint: string }) => (
  <FormField label={words.phone} hint={words.phoneHint} required>
    <TextInput name="phone" type="tel" autoComplete="tel" width="medium" />
  </FormField>
);
const phoneWords = {
  en: { phone: 'Phone number', phoneHint: 'Include your country code if you are outside India.' },
  hi: { phone: 'फ़ोन नंबर', phoneHint: 'अगर आप भारत से बाहर हैं, तो अपने देश का कोड भी लिखें।' },
};

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: {
    label: 'I agree to the privacy policy',
    name: 'privacyConsent',
    value: 'yes',
    required: true,
    onCheckedChange: fn(),
  },
  parameters: {
    hindi: { args: { label: hi.consent } },
    docs: {
      guidance: checkboxGuidance,
      description: {
        component:
          'A single native checkbox for consent or one yes-or-no statement. Its label says what checking it means and ' +
          '"(required)" or "(optional)" in words; the hint sits under the label and the error above the box, both tied ' +
          'to it with `aria-describedby`; an error sets `aria-invalid` and draws a red bar. Space toggles it; the label ' +
          'and box make a row at least 44px tall. It is a real `<input type="checkbox">`, so it is submitted and works ' +
          'without scripts. `ref` and the input props (`name`, `value`, `checked`) go to the input, `className` to the ' +
          'wrapper. For several boxes answering one question use CheckboxGroup.',
      },
    },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { transcript: true },
  play: async ({ canvas, args, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: CONSENT });
    await expect(box).not.toBeChecked();
    await expect(box).toBeRequired();
    await heard.readToEnd('read the page');
    await heard.act('Tab', () => userEvent.tab());
    await expect(box).toHaveFocus();
    await heard.act('press Space', () => userEvent.keyboard(' '));
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await heard.act('press Space again', () => userEvent.keyboard(' '));
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
    const row = box.closest('.ui-choice')?.getBoundingClientRect();
    await expect(row?.height).toBeGreaterThanOrEqual(44);
  },
};

export const WithHint: Story = {
  args: { hint: privacyHint },
  parameters: { hindi: { args: { hint: privacyHintHi } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: CONSENT })).toHaveAccessibleDescription(
      'Read the privacy policy to see how we use and keep your details.',
    );
  },
};

export const WithError: Story = {
  args: {
    id: 'privacyConsent',
    hint: privacyHint,
    error: 'Select that you agree to the privacy policy to send the form',
  },
  parameters: {
    transcript: true,
    hindi: {
      args: { hint: privacyHintHi, error: 'फ़ॉर्म भेजने के लिए चुनें कि आप गोपनीयता नीति से सहमत हैं' },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: CONSENT });
    await expect(box).toHaveAttribute('id', 'privacyConsent');
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription(
      'Read the privacy policy to see how we use and keep your details. Error: Select that you agree to the privacy policy to send the form',
    );
    await heard.readToEnd('read the page');
    await heard.act('Tab', () => userEvent.tab());
    await expect(box).toHaveFocus();
    await heard.act('press Space', () => userEvent.keyboard(' '));
    await expect(box).toBeChecked();
  },
};

export const Required: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: CONSENT })).toBeRequired();
  },
};

export const Optional: Story = {
  args: {
    label: 'Send me the foundation’s newsletter by email',
    name: 'newsletter',
    required: false,
    hint: 'About once a month. You can stop it from any newsletter.',
  },
  parameters: {
    hindi: { args: { label: hi.newsletter, hint: 'लगभग महीने में एक बार। आप किसी भी अंक से इसे बंद कर सकते हैं।' } },
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', {
      name: 'Send me the foundation’s newsletter by email (optional)',
    });
    await expect(box).not.toBeRequired();
  },
};

export const Disabled: Story = {
  args: {
    label: 'Keep me signed in on this device',
    name: 'staySignedIn',
    required: false,
    disabled: true,
    hint: 'Not available on a shared computer.',
  },
  parameters: { hindi: { args: { label: hi.signedIn, hint: hi.shared } } },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Keep me signed in on this device (optional)' });
    await expect(box).toBeDisabled();
    await userEvent.tab();
    await expect(box).not.toHaveFocus();
  },
};

export const LongContent: Story = {
  args: {
    label:
      'I agree that the foundation may keep my name, contact details and the access needs I described, for up to two years, to contact me about future events and programmes that match them',
    hint: 'You can ask us to delete these details at any time by writing to privacy@example.org, and we will confirm when they are gone.',
    error: 'Select that you agree to how we keep your details, or leave the form without sending it',
  },
  parameters: { hindi: { args: { label: hi.keep, hint: hi.keepHint, error: hi.keepError } } },
};

export const NarrowViewport: Story = {
  ...LongContent,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const width = document.documentElement.clientWidth;
    await expect(width).toBe(320);
    const row = canvas.getByRole('checkbox').closest('.ui-choice');
    await expect(row?.getBoundingClientRect().right).toBeLessThanOrEqual(width);
  },
};

export const WithConditional: Story = {
  args: {
    label: 'Contact me by phone as well',
    name: 'contactByPhone',
    required: false,
    conditional: phoneField(phoneWords.en),
  },
  parameters: { hindi: { args: { label: hi.byPhone, conditional: phoneField(phoneWords.hi) } } },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Contact me by phone as well (optional)' });
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Phone number (required)' })).toHaveFocus();
  },
};

const modalWords = {
  en: {
    title: 'Register for the career fair',
    register: 'Register',
    cancel: 'Cancel',
    error: 'Select that you agree to the privacy policy to register',
    fullName: 'Full name',
    consent: 'I agree to the privacy policy',
    hint: privacyHint,
  },
  hi: {
    title: 'करियर मेले के लिए पंजीकरण करें',
    register: 'पंजीकरण करें',
    cancel: 'रद्द करें',
    error: 'पंजीकरण के लिए चुनें कि आप गोपनीयता नीति से सहमत हैं',
    fullName: 'पूरा नाम',
    consent: hi.consent,
    hint: privacyHintHi,
  },
};

function ConsentInModal({ words }: { words: (typeof modalWords)['en'] }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title={words.title}
      trigger={<Button>{words.register}</Button>}
      footer={
        <>
          <ModalClose>
            <Button variant="outline">{words.cancel}</Button>
          </ModalClose>
          <Button type="submit" form="register-form">
            {words.register}
          </Button>
        </>
      }
    >
      <form
        id="register-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const agreed = new FormData(event.currentTarget).get('privacyConsent') === 'yes';
          setError(agreed ? undefined : words.error);
        }}
      >
        <FormField label={words.fullName} required>
          <TextInput name="fullName" autoComplete="name" />
        </FormField>
        <Checkbox
          label={words.consent}
          name="privacyConsent"
          value="yes"
          required
          hint={words.hint}
          error={error}
        />
      </form>
    </Modal>
  );
}

export const InModal: Story = {
  render: (_args, context) => <ConsentInModal words={storyWords(context, modalWords)} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    const dialog = await eventually(() =>
      screen.getByRole('dialog', { name: 'Register for the career fair' }),
    );
    await animationsEnded(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    const box = within(dialog).getByRole('checkbox', { name: CONSENT });
    await expect(box).toBeInvalid();
    await userEvent.click(box);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    await expect(box).not.toBeInvalid();
  },
};

/** The states in columns as wide as a form's, as many as fit, so that one picture holds them all. */
const sideBySide = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
  gap: '0 var(--ui-space-6)',
  alignItems: 'start',
} as const;

/** The All states story's words: a Hindi page gives its own. */
const allStatesWords = {
  en: {
    reminder: 'Send me a reminder the day before',
    consent: 'I agree to the privacy policy',
    conduct: 'I agree to the code of conduct',
    newsletter: 'Send me the foundation’s newsletter by email',
    privacyHint,
    terms: 'I agree to the terms of the workshop',
    termsError: 'Select that you agree to the terms of the workshop to register',
    briefing: 'I have read the safety briefing',
    briefingError: 'Select that you have read the safety briefing again: it changed',
    signedIn: 'Keep me signed in on this device',
    shared: 'Not available on a shared computer.',
    share: 'Share my details with partner charities',
    byPhone: 'Contact me by phone as well',
    phone: phoneWords.en,
    keep: 'I agree that the foundation may keep my name, contact details and the access needs I described, for up to two years, to contact me about future events and programmes that match them',
    keepHint:
      'You can ask us to delete these details at any time by writing to privacy@example.org, and we will confirm when they are gone.',
    keepError: 'Select that you agree to how we keep your details, or leave the form without sending it',
  },
  hi: {
    reminder: 'एक दिन पहले मुझे याद दिलाएँ',
    consent: hi.consent,
    conduct: 'मैं आचार संहिता से सहमत हूँ',
    newsletter: hi.newsletter,
    privacyHint: privacyHintHi,
    terms: 'मैं कार्यशाला की शर्तों से सहमत हूँ',
    termsError: 'पंजीकरण के लिए चुनें कि आप कार्यशाला की शर्तों से सहमत हैं',
    briefing: 'मैंने सुरक्षा की जानकारी पढ़ ली है',
    briefingError: 'सुरक्षा की जानकारी बदल गई है: उसे पढ़कर फिर से चुनें',
    signedIn: hi.signedIn,
    shared: hi.shared,
    share: 'मेरी जानकारी साझेदार संस्थाओं को दें',
    byPhone: hi.byPhone,
    phone: phoneWords.hi,
    keep: hi.keep,
    keepHint: hi.keepHint,
    keepError: hi.keepError,
  },
};

export const AllStates: Story = {
  name: 'All states',
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  render: (_args, context) => {
    const words = storyWords(context, allStatesWords);
    return (
      <form noValidate style={sideBySide}>
        <Checkbox label={words.reminder} name="reminder" />
        <Checkbox label={words.consent} name="consent" value="yes" required />
        <Checkbox label={words.conduct} name="conduct" value="yes" required defaultChecked />
        <Checkbox label={words.newsletter} name="newsletter" hint={words.privacyHint} />
        <Checkbox label={words.terms} name="terms" required error={words.termsError} />
        <Checkbox
          label={words.briefing}
          name="briefing"
          required
          defaultChecked
          error={words.briefingError}
        />
        <Checkbox label={words.signedIn} name="staySignedIn" disabled hint={words.shared} />
        <Checkbox label={words.share} name="share" disabled defaultChecked />
        <Checkbox
          label={words.byPhone}
          name="contactByPhone"
          defaultChecked
          conditional={phoneField(words.phone)}
        />
        <Checkbox label={words.keep} name="keepDetails" hint={words.keepHint} error={words.keepError} />
      </form>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(10);
    await expect(
      canvas.getByRole('checkbox', { name: 'I agree to the code of conduct (required)' }),
    ).toBeChecked();
    await expect(
      canvas.getByRole('checkbox', { name: 'Keep me signed in on this device (optional)' }),
    ).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Phone number (required)' })).toBeVisible();
  },
};

/** Do: the link to the policy in the hint, outside the label. */
export const DoLinkInHint: Story = {
  name: 'Do: put the policy link in the hint',
  args: { hint: privacyHint },
  parameters: { hindi: { args: { hint: privacyHintHi } } },
};

/** Don't: a link inside the label. */
export const DontLinkInLabel: Story = {
  name: "Don't: put a link inside the label",
  args: {
    label: (
      <>
        I agree to the <a href="#privacy-policy">privacy policy</a>
      </>
    ),
  },
  parameters: {
    hindi: {
      args: {
        label: (
          <>
            मैं <a href="#privacy-policy">गोपनीयता नीति</a> से सहमत हूँ
          </>
        ),
      },
    },
  },
};

/** Don't: consent ticked before the visitor has given it. */
export const DontPreCheck: Story = {
  name: "Don't: check consent in advance",
  args: { defaultChecked: true },
};
