import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, screen } from 'storybook/test';
import { Button } from '../button/Button.js';
import { FormField, type FormFieldProps } from '../form-field/FormField.js';
import { Modal, ModalClose } from '../modal/Modal.js';
import { heard } from '../test-support/heard.js';
import { Select, type SelectProps } from './Select.js';
import { selectGuidance } from './Select.guidance.js';

const subjects = [
  { value: 'general-inquiry', label: 'General Inquiry' },
  { value: 'volunteering', label: 'Volunteering' },
  { value: 'internship', label: 'Internship' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'donation', label: 'Donation' },
  { value: 'other', label: 'Other' },
];

const areas = [
  'Education',
  'Employment',
  'Skill Development',
  'Livelihood',
  'Assistive Technology',
  'Healthcare & Rehabilitation',
  'Advocacy',
  'Accessibility',
  'Policy Development',
  'Research & Innovation',
  'Other',
].map((label) => ({ value: label.toLowerCase().replace(/ & | /g, '-'), label }));

type FieldProps = Omit<FormFieldProps, 'children' | 'label'> & { label?: ReactNode };

type StoryArgs = SelectProps & { field?: FieldProps };

function SubjectField({ field, ...select }: StoryArgs) {
  return (
    <FormField label="Subject" id="subject" required {...field}>
      <Select {...select} />
    </FormField>
  );
}

const subject = () => screen.getByRole('combobox', { name: /^Subject/ });
const option = (name: string) => screen.getByRole('option', { name });
/**
 * States a key press leads to after Radix's own frames (the list opens, moves focus into itself, closes
 * and gives focus back), for `heard.act` to wait for: a loaded machine only makes the wait longer.
 */
const onOption = (name: string) => () => {
  const active = document.activeElement;
  return active?.getAttribute('role') === 'option' && active.textContent === name;
};
const listClosed = () => document.querySelector('[role="listbox"]') === null;
const shows = (element: () => HTMLElement, text: string) => () =>
  element().textContent?.includes(text) === true;

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { options: subjects, name: 'subject', placeholder: 'Select a subject', onValueChange: fn() },
  render: (args) => <SubjectField {...args} />,
  parameters: {
    docs: {
      guidance: selectGuidance,
      description: {
        component:
          'One choice from a list, on Radix Select. The trigger is a `<button role="combobox">`: the FormField label names it, and the ' +
          'hint and error reach it through `aria-describedby`. Its visible text is the chosen option, or the placeholder while the value is `""`. ' +
          'Tab focuses it; Enter, Space and Arrow Down open the list; arrows, Home and End move; typing letters jumps to a matching option ' +
          '(on the closed trigger typing chooses it directly, as a native select does); Enter chooses and closes; Escape closes without a change, ' +
          'and focus always returns to the trigger. The chosen option has a check mark, not only a colour, and the highlighted one keeps its fill in ' +
          'forced colours. The list opens below the trigger in a portal, fits the space left on screen and scrolls. An optional field lists the ' +
          'placeholder as its first option, so the visitor can go back to no choice; a required one does not. Inside a form the value is submitted ' +
          'under `name` and a form reset returns it to its default (a controlled one is asked for `""`). In a Modal, Escape closes the list first.',
      },
    },
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { transcript: true },
  play: async ({ userEvent }) => {
    await heard.readToEnd('read the page');
    await heard.act('Tab', () => userEvent.tab());
    await expect(subject()).toHaveFocus();
    await expect(subject()).toHaveAccessibleName('Subject (required)');
    await expect(subject()).toHaveTextContent('Select a subject');
    await expect(subject()).toHaveAttribute('aria-expanded', 'false');
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'), {
      until: onOption('General Inquiry'),
    });
    await heard.act('press Down arrow', () => userEvent.keyboard('{ArrowDown}'), {
      until: onOption('Volunteering'),
    });
    await heard.act('press Down arrow', () => userEvent.keyboard('{ArrowDown}'), {
      until: onOption('Internship'),
    });
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'), { until: listClosed });
    await expect(subject()).toHaveFocus();
    await expect(subject()).toHaveTextContent('Internship');
    // NVDA, JAWS and VoiceOver say the chosen option with the field; the virtual screen reader says a
    // combobox's text only as its next item.
    await heard.next(1, 'next item');
    await heard.act('press Space', () => userEvent.keyboard(' '), { until: onOption('Internship') });
    await heard.act('press Down arrow', () => userEvent.keyboard('{ArrowDown}'), {
      until: onOption('Partnership'),
    });
    await heard.act('press Escape', () => userEvent.keyboard('{Escape}'), { until: listClosed });
    await expect(subject()).toHaveFocus();
    await expect(subject()).toHaveTextContent('Internship');
  },
};

