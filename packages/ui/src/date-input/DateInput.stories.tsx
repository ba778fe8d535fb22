import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn, screen, within } from 'storybook/test';
import { Button } from '../button/Button.js';
import { storyWords } from '../docs-support/story-language.js';
import { ErrorSummary } from '../error-summary/ErrorSummary.js';
import { FormField } from '../form-field/FormField.js';
import { useUiStrings } from '../locale/useUiStrings.js';
import { Modal, ModalClose } from '../modal/Modal.js';
import { animationsEnded } from '../test-support/animations.js';
import { heard } from '../test-support/heard.js';
import { TextInput } from '../text-input/TextInput.js';
import { checkDateParts, type DateCheck, type DateParts } from './checkDate.js';
import { dateInputGuidance } from './DateInput.guidance.js';
import { DateInput } from './DateInput.js';
import { dateInputFieldId } from './useDateInput.js';

const dateOfBirthHi = { legend: 'आपकी जन्म तिथि क्या है?', hint: 'उदाहरण के लिए, 27 3 2007' };

/** The long question, whose Hindi LongContent, NarrowViewport and All states share. */
const receivedOnHi = {
  legend:
    'आप जिस सहायक तकनीक को बदलवाना चाहते हैं, जैसे स्क्रीन रीडर, व्हीलचेयर या श्रवण यंत्र, वह आपको पहली बार किस तारीख को मिली थी?',
  hint: 'अगर आपको सही तारीख याद नहीं है, तो याद वाले महीने का पहला दिन लिखें। उदाहरण के लिए, 1 8 2019',
  error: 'सहायक तकनीक मिलने की तारीख 1 जनवरी 2000 या उसके बाद की होनी चाहिए',
};

const meta = {
  title: 'Forms/DateInput',
  component: DateInput,
  args: {
    legend: 'What is your date of birth?',
    hint: 'For example, 27 3 2007',
    name: 'dateOfBirth',
    id: 'dateOfBirth',
    autoComplete: 'bday',
    required: true,
    onValueChange: fn(),
  },
  parameters: {
    hindi: { args: dateOfBirthHi },
    docs: {
      guidance: dateInputGuidance,
      description: {
        component:
          'GOV.UK’s date input: a fieldset whose legend asks the question, with labelled Day, Month and Year boxes. ' +
          'The boxes are text inputs with `inputmode="numeric"` (a number keypad on phones, never `type="number"`), ' +
          'and `autoComplete="bday"` gives them `bday-day`, `bday-month` and `bday-year` for a date of birth. ' +
          'The hint and error describe the fieldset. An error marks the boxes it is about with `aria-invalid` and a ' +
          'red border (`errorFields`; all three by default), and they carry the error in their own description. ' +
          '`checkDateParts` returns GOV.UK’s messages with the field’s name, and the parts to mark, for the client ' +
          'and the server alike.',
      },
    },
  },
} satisfies Meta<typeof DateInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { transcript: true },
  play: async ({ canvas, args, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'What is your date of birth? (required)' });
    await expect(group).toHaveAccessibleDescription('For example, 27 3 2007');
    const day = within(group).getByRole('textbox', { name: 'Day' });
    const month = within(group).getByRole('textbox', { name: 'Month' });
    const year = within(group).getByRole('textbox', { name: 'Year' });
    for (const [box, part] of [
      [day, 'day'],
      [month, 'month'],
      [year, 'year'],
    ] as const) {
      await expect(box).toHaveAttribute('type', 'text');
      await expect(box).toHaveAttribute('inputmode', 'numeric');
      await expect(box).toHaveAttribute('autocomplete', `bday-${part}`);
      await expect(box).toHaveAttribute('name', `dateOfBirth-${part}`);
      await expect(box.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      await expect(box.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    }
    await expect(day).toHaveAttribute('id', 'dateOfBirth');
    await heard.readToEnd('read the page');
    await heard.act('Tab', () => userEvent.tab());
    await expect(day).toHaveFocus();
    await heard.act('type 27, Tab', async () => {
      await userEvent.keyboard('27');
      await userEvent.tab();
    });
    await expect(month).toHaveFocus();
    await heard.act('type 3, Tab', async () => {
      await userEvent.keyboard('3');
      await userEvent.tab();
    });
    await expect(year).toHaveFocus();
    await heard.act('type 2007', () => userEvent.keyboard('2007'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ day: '27', month: '3', year: '2007' });
    await heard.act('Shift + Tab', () => userEvent.tab({ shift: true }));
    await expect(month).toHaveFocus();
  },
};

