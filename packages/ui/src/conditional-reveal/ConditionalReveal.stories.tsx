import type { Meta, StoryObj } from '@storybook/react-vite';
import { Children, type ReactNode, useState } from 'react';
import { expect, fn, screen, within } from 'storybook/test';
import { eventually } from '../test-support/eventually.js';
import { Button } from '../button/Button.js';
import { Checkbox } from '../checkbox/Checkbox.js';
import { CheckboxGroup } from '../checkbox-group/CheckboxGroup.js';
import { storyWords } from '../docs-support/story-language.js';
import { FormField } from '../form-field/FormField.js';
import { Modal, ModalClose } from '../modal/Modal.js';
import { RadioGroup } from '../radio-group/RadioGroup.js';
import { animationsEnded } from '../test-support/animations.js';
import { heard } from '../test-support/heard.js';
import { TextArea } from '../text-area/TextArea.js';
import { TextInput } from '../text-input/TextInput.js';
import { conditionalRevealGuidance } from './ConditionalReveal.guidance.js';

/** The stories' words: a Hindi page gives its own. */
const contactWords = {
  en: {
    legend: 'How would you like us to contact you?',
    hint: 'Choose one.',
    email: 'Email',
    emailAddress: 'Email address',
    phone: 'Phone call',
    phoneNumber: 'Phone number',
    phoneHint: 'Include your country code if you are outside India.',
    whatsapp: 'WhatsApp or text message' as ReactNode,
    mobileNumber: 'Mobile number',
  },
  hi: {
    legend: 'हम आपसे कैसे संपर्क करें?',
    hint: 'एक चुनें।',
    email: 'ई-मेल',
    emailAddress: 'ई-मेल पता',
    phone: 'फ़ोन कॉल',
    phoneNumber: 'फ़ोन नंबर',
    phoneHint: 'अगर आप भारत से बाहर हैं, तो अपने देश का कोड भी लिखें।',
    // A brand name, written as its owner writes it.
    whatsapp: (
      <>
        <span lang="en">WhatsApp</span> या एसएमएस
      </>
    ) as ReactNode,
    mobileNumber: 'मोबाइल नंबर',
  },
};

type ContactWords = (typeof contactWords)['en'];

const contactOptionsIn = (words: ContactWords) => [
  {
    value: 'email',
    label: words.email,
    conditional: (
      <FormField label={words.emailAddress} required>
        <TextInput name="contactEmail" type="email" autoComplete="email" spellCheck={false} />
      </FormField>
    ),
  },
  {
    value: 'phone',
    label: words.phone,
    conditional: (
      <FormField label={words.phoneNumber} hint={words.phoneHint} required>
        <TextInput name="contactPhone" type="tel" autoComplete="tel" width="medium" />
      </FormField>
    ),
  },
  {
    value: 'whatsapp',
    label: words.whatsapp,
    conditional: (
      <FormField label={words.mobileNumber} required>
        <TextInput name="contactMobile" type="tel" autoComplete="tel" width="medium" />
      </FormField>
    ),
  },
];

const contactOptions = contactOptionsIn(contactWords.en);
const contactOptionsHi = contactOptionsIn(contactWords.hi);

const accessWords = {
  en: {
    legend: 'Which access needs should we plan for?',
    hint: 'Select all that apply.',
    interpreter: 'A sign language interpreter',
    whichLanguage: 'Which sign language?',
    whichLanguageHint: 'For example, Indian Sign Language.',
    stepFree: 'Step-free access',
    captions: 'Live captions',
    other: 'Something else',
    otherNeed: 'Tell us what you need',
  },
  hi: {
    legend: 'सुगम्यता से जुड़ी आपकी किन ज़रूरतों के लिए हम इंतज़ाम करें?',
    hint: 'जो भी लागू हों, सब चुनें।',
    interpreter: 'सांकेतिक भाषा दुभाषिया',
    whichLanguage: 'कौन-सी सांकेतिक भाषा?',
    whichLanguageHint: 'जैसे, भारतीय सांकेतिक भाषा।',
    stepFree: 'बिना सीढ़ियों का रास्ता',
    captions: 'लाइव कैप्शन',
    other: 'कुछ और',
    otherNeed: 'बताएँ कि आपको क्या चाहिए',
  },
};