export const WithHint: Story = {
  args: { field: { hint: 'Choose the one closest to your message; we read every message.' } },
  play: async () => {
    await expect(subject()).toHaveAccessibleDescription(
      'Choose the one closest to your message; we read every message.',
    );
  },
};

export const WithError: Story = {
  args: { field: { hint: 'Choose the one closest to your message.', error: 'Select a subject' } },
  parameters: { transcript: true },
  play: async ({ userEvent }) => {
    await heard.act('Tab', () => userEvent.tab());
    await expect(subject()).toHaveFocus();
    await expect(subject()).toHaveAttribute('aria-invalid', 'true');
    await expect(subject()).toHaveAttribute('aria-describedby', 'subject-hint subject-error');
    await expect(subject()).toHaveAccessibleDescription(
      'Choose the one closest to your message. Error: Select a subject',
    );
  },
};

export const Required: Story = {
  play: async ({ userEvent }) => {
    await expect(subject()).toHaveAttribute('aria-required', 'true');
    await userEvent.tab();
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'), {
      until: onOption('General Inquiry'),
    });
    await expect(option('General Inquiry')).toHaveFocus();
    await expect(screen.getAllByRole('option')).toHaveLength(subjects.length);
    await heard.act('press Escape', () => userEvent.keyboard('{Escape}'), { until: listClosed });
  },
};

export const Optional: Story = {
  args: { defaultValue: 'internship', field: { required: false } },
  play: async ({ args, userEvent }) => {
    await expect(subject()).toHaveAccessibleName('Subject (optional)');
    await expect(subject()).not.toHaveAttribute('aria-required', 'true');
    await userEvent.tab();
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'), { until: onOption('Internship') });
    await expect(option('Internship')).toHaveFocus();
    await heard.act('press Home', () => userEvent.keyboard('{Home}'), {
      until: onOption('Select a subject'),
    });
    await expect(option('Select a subject')).toHaveFocus();
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'), { until: listClosed });
    await expect(subject()).toHaveTextContent('Select a subject');
    await expect(args.onValueChange).toHaveBeenCalledWith('');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'volunteering', field: { disabled: true } },
  play: async ({ userEvent }) => {
    await expect(subject()).toBeDisabled();
    await expect(subject()).toHaveTextContent('Volunteering');
    await userEvent.tab();
    await expect(subject()).not.toHaveFocus();
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'partnership' },
  play: async () => {
    await expect(subject()).toHaveTextContent('Partnership');
    await expect(subject()).not.toHaveAttribute('data-placeholder');
  },
};