export const WithError: Story = {
  name: 'With error on one part',
  args: {
    defaultValue: { day: '27', year: '2007' },
    error: 'Date of birth must include a month',
    errorFields: ['month'],
  },
  parameters: { transcript: true, hindi: { args: { error: 'जन्म तिथि में महीना भी लिखें' } } },
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'What is your date of birth? (required)' });
    await expect(group).toHaveAccessibleDescription(
      'For example, 27 3 2007 Error: Date of birth must include a month',
    );
    const day = canvas.getByRole('textbox', { name: 'Day' });
    const month = canvas.getByRole('textbox', { name: 'Month' });
    const year = canvas.getByRole('textbox', { name: 'Year' });
    await expect(month).toBeInvalid();
    await expect(day).not.toBeInvalid();
    await expect(year).not.toBeInvalid();
    await heard.readToEnd('read the page');
    await heard.act('Tab', () => userEvent.tab());
    await expect(day).toHaveFocus();
    await heard.act('Tab', () => userEvent.tab());
    await expect(month).toHaveFocus();
    await heard.act('Tab', () => userEvent.tab());
    await expect(year).toHaveFocus();
  },
};

export const WholeDateError: Story = {
  name: 'With error on the whole date',
  args: {
    defaultValue: { day: '31', month: '2', year: '2007' },
    error: 'Date of birth must be a real date',
  },
  parameters: { hindi: { args: { error: 'जन्म तिथि एक सही तारीख होनी चाहिए' } } },
  play: async ({ canvas }) => {
    for (const box of canvas.getAllByRole('textbox')) await expect(box).toBeInvalid();
  },
};

export const Optional: Story = {
  args: {
    legend: 'When did you last attend one of our events?',
    hint: 'Leave this empty if you have not attended one. For example, 14 6 2024',
    name: 'lastEvent',
    id: 'lastEvent',
    autoComplete: undefined,
    required: false,
  },
  parameters: {
    hindi: {
      args: {
        legend: 'आपने पिछली बार हमारे किसी आयोजन में कब हिस्सा लिया?',
        hint: 'अगर आपने कभी हिस्सा नहीं लिया, तो इसे खाली छोड़ दें। उदाहरण के लिए, 14 6 2024',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('group', { name: 'When did you last attend one of our events? (optional)' }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Day' })).not.toBeRequired();
  },
};

export const Required: Story = {
  play: async ({ canvas }) => {
    for (const box of canvas.getAllByRole('textbox')) await expect(box).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: { day: '27', month: '3', year: '2007' } },
  play: async ({ canvas }) => {
    for (const box of canvas.getAllByRole('textbox')) await expect(box).toBeDisabled();
  },
};

export const PageHeading: Story = {
  args: { pageHeading: true },
  parameters: { page: 'own-heading' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'What is your date of birth?' }),
    ).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    legend:
      'On what date did you first receive the assistive technology, such as a screen reader, wheelchair or hearing aid, that you are applying to have replaced?',
    hint: 'If you do not know the exact date, enter the first day of the month you remember. For example, 1 8 2019',
    error: 'The date you first received the assistive technology must be the same as or after 1 January 2000',
    defaultValue: { day: '1', month: '8', year: '1999' },
    autoComplete: undefined,
    name: 'receivedOn',
    id: 'receivedOn',
  },
  parameters: { hindi: { args: receivedOnHi } },
};