type AccessWords = (typeof accessWords)['en'];

const accessNeedsIn = (words: AccessWords) => [
  {
    value: 'interpreter',
    label: words.interpreter,
    conditional: (
      <FormField label={words.whichLanguage} hint={words.whichLanguageHint} required>
        <TextInput name="signLanguage" width="medium" />
      </FormField>
    ),
  },
  { value: 'step-free', label: words.stepFree },
  { value: 'captions', label: words.captions },
  {
    value: 'other',
    label: words.other,
    conditional: (
      <FormField label={words.otherNeed} required>
        <TextArea name="otherNeed" rows={3} />
      </FormField>
    ),
  },
];

const reminderWords = {
  en: { reminder: 'Send me a reminder the day before', mobile: 'Mobile number for the reminder' },
  hi: { reminder: 'एक दिन पहले मुझे याद दिलाएँ', mobile: 'याद दिलाने के लिए मोबाइल नंबर' },
};

const meta = {
  title: 'Forms/Conditional reveal',
  component: RadioGroup,
  args: {
    legend: 'How would you like us to contact you?',
    hint: 'Choose one.',
    name: 'contactBy',
    options: contactOptions,
    required: true,
    onValueChange: fn(),
  },
  parameters: {
    hindi: {
      args: { legend: contactWords.hi.legend, hint: contactWords.hi.hint, options: contactOptionsHi },
    },
    docs: {
      guidance: conditionalRevealGuidance,
      description: {
        component:
          'An option of a RadioGroup or CheckboxGroup, or a single Checkbox, can carry `conditional` content: a ' +
          'follow-up question shown right under it while it is checked (GOV.UK’s ‘conditionally revealing a related ' +
          'question’). It is next in reading and Tab order, and a group named after its option. Collapsed, it is ' +
          '`hidden` and in a disabled fieldset, so nothing in it can be focused or is sent, while what was typed is ' +
          'kept if the option is checked again. The input points at it with `aria-controls`; a checkbox also says ' +
          '`aria-expanded`, which ARIA does not allow on a radio. Before scripts run, or without them, CSS shows and ' +
          'hides it from the input’s own checked state.',
      },
    },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { transcript: true },
  play: async ({ canvas, args, userEvent }) => {
    const email = canvas.getByRole('radio', { name: 'Email' });
    const phone = canvas.getByRole('radio', { name: 'Phone call' });
    await expect(email).toHaveAttribute('aria-controls');
    await expect(email).not.toHaveAttribute('aria-expanded');
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await heard.readToEnd('read the page');

    await heard.act('Tab', () => userEvent.tab());
    await expect(email).toHaveFocus();
    await heard.act('press Space', () => userEvent.keyboard(' '));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('email');
    const revealed = canvas.getByRole('group', { name: 'Email' });
    await heard.act('Tab', () => userEvent.tab());
    const address = within(revealed).getByRole('textbox', { name: 'Email address (required)' });
    await expect(address).toHaveFocus();
    await heard.act('type asha@example.org', () => userEvent.keyboard('asha@example.org'));

    await heard.act('Shift + Tab', () => userEvent.tab({ shift: true }));
    await expect(email).toHaveFocus();
    await heard.act('press Down arrow', () => userEvent.keyboard('{ArrowDown}'));
    await expect(phone).toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: 'Email address (required)' })).toBeNull();
    await heard.readToEnd('read on');
    await heard.act('Tab', () => userEvent.tab());
    await expect(canvas.getByRole('textbox', { name: 'Phone number (required)' })).toHaveFocus();

    // Back to Email: what was typed is still there.
    await heard.act('Shift + Tab', () => userEvent.tab({ shift: true }));
    await heard.act('press Up arrow', () => userEvent.keyboard('{ArrowUp}'));
    await expect(email).toBeChecked();
    await heard.act('Tab', () => userEvent.tab());
    await expect(canvas.getByRole('textbox', { name: 'Email address (required)' })).toHaveValue(
      'asha@example.org',
    );
  },
};