export const KeyboardChoose: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.tab();
    await heard.act('press Down arrow', () => userEvent.keyboard('{ArrowDown}'), {
      until: onOption('General Inquiry'),
    });
    await expect(option('General Inquiry')).toHaveFocus();
    await heard.act('press Escape', () => userEvent.keyboard('{Escape}'), { until: listClosed });
    await expect(subject()).toHaveFocus();
    await expect(subject()).toHaveTextContent('Select a subject');

    await heard.act('press Space', () => userEvent.keyboard(' '), { until: onOption('General Inquiry') });
    await expect(option('General Inquiry')).toHaveFocus();
    await heard.act('press Escape', () => userEvent.keyboard('{Escape}'), { until: listClosed });

    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'), {
      until: onOption('General Inquiry'),
    });
    await expect(option('General Inquiry')).toHaveFocus();
    await heard.act('type d', () => userEvent.keyboard('d'), { until: onOption('Donation') });
    await expect(option('Donation')).toHaveFocus();
    await heard.act('press Down arrow', () => userEvent.keyboard('{ArrowDown}'), {
      until: onOption('Other'),
    });
    await expect(option('Other')).toHaveFocus();
    await heard.act('press Up arrow', () => userEvent.keyboard('{ArrowUp}'), { until: onOption('Donation') });
    await expect(option('Donation')).toHaveFocus();
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'), { until: listClosed });
    await expect(subject()).toHaveFocus();
    await expect(subject()).toHaveTextContent('Donation');
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenCalledWith('donation');
  },
};

function ResetDemo() {
  const [value, setValue] = useState('');
  return (
    <form aria-label="Contact" style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
      <SubjectField
        options={subjects}
        name="subject"
        placeholder="Select a subject"
        value={value}
        onValueChange={setValue}
      />
      <div style={{ display: 'flex', gap: '1rem' }}>
        <Button type="reset" variant="outline">
          Reset form
        </Button>
        <Button variant="ghost" onClick={() => setValue('')}>
          Clear
        </Button>
      </div>
    </form>
  );
}

export const ResetToPlaceholder: Story = {
  render: () => <ResetDemo />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const form = canvasElement.querySelector('form') as HTMLFormElement;
    const choose = async (letter: string, label: string) => {
      await heard.act('click Subject', () => userEvent.click(subject()), {
        until: onOption('General Inquiry'),
      });
      await heard.act(`type ${letter}`, () => userEvent.keyboard(letter), { until: onOption(label) });
      await heard.act('press Enter', () => userEvent.keyboard('{Enter}'), { until: shows(subject, label) });
      await expect(subject()).toHaveTextContent(label);
    };

    await choose('v', 'Volunteering');
    await expect(new FormData(form).get('subject')).toBe('volunteering');
    await heard.act(
      'click Reset form',
      () => userEvent.click(canvas.getByRole('button', { name: 'Reset form' })),
      {
        until: shows(subject, 'Select a subject'),
      },
    );
    await expect(subject()).toHaveTextContent('Select a subject');
    await expect(new FormData(form).get('subject')).toBe('');

    await choose('i', 'Internship');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear' })).toHaveFocus();
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'), {
      until: () => subject().hasAttribute('data-placeholder'),
    });
    await expect(subject()).toHaveAttribute('data-placeholder');
    await expect(subject()).toHaveTextContent('Select a subject');
    await expect(new FormData(form).get('subject')).toBe('');
  },
};

function SubmitDemo() {
  const [sent, setSent] = useState<string | null>(null);
  return (
    <form
      aria-label="Contact"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSent(String(new FormData(event.currentTarget).get('subject')));
      }}
    >
      <SubjectField options={subjects} name="subject" placeholder="Select a subject" />
      <Button type="submit">Send Message</Button>
      <p role="status">{sent === null ? '' : `Sent with subject: ${sent}`}</p>
    </form>
  );
}

export const SubmittedWithForm: Story = {
  render: () => <SubmitDemo />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.tab();
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'), {
      until: onOption('General Inquiry'),
    });
    await expect(option('General Inquiry')).toHaveFocus();
    await heard.act('type p', () => userEvent.keyboard('p'), { until: onOption('Partnership') });
    await expect(option('Partnership')).toHaveFocus();
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'), { until: listClosed });
    const form = canvasElement.querySelector('form') as HTMLFormElement;
    await expect(new FormData(form).get('subject')).toBe('partnership');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Sent with subject: partnership');
  },
};

