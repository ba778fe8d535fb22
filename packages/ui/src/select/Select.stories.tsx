import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../button/Button.js';
import { FormField, type FormFieldProps } from '../form-field/FormField.js';
import { Modal, ModalClose } from '../modal/Modal.js';
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
const listboxClosed = () => expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
/** Waits for focus to arrive: the list opens within a frame or two, several seconds on a loaded machine. */
const focused = (element: () => HTMLElement) =>
  waitFor(() => expect(element()).toHaveFocus(), { timeout: 5000 });

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
  play: async ({ userEvent }) => {
    await userEvent.tab();
    await expect(subject()).toHaveFocus();
    await expect(subject()).toHaveAccessibleName('Subject (required)');
    await expect(subject()).toHaveTextContent('Select a subject');
    await expect(subject()).toHaveAttribute('aria-expanded', 'false');
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
  play: async () => {
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
    await userEvent.keyboard('{Enter}');
    await focused(() => option('General Inquiry'));
    await expect(screen.getAllByRole('option')).toHaveLength(subjects.length);
    await userEvent.keyboard('{Escape}');
  },
};

export const Optional: Story = {
  args: { defaultValue: 'internship', field: { required: false } },
  play: async ({ args, userEvent }) => {
    await expect(subject()).toHaveAccessibleName('Subject (optional)');
    await expect(subject()).not.toHaveAttribute('aria-required', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await focused(() => option('Internship'));
    await userEvent.keyboard('{Home}');
    await focused(() => option('Select a subject'));
    await userEvent.keyboard('{Enter}');
    await waitFor(listboxClosed);
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
    await userEvent.keyboard('{ArrowDown}');
    await focused(() => option('General Inquiry'));
    await userEvent.keyboard('{Escape}');
    await waitFor(listboxClosed);
    await expect(subject()).toHaveFocus();
    await expect(subject()).toHaveTextContent('Select a subject');

    await userEvent.keyboard(' ');
    await focused(() => option('General Inquiry'));
    await userEvent.keyboard('{Escape}');
    await waitFor(listboxClosed);

    await userEvent.keyboard('{Enter}');
    await focused(() => option('General Inquiry'));
    await userEvent.keyboard('d');
    await focused(() => option('Donation'));
    await userEvent.keyboard('{ArrowDown}');
    await focused(() => option('Other'));
    await userEvent.keyboard('{ArrowUp}');
    await focused(() => option('Donation'));
    await userEvent.keyboard('{Enter}');
    await waitFor(listboxClosed);
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
      await userEvent.click(subject());
      await focused(() => option('General Inquiry'));
      await userEvent.keyboard(letter);
      await focused(() => option(label));
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(subject()).toHaveTextContent(label));
    };

    await choose('v', 'Volunteering');
    await expect(new FormData(form).get('subject')).toBe('volunteering');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset form' }));
    await waitFor(() => expect(subject()).toHaveTextContent('Select a subject'));
    await expect(new FormData(form).get('subject')).toBe('');

    await choose('i', 'Internship');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(subject()).toHaveAttribute('data-placeholder'));
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
    await userEvent.keyboard('{Enter}');
    await focused(() => option('General Inquiry'));
    await userEvent.keyboard('p');
    await focused(() => option('Partnership'));
    await userEvent.keyboard('{Enter}');
    await waitFor(listboxClosed);
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
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Send us a message' });
    await focused(() => screen.getByRole('button', { name: 'Close' }));
    await userEvent.tab();
    await expect(subject()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await focused(() => option('General Inquiry'));
    await userEvent.keyboard('{ArrowDown}');
    await focused(() => option('Volunteering'));

    await userEvent.keyboard('{Escape}');
    await waitFor(listboxClosed);
    await expect(dialog).toBeInTheDocument();
    await expect(subject()).toHaveFocus();
    await expect(subject()).toHaveTextContent('Select a subject');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
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
    await userEvent.keyboard('{Enter}');
    await focused(() => option('Select an area of interest'));
    await expect(screen.getAllByRole('option')).toHaveLength(areas.length + 1);
    await userEvent.keyboard('{End}');
    await focused(() => option('Other'));
    const list = screen.getByRole('listbox').getBoundingClientRect();
    const last = option('Other').getBoundingClientRect();
    await expect(last.bottom).toBeLessThanOrEqual(list.bottom);
    await userEvent.keyboard('h');
    await focused(() => option('Healthcare & Rehabilitation'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(area).toHaveTextContent('Healthcare & Rehabilitation'));
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
    await userEvent.keyboard('{Enter}');
    await focused(() => option('Select an area of interest'));
    const list = screen.getByRole('listbox').getBoundingClientRect();
    await expect(list.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(list.top).toBeGreaterThanOrEqual(0);
    await expect(list.bottom).toBeLessThanOrEqual(window.innerHeight);
    await userEvent.keyboard('{End}');
    await focused(() => option('Other'));
    const last = option('Other').getBoundingClientRect();
    await expect(last.bottom).toBeLessThanOrEqual(window.innerHeight);
    await userEvent.keyboard('{Escape}');
    await waitFor(listboxClosed);
    await expect(area).toHaveFocus();
  },
};

export const OpenList: Story = {
  args: { defaultValue: 'volunteering' },
  play: async ({ userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await focused(() => option('Volunteering'));
    await userEvent.keyboard('{ArrowDown}');
    await focused(() => option('Internship'));
    await expect(option('Internship')).toHaveAttribute('data-highlighted');
    await expect(option('Volunteering')).toHaveAttribute('data-state', 'checked');
    for (const item of screen.getAllByRole('option')) {
      await expect(item.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
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