export const Checkboxes: Story = {
  render: (_args, context) => {
    const words = storyWords(context, accessWords);
    return (
      <CheckboxGroup
        legend={words.legend}
        hint={words.hint}
        name="accessNeeds"
        options={accessNeedsIn(words)}
      />
    );
  },
  parameters: { transcript: true },
  play: async ({ canvas, userEvent }) => {
    const interpreter = canvas.getByRole('checkbox', { name: 'A sign language interpreter' });
    const other = canvas.getByRole('checkbox', { name: 'Something else' });
    await expect(interpreter).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('checkbox', { name: 'Step-free access' })).not.toHaveAttribute(
      'aria-expanded',
    );
    await heard.act('Tab', () => userEvent.tab());
    await heard.act('press Space', () => userEvent.keyboard(' '));
    await expect(interpreter).toHaveAttribute('aria-expanded', 'true');
    await heard.act('Tab', () => userEvent.tab());
    await expect(canvas.getByRole('textbox', { name: 'Which sign language? (required)' })).toHaveFocus();
    await heard.act('Tab', () => userEvent.tab());
    await heard.act('Tab', () => userEvent.tab());
    await heard.act('Tab', () => userEvent.tab());
    await expect(other).toHaveFocus();
    await heard.act('press Space', () => userEvent.keyboard(' '));
    await expect(other).toHaveAttribute('aria-expanded', 'true');
    await heard.act('Tab', () => userEvent.tab());
    await expect(canvas.getByRole('textbox', { name: 'Tell us what you need (required)' })).toHaveFocus();
    // Both stay open: each box has its own question.
    await expect(canvas.getByRole('textbox', { name: 'Which sign language? (required)' })).toBeVisible();
  },
};

export const SingleCheckbox: Story = {
  render: (_args, context) => {
    const words = storyWords(context, reminderWords);
    return (
      <Checkbox
        label={words.reminder}
        name="reminder"
        conditional={
          <FormField label={words.mobile} required>
            <TextInput name="reminderMobile" type="tel" autoComplete="tel" width="medium" />
          </FormField>
        }
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Send me a reminder the day before (optional)' });
    await userEvent.click(box);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(
      canvas.getByRole('group', { name: 'Send me a reminder the day before (optional)' }),
    ).toBeVisible();
  },
};

export const StartsChecked: Story = {
  args: { defaultValue: 'phone' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Phone number (required)' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Email address (required)' })).toBeNull();
  },
};

/** The contact options with an error in the revealed email field. */
const withEmailError = (options: typeof contactOptions, words: { label: string; error: string }) =>
  options.map((option) =>
    option.value === 'email'
      ? {
          ...option,
          conditional: (
            <FormField id="contactEmail" label={words.label} required error={words.error}>
              <TextInput name="contactEmail" type="email" autoComplete="email" defaultValue="asha@" />
            </FormField>
          ),
        }
      : option,
  );

const emailFormatError = {
  en: 'Enter an email address in the correct format, like name@example.com',
  hi: 'ई-मेल पता सही रूप में लिखें, जैसे name@example.com',
};

export const WithErrorInside: Story = {
  args: {
    defaultValue: 'email',
    options: withEmailError(contactOptions, { label: 'Email address', error: emailFormatError.en }),
  },
  parameters: {
    hindi: {
      args: {
        options: withEmailError(contactOptionsHi, {
          label: contactWords.hi.emailAddress,
          error: emailFormatError.hi,
        }),
      },
    },
  },
  play: async ({ canvas }) => {
    const address = canvas.getByRole('textbox', { name: 'Email address (required)' });
    await expect(address).toBeInvalid();
    await expect(address).toHaveAccessibleDescription(
      'Error: Enter an email address in the correct format, like name@example.com',
    );
  },
};

const sendContact = fn();

export const NotSentWhenHidden: Story = {
  render: (args, context) => (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        sendContact(Object.fromEntries(new FormData(event.currentTarget)));
      }}
    >
      <RadioGroup {...args} />
      <Button type="submit">{storyWords(context, { en: 'Continue', hi: 'आगे बढ़ें' })}</Button>
    </form>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Email' }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Email address (required)' }),
      'asha@example.org',
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'Phone call' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number (required)' }), '+91 98765 43210');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(sendContact).toHaveBeenLastCalledWith({
      contactBy: 'phone',
      contactPhone: '+91 98765 43210',
    });
  },
};