export const NarrowViewport: Story = {
  ...LongContent,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const width = document.documentElement.clientWidth;
    await expect(width).toBe(320);
    for (const box of canvas.getAllByRole('textbox')) {
      await expect(box.getBoundingClientRect().right).toBeLessThanOrEqual(width);
    }
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
    started: 'When did you start volunteering?',
    dateOfBirth: 'What is your date of birth?',
    dateOfBirthHint: 'For example, 27 3 2007',
    expiry: 'When does your passport expire?',
    expiryHint: 'For example, 12 11 2031',
    expiryError: 'Passport expiry date must include a month',
    lastEvent: 'When did you last attend one of our events?',
    lastEventError: 'The date of the event must be a real date',
    registered: 'When did you register?',
    registeredHint: 'You cannot change this date.',
    receivedOn:
      'On what date did you first receive the assistive technology, such as a screen reader, wheelchair or hearing aid, that you are applying to have replaced?',
    receivedOnHint:
      'If you do not know the exact date, enter the first day of the month you remember. For example, 1 8 2019',
    receivedOnError:
      'The date you first received the assistive technology must be the same as or after 1 January 2000',
  },
  hi: {
    started: 'आपने स्वयंसेवा कब शुरू की?',
    dateOfBirth: dateOfBirthHi.legend,
    dateOfBirthHint: dateOfBirthHi.hint,
    expiry: 'आपका पासपोर्ट किस तारीख तक मान्य है?',
    expiryHint: 'उदाहरण के लिए, 12 11 2031',
    expiryError: 'पासपोर्ट की मान्यता की तारीख में महीना भी लिखें',
    lastEvent: 'आपने पिछली बार हमारे किसी आयोजन में कब हिस्सा लिया?',
    lastEventError: 'आयोजन की तारीख एक सही तारीख होनी चाहिए',
    registered: 'आपने पंजीकरण कब किया?',
    registeredHint: 'यह तारीख बदली नहीं जा सकती।',
    receivedOn: receivedOnHi.legend,
    receivedOnHint: receivedOnHi.hint,
    receivedOnError: receivedOnHi.error,
  },
};

export const AllStates: Story = {
  name: 'All states',
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  render: (_args, context) => {
    const words = storyWords(context, allStatesWords);
    return (
      <form noValidate style={sideBySide}>
        <DateInput legend={words.started} name="started" id="started" />
        <DateInput
          legend={words.dateOfBirth}
          hint={words.dateOfBirthHint}
          name="dateOfBirth"
          id="dateOfBirth"
          autoComplete="bday"
          required
          defaultValue={{ day: '27', month: '3', year: '2007' }}
        />
        <DateInput
          legend={words.expiry}
          hint={words.expiryHint}
          name="passportExpiry"
          id="passportExpiry"
          required
          defaultValue={{ day: '12', year: '2031' }}
          error={words.expiryError}
          errorFields={['month']}
        />
        <DateInput
          legend={words.lastEvent}
          name="lastEvent"
          id="lastEvent"
          required={false}
          defaultValue={{ day: '31', month: '2', year: '2024' }}
          error={words.lastEventError}
        />
        <DateInput
          legend={words.registered}
          hint={words.registeredHint}
          name="registered"
          id="registered"
          disabled
          defaultValue={{ day: '14', month: '6', year: '2024' }}
        />
        <DateInput
          legend={words.receivedOn}
          hint={words.receivedOnHint}
          name="receivedOn"
          id="receivedOn"
          required
          defaultValue={{ day: '1', month: '8', year: '1999' }}
          error={words.receivedOnError}
        />
      </form>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('group')).toHaveLength(6);
    await expect(canvas.getByRole('group', { name: 'When did you register? (optional)' })).toBeDisabled();
    const expiry = canvas.getByRole('group', { name: 'When does your passport expire? (required)' });
    await expect(within(expiry).getByRole('textbox', { name: 'Month' })).toBeInvalid();
    await expect(within(expiry).getByRole('textbox', { name: 'Day' })).not.toBeInvalid();
  },
};

const dateOfBirthWords = {
  en: {
    name: 'Date of birth',
    nameInSentence: 'your date of birth',
    legend: 'What is your date of birth?',
    hint: 'For example, 27 3 2007',
    continue: 'Continue',
  },
  hi: {
    name: 'जन्म तिथि',
    nameInSentence: 'अपनी जन्म तिथि',
    legend: dateOfBirthHi.legend,
    hint: dateOfBirthHi.hint,
    continue: 'आगे बढ़ें',
  },
};