function ModalDemo() {
  const [open, setOpen] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title="Send us a message"
      trigger={<Button>Contact us</Button>}
      footer={
        <ModalClose>
          <Button variant="outline">Cancel</Button>
        </ModalClose>
      }
    >
      <SubjectField options={subjects} name="subject" placeholder="Select a subject" />
    </Modal>
  );
}

export const InsideModal: Story = {
  render: () => <ModalDemo />,
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Contact us' });
    const closeButton = () => screen.queryByRole('button', { name: 'Close' });
    await userEvent.tab();
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'), {
      until: () => document.activeElement !== null && document.activeElement === closeButton(),
    });
    const dialog = screen.getByRole('dialog', { name: 'Send us a message' });
    await expect(closeButton()).toHaveFocus();
    await userEvent.tab();
    await expect(subject()).toHaveFocus();
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'), {
      until: onOption('General Inquiry'),
    });
    await expect(option('General Inquiry')).toHaveFocus();
    await heard.act('press Down arrow', () => userEvent.keyboard('{ArrowDown}'), {
      until: onOption('Volunteering'),
    });
    await expect(option('Volunteering')).toHaveFocus();

    await heard.act('press Escape', () => userEvent.keyboard('{Escape}'), { until: listClosed });
    await expect(dialog).toBeInTheDocument();
    await expect(subject()).toHaveFocus();
    await expect(subject()).toHaveTextContent('Select a subject');

    // Radix gives focus back to the opener a task after the dialog has gone.
    await heard.act('press Escape', () => userEvent.keyboard('{Escape}'), {
      until: () => screen.queryByRole('dialog') === null && document.activeElement === opener,
    });
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(opener).toHaveFocus();
  },
};

export const LongOptions: Story = {
  args: { options: areas, name: 'area', placeholder: 'Select an area of interest' },
  render: (args) => (
    <FormField label="Area of interest" hint="Pick the one that matters most to you.">
      <Select {...args} />
    </FormField>
  ),
  play: async ({ userEvent }) => {
    const area = screen.getByRole('combobox', { name: 'Area of interest (optional)' });
    await userEvent.tab();
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'), {
      until: onOption('Select an area of interest'),
    });
    await expect(option('Select an area of interest')).toHaveFocus();
    await expect(screen.getAllByRole('option')).toHaveLength(areas.length + 1);
    await heard.act('press End', () => userEvent.keyboard('{End}'), { until: onOption('Other') });
    await expect(option('Other')).toHaveFocus();
    const list = screen.getByRole('listbox').getBoundingClientRect();
    const last = option('Other').getBoundingClientRect();
    await expect(last.bottom).toBeLessThanOrEqual(list.bottom);
    await heard.act('type h', () => userEvent.keyboard('h'), {
      until: onOption('Healthcare & Rehabilitation'),
    });
    await expect(option('Healthcare & Rehabilitation')).toHaveFocus();
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'), {
      until: shows(() => area, 'Healthcare & Rehabilitation'),
    });
    await expect(area).toHaveTextContent('Healthcare & Rehabilitation');
  },
};

export const NarrowViewport: Story = {
  ...LongOptions,
  globals: { viewport: { value: 'small320x256', isRotated: false } },
  parameters: {
    viewport: {
      options: { small320x256: { name: '320 × 256', styles: { width: '320px', height: '256px' } } },
    },
  },
  play: async ({ userEvent }) => {
    await expect([window.innerWidth, window.innerHeight]).toEqual([320, 256]);
    const area = screen.getByRole('combobox', { name: 'Area of interest (optional)' });
    await expect(area.getBoundingClientRect().right).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    await userEvent.tab();
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'), {
      until: onOption('Select an area of interest'),
    });
    await expect(option('Select an area of interest')).toHaveFocus();
    const list = screen.getByRole('listbox').getBoundingClientRect();
    await expect(list.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(list.top).toBeGreaterThanOrEqual(0);
    await expect(list.bottom).toBeLessThanOrEqual(window.innerHeight);
    await heard.act('press End', () => userEvent.keyboard('{End}'), { until: onOption('Other') });
    await expect(option('Other')).toHaveFocus();
    const last = option('Other').getBoundingClientRect();
    await expect(last.bottom).toBeLessThanOrEqual(window.innerHeight);
    await heard.act('press Escape', () => userEvent.keyboard('{Escape}'), { until: listClosed });
    await expect(area).toHaveFocus();
  },
};