function ControlledContact({ words, clear }: { words: ContactWords; clear: string }) {
  const [contactBy, setContactBy] = useState('whatsapp');
  return (
    <>
      <RadioGroup
        legend={words.legend}
        name="contactBy"
        options={contactOptionsIn(words)}
        value={contactBy}
        onValueChange={setContactBy}
        required
      />
      <Button variant="outline" onClick={() => setContactBy('')}>
        {clear}
      </Button>
    </>
  );
}

export const Controlled: Story = {
  render: (_args, context) => (
    <ControlledContact
      words={storyWords(context, contactWords)}
      clear={storyWords(context, { en: 'Clear the answer', hi: 'जवाब हटाएँ' })}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('textbox', { name: 'Mobile number (required)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear the answer' }));
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByText('Email'));
    await expect(canvas.getByRole('textbox', { name: 'Email address (required)' })).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    legend:
      'Would you like someone from the foundation to help you fill in the scholarship application, in person or over a call?',
    hint: 'A volunteer can read the questions aloud, write down your answers and explain the documents we ask for.',
    name: 'helpWithApplication',
    defaultValue: 'yes',
    options: [
      {
        value: 'yes',
        label: 'Yes, I would like a volunteer to help me with the application',
        conditional: (
          <FormField
            label="When are you usually free to talk, and how should the volunteer reach you?"
            hint="For example: weekday mornings, by a phone call to the number on your application."
            required
          >
            <TextArea name="helpAvailability" rows={3} />
          </FormField>
        ),
      },
      { value: 'no', label: 'No, I can fill it in myself' },
    ],
  },
  parameters: {
    hindi: {
      args: {
        legend:
          'क्या आप चाहते हैं कि फ़ाउंडेशन का कोई व्यक्ति छात्रवृत्ति का आवेदन भरने में आपकी मदद करे, आमने-सामने या फ़ोन पर?',
        hint: 'कोई स्वयंसेवक आपको प्रश्न पढ़कर सुना सकता है, आपके जवाब लिख सकता है और हमारे माँगे दस्तावेज़ समझा सकता है।',
        options: [
          {
            value: 'yes',
            label: 'हाँ, आवेदन भरने में मुझे किसी स्वयंसेवक की मदद चाहिए',
            conditional: (
              <FormField
                label="आप आम तौर पर कब बात कर सकते हैं, और स्वयंसेवक आपसे कैसे संपर्क करे?"
                hint="जैसे: हफ़्ते के दिनों में सुबह, आपके आवेदन में लिखे नंबर पर फ़ोन करके।"
                required
              >
                <TextArea name="helpAvailability" rows={3} />
              </FormField>
            ),
          },
          { value: 'no', label: 'नहीं, इसे भरने में मुझे मदद नहीं चाहिए' },
        ],
      },
    },
  },
};

export const NarrowViewport: Story = {
  ...LongContent,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const width = document.documentElement.clientWidth;
    await expect(width).toBe(320);
    const box = canvas.getByRole('textbox');
    await expect(box.getBoundingClientRect().right).toBeLessThanOrEqual(width);
    await expect(box.getBoundingClientRect().width).toBeGreaterThan(150);
  },
};

const modalWords = {
  en: {
    title: 'Ask about the event',
    ask: 'Ask a question',
    cancel: 'Cancel',
    send: 'Send',
    legend: 'How would you like us to reply?',
    contact: contactWords.en,
  },
  hi: {
    title: 'आयोजन के बारे में पूछें',
    ask: 'सवाल पूछें',
    cancel: 'रद्द करें',
    send: 'भेजें',
    legend: 'हम आपको जवाब कैसे दें?',
    contact: contactWords.hi,
  },
};