function DateOfBirthForm({
  onSend,
  words,
}: {
  onSend: (iso: string) => void;
  words: (typeof dateOfBirthWords)['en'];
}) {
  // The messages in the page's language, as a page checks the date with the strings it shows.
  const strings = useUiStrings();
  const [parts, setParts] = useState<DateParts>({ day: '', month: '', year: '' });
  const [check, setCheck] = useState<DateCheck>();
  const [attempt, setAttempt] = useState(0);
  const failed = check && !check.valid ? check : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = checkDateParts(
      parts,
      { name: words.name, nameInSentence: words.nameInSentence, when: 'past' },
      strings,
    );
    setCheck(result);
    setAttempt((n) => n + 1);
    if (result.valid && result.iso) onSend(result.iso);
  };
  return (
    <form noValidate onSubmit={submit}>
      <ErrorSummary
        focusKey={attempt}
        errors={
          failed
            ? [
                {
                  fieldId: dateInputFieldId('dateOfBirth', failed.fields[0] ?? 'day'),
                  message: failed.message,
                },
              ]
            : []
        }
      />
      <DateInput
        legend={words.legend}
        hint={words.hint}
        name="dateOfBirth"
        id="dateOfBirth"
        autoComplete="bday"
        required
        value={parts}
        onValueChange={setParts}
        error={failed?.message}
        errorFields={failed?.fields}
      />
      <Button type="submit">{words.continue}</Button>
    </form>
  );
}

const sendDate = fn();

export const CheckedOnContinue: Story = {
  name: 'Checked on Continue, with an error summary',
  render: (_args, context) => (
    <DateOfBirthForm onSend={sendDate} words={storyWords(context, dateOfBirthWords)} />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Day' }), '7');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Year' }), '1990');
    // The summary takes focus in an effect after it renders.
    await heard.act(
      'click Continue',
      () => userEvent.click(canvas.getByRole('button', { name: 'Continue' })),
      {
        until: () => document.activeElement?.classList.contains('ui-error-summary') === true,
      },
    );
    const link = canvas.getByRole('link', { name: 'Date of birth must include a month' });
    await expect(link.closest('.ui-error-summary')).toHaveFocus();
    await userEvent.click(link);
    const month = canvas.getByRole('textbox', { name: 'Month' });
    await expect(month).toHaveFocus();
    await expect(month).toBeInvalid();
    await expect(canvas.getByRole('textbox', { name: 'Day' })).not.toBeInvalid();

    await userEvent.keyboard('may');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(sendDate).toHaveBeenLastCalledWith('1990-05-07');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

const workshopWords = {
  en: {
    title: 'Request a workshop',
    cancel: 'Cancel',
    send: 'Send request',
    organisation: 'School or organisation',
    legend: 'When would you like the workshop?',
    hint: 'For example, 12 9 2025',
  },
  hi: {
    title: 'कार्यशाला का अनुरोध करें',
    cancel: 'रद्द करें',
    send: 'अनुरोध भेजें',
    organisation: 'स्कूल या संस्था',
    legend: 'आप कार्यशाला किस तारीख को चाहते हैं?',
    hint: 'उदाहरण के लिए, 12 9 2025',
  },
};

function EventDateInModal({ words }: { words: (typeof workshopWords)['en'] }) {
  const [open, setOpen] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title={words.title}
      trigger={<Button>{words.title}</Button>}
      footer={
        <>
          <ModalClose>
            <Button variant="outline">{words.cancel}</Button>
          </ModalClose>
          <Button type="submit" form="workshop-form">
            {words.send}
          </Button>
        </>
      }
    >
      <form id="workshop-form" onSubmit={(event) => event.preventDefault()}>
        <FormField label={words.organisation} required>
          <TextInput name="organisation" autoComplete="organization" />
        </FormField>
        <DateInput legend={words.legend} hint={words.hint} name="workshopDate" required />
      </form>
    </Modal>
  );
}

export const InModal: Story = {
  render: (_args, context) => <EventDateInModal words={storyWords(context, workshopWords)} />,
  play: async ({ canvas, userEvent }) => {
    await heard.act(
      'click Request a workshop',
      () => userEvent.click(canvas.getByRole('button', { name: 'Request a workshop' })),
      { until: () => screen.queryByRole('dialog', { name: 'Request a workshop' }) !== null },
    );
    const dialog = screen.getByRole('dialog', { name: 'Request a workshop' });
    await animationsEnded(dialog);
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('textbox', { name: 'Day' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('textbox', { name: 'Year' })).toHaveFocus();
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

/** Don't: one box with the format in a placeholder. */
export const DontOneBoxWithPlaceholder: Story = {
  name: "Don't: one box with the format as placeholder",
  render: (_args, context) => (
    <FormField
      label={storyWords(context, { en: 'What is your date of birth?', hi: dateOfBirthHi.legend })}
      required
    >
      <TextInput name="dateOfBirth" placeholder="DD/MM/YYYY" width="short" />
    </FormField>
  ),
};