export const OpenList: Story = {
  args: { defaultValue: 'volunteering' },
  play: async ({ userEvent }) => {
    await userEvent.tab();
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'), { until: onOption('Volunteering') });
    await expect(option('Volunteering')).toHaveFocus();
    await heard.act('press Down arrow', () => userEvent.keyboard('{ArrowDown}'), {
      until: onOption('Internship'),
    });
    await expect(option('Internship')).toHaveFocus();
    await expect(option('Internship')).toHaveAttribute('data-highlighted');
    await expect(option('Volunteering')).toHaveAttribute('data-state', 'checked');
    for (const item of screen.getAllByRole('option')) {
      await expect(item.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
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

/** Every state of a closed select: a list that is open is photographed by OpenList. */
export const AllStates: Story = {
  name: 'All states',
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  render: () => (
    <form noValidate aria-label="Every state" style={sideBySide}>
      <FormField label="Subject" required>
        <Select options={subjects} name="subject" placeholder="Select a subject" />
      </FormField>
      <FormField label="Subject of your second message" required>
        <Select
          options={subjects}
          name="secondSubject"
          placeholder="Select a subject"
          defaultValue="partnership"
        />
      </FormField>
      <FormField label="Area of interest" required={false} hint="Pick the one that matters most to you.">
        <Select
          options={areas}
          name="area"
          placeholder="Select an area of interest"
          defaultValue="accessibility"
        />
      </FormField>
      <FormField
        label="Subject of your complaint"
        required
        hint="Choose the one closest to your message."
        error="Select the subject of your complaint"
      >
        <Select options={subjects} name="complaintSubject" placeholder="Select a subject" />
      </FormField>
      <FormField
        label="Subject of your first message"
        required
        disabled
        hint="You cannot change it after sending."
      >
        <Select
          options={subjects}
          name="firstSubject"
          placeholder="Select a subject"
          defaultValue="volunteering"
        />
      </FormField>
      <FormField label="Programme you are applying for" required>
        <Select
          name="programme"
          placeholder="Select a programme"
          defaultValue="long"
          options={[
            {
              value: 'long',
              label:
                'Career guidance and skill development for young people with visual or hearing disabilities',
            },
            { value: 'short', label: 'Awareness sessions' },
          ]}
        />
      </FormField>
    </form>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('combobox')).toHaveLength(6);
    await expect(
      canvas.getByRole('combobox', { name: 'Subject of your second message (required)' }),
    ).toHaveTextContent('Partnership');
    await expect(
      canvas.getByRole('combobox', { name: 'Subject of your complaint (required)' }),
    ).toBeInvalid();
    await expect(
      canvas.getByRole('combobox', { name: 'Subject of your first message (required)' }),
    ).toBeDisabled();
    await expect(screen.queryByRole('listbox')).toBeNull();
  },
};

// Do and don't (shown on the docs page, from Select.guidance.ts)

export const DontSelectForTwoChoices: Story = {
  name: "Don't: a select for a yes or no question",
  args: {
    options: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ],
    name: 'interpreter',
    placeholder: 'Choose',
  },
  render: (args) => (
    <FormField label="Do you need a sign language interpreter?" required>
      <Select {...args} />
    </FormField>
  ),
  parameters: {
    docs: {
      description: {
        story:
          'Two choices hidden behind a list cost two extra key presses or taps and hide the answers from a quick ' +
          'look. Up to about five short choices are quicker and clearer as a RadioGroup.',
      },
    },
  },
};