function ContactInModal({ words }: { words: (typeof modalWords)['en'] }) {
  const [open, setOpen] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title={words.title}
      trigger={<Button>{words.ask}</Button>}
      footer={
        <>
          <ModalClose>
            <Button variant="outline">{words.cancel}</Button>
          </ModalClose>
          <Button type="submit" form="ask-form">
            {words.send}
          </Button>
        </>
      }
    >
      <form id="ask-form" onSubmit={(event) => event.preventDefault()}>
        <RadioGroup legend={words.legend} name="replyBy" options={contactOptionsIn(words.contact)} required />
      </form>
    </Modal>
  );
}

export const InModal: Story = {
  render: (_args, context) => <ContactInModal words={storyWords(context, modalWords)} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ask a question' }));
    const dialog = await eventually(() => screen.getByRole('dialog', { name: 'Ask about the event' }));
    await animationsEnded(dialog);
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(dialog).getByRole('radio', { name: 'Phone call' })).toBeChecked();
    // The revealed field joins the dialog's Tab cycle, and the hidden ones stay out of it.
    await userEvent.tab();
    await expect(within(dialog).getByRole('textbox', { name: 'Phone number (required)' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

/**
 * The states in columns as wide as a form's, as many as fit, each state whole in one column, so that
 * one picture holds them all.
 */
function SideBySide({ children }: { children: ReactNode }) {
  return (
    <form noValidate style={{ columns: '3 18rem', columnGap: 'var(--ui-space-6)' }}>
      {Children.map(children, (state) => (
        <div style={{ breakInside: 'avoid' }}>{state}</div>
      ))}
    </form>
  );
}

/** The contact options of another question, so that every field in the picture has its own name. */
const replyOptionsIn = (words: ContactWords, phoneLabel: string) =>
  contactOptionsIn(words).map((option) => ({
    ...option,
    conditional:
      option.value === 'phone' ? (
        <FormField label={phoneLabel} hint={words.phoneHint} required>
          <TextInput name="replyPhone" type="tel" autoComplete="tel" width="medium" />
        </FormField>
      ) : (
        option.conditional
      ),
  }));

/** The All states story's words: a Hindi page gives its own. */
const allStatesWords = {
  en: {
    contact: contactWords.en,
    access: accessWords.en,
    reminder: reminderWords.en,
    reply: 'How would you like us to reply?',
    replyPhone: 'Phone number for the reply',
    certificate: 'Where should we send the certificate?',
    byEmail: 'By email',
    certificateEmail: 'Email address for the certificate',
    emailError: emailFormatError.en,
    byPost: 'By post',
    heardFrom: 'How did you hear about the fair?',
    heardFromHint: 'You answered this when you registered.',
    friend: 'From a friend',
    elsewhere: 'Somewhere else',
    where: 'Where did you hear about it?',
    poster: 'A poster at the library',
  },
  hi: {
    contact: contactWords.hi,
    access: accessWords.hi,
    reminder: reminderWords.hi,
    reply: 'हम आपको जवाब कैसे दें?',
    replyPhone: 'जवाब के लिए फ़ोन नंबर',
    certificate: 'हम प्रमाणपत्र कहाँ भेजें?',
    byEmail: 'ई-मेल से',
    certificateEmail: 'प्रमाणपत्र के लिए ई-मेल पता',
    emailError: emailFormatError.hi,
    byPost: 'डाक से',
    heardFrom: 'आपको मेले के बारे में कैसे पता चला?',
    heardFromHint: 'आपने पंजीकरण के समय इसका जवाब दिया था।',
    friend: 'किसी दोस्त से',
    elsewhere: 'कहीं और से',
    where: 'आपको इसके बारे में कहाँ से पता चला?',
    poster: 'पुस्तकालय में लगे एक पोस्टर से',
  },
};

export const AllStates: Story = {
  name: 'All states',
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  render: (_args, context) => {
    const words = storyWords(context, allStatesWords);
    return (
      <SideBySide>
        <RadioGroup
          legend={words.contact.legend}
          hint={words.contact.hint}
          name="contactBy"
          options={contactOptionsIn(words.contact)}
          required
        />
        <RadioGroup
          legend={words.reply}
          name="replyBy"
          options={replyOptionsIn(words.contact, words.replyPhone)}
          defaultValue="phone"
          required
        />
        <CheckboxGroup
          legend={words.access.legend}
          hint={words.access.hint}
          name="accessNeeds"
          options={accessNeedsIn(words.access)}
          defaultValue={['interpreter', 'captions', 'other']}
        />
        <Checkbox
          label={words.reminder.reminder}
          name="reminder"
          defaultChecked
          conditional={
            <FormField label={words.reminder.mobile} required>
              <TextInput name="reminderMobile" type="tel" autoComplete="tel" width="medium" />
            </FormField>
          }
        />
        <RadioGroup
          legend={words.certificate}
          name="certificateBy"
          defaultValue="email"
          required
          options={[
            {
              value: 'email',
              label: words.byEmail,
              conditional: (
                <FormField label={words.certificateEmail} required error={words.emailError}>
                  <TextInput name="certificateEmail" type="email" autoComplete="email" defaultValue="asha@" />
                </FormField>
              ),
            },
            { value: 'post', label: words.byPost },
          ]}
        />
        <RadioGroup
          legend={words.heardFrom}
          hint={words.heardFromHint}
          name="heardFrom"
          defaultValue="other"
          disabled
          options={[
            { value: 'friend', label: words.friend },
            {
              value: 'other',
              label: words.elsewhere,
              conditional: (
                <FormField label={words.where}>
                  <TextInput name="heardFromOther" defaultValue={words.poster} />
                </FormField>
              ),
            },
          ]}
        />
      </SideBySide>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('textbox', { name: 'Email address (required)' })).toBeNull();
    await expect(
      canvas.getByRole('textbox', { name: 'Phone number for the reply (required)' }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Which sign language? (required)' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Tell us what you need (required)' })).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: 'Mobile number for the reminder (required)' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: 'Email address for the certificate (required)' }),
    ).toBeInvalid();
    await expect(
      canvas.getByRole('textbox', { name: 'Where did you hear about it? (optional)' }),
    ).toBeDisabled();
  },
};

