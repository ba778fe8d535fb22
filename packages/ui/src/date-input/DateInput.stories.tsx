import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn, screen, within } from 'storybook/test';
import { Button } from '../button/Button.js';
import { ErrorSummary } from '../error-summary/ErrorSummary.js';
import { FormField } from '../form-field/FormField.js';
import { Modal, ModalClose } from '../modal/Modal.js';
import { animationsEnded } from '../test-support/animations.js';
import { heard } from '../test-support/heard.js';
import { TextInput } from '../text-input/TextInput.js';
import { checkDateParts, type DateCheck, type DateParts } from './checkDate.js';
import { dateInputGuidance } from './DateInput.guidance.js';
import { DateInput } from './DateInput.js';
import { dateInputFieldId } from './useDateInput.js';

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
  parameters: { transcript: true },
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

export const AllStates: Story = {
  name: 'All states',
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  render: () => (
    <form noValidate style={sideBySide}>
      <DateInput legend="When did you start volunteering?" name="started" id="started" />
      <DateInput
        legend="What is your date of birth?"
        hint="For example, 27 3 2007"
        name="dateOfBirth"
        id="dateOfBirth"
        autoComplete="bday"
        required
        defaultValue={{ day: '27', month: '3', year: '2007' }}
      />
      <DateInput
        legend="When does your passport expire?"
        hint="For example, 12 11 2031"
        name="passportExpiry"
        id="passportExpiry"
        required
        defaultValue={{ day: '12', year: '2031' }}
        error="Passport expiry date must include a month"
        errorFields={['month']}
      />
      <DateInput
        legend="When did you last attend one of our events?"
        name="lastEvent"
        id="lastEvent"
        required={false}
        defaultValue={{ day: '31', month: '2', year: '2024' }}
        error="The date of the event must be a real date"
      />
      <DateInput
        legend="When did you register?"
        hint="You cannot change this date."
        name="registered"
        id="registered"
        disabled
        defaultValue={{ day: '14', month: '6', year: '2024' }}
      />
      <DateInput
        legend="On what date did you first receive the assistive technology, such as a screen reader, wheelchair or hearing aid, that you are applying to have replaced?"
        hint="If you do not know the exact date, enter the first day of the month you remember. For example, 1 8 2019"
        name="receivedOn"
        id="receivedOn"
        required
        defaultValue={{ day: '1', month: '8', year: '1999' }}
        error="The date you first received the assistive technology must be the same as or after 1 January 2000"
      />
    </form>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('group')).toHaveLength(6);
    await expect(canvas.getByRole('group', { name: 'When did you register? (optional)' })).toBeDisabled();
    const expiry = canvas.getByRole('group', { name: 'When does your passport expire? (required)' });
    await expect(within(expiry).getByRole('textbox', { name: 'Month' })).toBeInvalid();
    await expect(within(expiry).getByRole('textbox', { name: 'Day' })).not.toBeInvalid();
  },
};

function DateOfBirthForm({ onSend }: { onSend: (iso: string) => void }) {
  const [parts, setParts] = useState<DateParts>({ day: '', month: '', year: '' });
  const [check, setCheck] = useState<DateCheck>();
  const [attempt, setAttempt] = useState(0);
  const failed = check && !check.valid ? check : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = checkDateParts(parts, {
      name: 'Date of birth',
      nameInSentence: 'your date of birth',
      when: 'past',
    });
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
        legend="What is your date of birth?"
        hint="For example, 27 3 2007"
        name="dateOfBirth"
        id="dateOfBirth"
        autoComplete="bday"
        required
        value={parts}
        onValueChange={setParts}
        error={failed?.message}
        errorFields={failed?.fields}
      />
      <Button type="submit">Continue</Button>
    </form>
  );
}

const sendDate = fn();

export const CheckedOnContinue: Story = {
  name: 'Checked on Continue, with an error summary',
  render: () => <DateOfBirthForm onSend={sendDate} />,
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

function EventDateInModal() {
  const [open, setOpen] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title="Request a workshop"
      trigger={<Button>Request a workshop</Button>}
      footer={
        <>
          <ModalClose>
            <Button variant="outline">Cancel</Button>
          </ModalClose>
          <Button type="submit" form="workshop-form">
            Send request
          </Button>
        </>
      }
    >
      <form id="workshop-form" onSubmit={(event) => event.preventDefault()}>
        <FormField label="School or organisation" required>
          <TextInput name="organisation" autoComplete="organization" />
        </FormField>
        <DateInput
          legend="When would you like the workshop?"
          hint="For example, 12 9 2025"
          name="workshopDate"
          required
        />
      </form>
    </Modal>
  );
}

export const InModal: Story = {
  render: () => <EventDateInModal />,
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
  render: () => (
    <FormField label="What is your date of birth?" required>
      <TextInput name="dateOfBirth" placeholder="DD/MM/YYYY" width="short" />
    </FormField>
  ),
};