/** Don't: a whole form hidden under one option. */
export const DontRevealAForm: Story = {
  name: "Don't: reveal a form under an option",
  args: {
    legend: 'Are you applying for someone else?',
    hint: undefined,
    name: 'applyingForSomeoneElse',
    defaultValue: 'yes',
    options: [
      {
        value: 'yes',
        label: 'Yes',
        conditional: (
          <>
            <FormField label="Their full name" required>
              <TextInput name="otherName" autoComplete="off" />
            </FormField>
            <FormField label="Their email address" required>
              <TextInput name="otherEmail" type="email" autoComplete="off" />
            </FormField>
            <FormField label="Their phone number" required>
              <TextInput name="otherPhone" type="tel" autoComplete="off" width="medium" />
            </FormField>
            <FormField label="How are you related to them?" required>
              <TextInput name="relationship" width="medium" />
            </FormField>
            <FormField label="Why are you applying for them?" required>
              <TextArea name="reason" rows={3} />
            </FormField>
          </>
        ),
      },
      { value: 'no', label: 'No, for myself' },
    ],
  },
  parameters: {
    hindi: {
      args: {
        legend: 'क्या आप किसी और के लिए आवेदन कर रहे हैं?',
        // No hint, as in English: an undefined arg would leave the meta's Hindi hint in place.
        hint: false,
        options: [
          {
            value: 'yes',
            label: 'हाँ',
            conditional: (
              <>
                <FormField label="उनका पूरा नाम" required>
                  <TextInput name="otherName" autoComplete="off" />
                </FormField>
                <FormField label="उनका ई-मेल पता" required>
                  <TextInput name="otherEmail" type="email" autoComplete="off" />
                </FormField>
                <FormField label="उनका फ़ोन नंबर" required>
                  <TextInput name="otherPhone" type="tel" autoComplete="off" width="medium" />
                </FormField>
                <FormField label="उनसे आपका क्या रिश्ता है?" required>
                  <TextInput name="relationship" width="medium" />
                </FormField>
                <FormField label="आप उनके लिए आवेदन क्यों कर रहे हैं?" required>
                  <TextArea name="reason" rows={3} />
                </FormField>
              </>
            ),
          },
          { value: 'no', label: 'नहीं, अपने लिए' },
        ],
      },
    },
  },
};
