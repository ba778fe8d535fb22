import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { FormField } from '../form-field/FormField.js';
import { TextArea } from './TextArea.js';
import { textAreaGuidance } from './TextArea.guidance.js';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { name: 'message' },
  render: (args) => (
    <FormField label="Your message" required>
      <TextArea {...args} />
    </FormField>
  ),
  parameters: {
    docs: {
      guidance: textAreaGuidance,
      description: {
        component:
          'A multi-line text box for use inside a FormField, which gives it its label, hint, error and required state. ' +
          'With `maxCharacters` it counts characters the GOV.UK Frontend way. There is no native `maxlength`, which would cut ' +
          'pasted text without a word; the form validator reports a message that is too long. A visible count under the box ' +
          'says how many characters are left, or how many too many in bold error colour. Screen readers skip that count ' +
          '(`aria-hidden`) and get a polite live region instead, updated only once typing pauses for a second, so it does not ' +
          'talk over every keystroke. The live region is on the page only while the box has focus, and says nothing until the ' +
          'count changes, so it never lingers behind a modal dialog or repeats an old count. "You can enter up to N ' +
          'characters." is part of the description, after the hint and error; when the box already holds text, so is the ' +
          'count as it was when the visitor came in ("You have 24 characters too many"), so someone returning to fix the ' +
          'field hears what to do.',
      },
    },
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const NAME = 'Your message (required)';
/** The visible count; the live region holds the same words, so find it by its class. */
const visibleCount = (canvasElement: HTMLElement) => canvasElement.querySelector('.ui-textarea__count');

export const Default: Story = {
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: NAME });
    await expect(textarea).toBeRequired();
    await expect(textarea).toHaveAttribute('rows', '5');
  },
};

export const WithHint: Story = {
  render: (args) => (
    <FormField label="Your message" hint="Tell us how we can help. Do not include bank details." required>
      <TextArea {...args} />
    </FormField>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole<HTMLTextAreaElement>('textbox', { name: NAME }),
    ).toHaveAccessibleDescription('Tell us how we can help. Do not include bank details.');
  },
};

export const WithError: Story = {
  args: { defaultValue: 'Hi' },
  render: (args) => (
    <FormField label="Your message" error="Message must be at least 10 characters" id="message" required>
      <TextArea {...args} />
    </FormField>
  ),
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: NAME });
    await expect(textarea).toBeInvalid();
    await expect(textarea).toHaveAccessibleDescription('Error: Message must be at least 10 characters');
  },
};

export const Required: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole<HTMLTextAreaElement>('textbox', { name: NAME })).toBeRequired();
  },
};

export const Optional: Story = {
  render: (args) => (
    <FormField label="Anything else we should know?">
      <TextArea {...args} />
    </FormField>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: 'Anything else we should know? (optional)' }),
    ).not.toBeRequired();
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'I would like to volunteer at the Goa fest.' },
  render: (args) => (
    <FormField label="Your message" disabled required>
      <TextArea {...args} />
    </FormField>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole<HTMLTextAreaElement>('textbox', { name: NAME })).toBeDisabled();
  },
};

export const WithCharacterCount: Story = {
  args: { maxCharacters: 1000 },
  render: (args) => (
    <FormField label="Your message" hint="Tell us how we can help." required>
      <TextArea {...args} />
    </FormField>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const textarea = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: NAME });
    const status = () => canvasElement.querySelector('[aria-live="polite"]');
    await expect(textarea).not.toHaveAttribute('maxlength');
    await expect(textarea).toHaveAccessibleDescription(
      'Tell us how we can help. You can enter up to 1000 characters.',
    );
    await expect(status()).toBeNull();
    await userEvent.tab();
    await expect(textarea).toHaveFocus();
    await expect(status()).toBeEmptyDOMElement();
    await userEvent.keyboard('Hello');
    const count = visibleCount(canvasElement);
    await expect(count).toHaveTextContent('You have 995 characters remaining');
    await expect(count).toHaveAttribute('aria-hidden', 'true');
    await expect(status()).toBeEmptyDOMElement();
    await waitFor(() => expect(status()).toHaveTextContent('You have 995 characters remaining'), {
      timeout: 3000,
    });
  },
};

export const NearTheLimit: Story = {
  args: {
    maxCharacters: 84,
    defaultValue: 'I use a screen reader and would like the event agenda in advance, please. Thank yo',
  },
  play: async ({ canvasElement, userEvent }) => {
    await expect(visibleCount(canvasElement)).toHaveTextContent('You have 2 characters remaining');
    await userEvent.tab();
    await userEvent.keyboard('{End}u');
    await expect(visibleCount(canvasElement)).toHaveTextContent('You have 1 character remaining');
    await userEvent.keyboard('.');
    await expect(visibleCount(canvasElement)).toHaveTextContent('You have 0 characters remaining');
  },
};

export const OverTheLimit: Story = {
  args: {
    maxCharacters: 50,
    defaultValue: 'I would like to register for the career guidance workshop at the Goa fest.',
  },
  play: async ({ canvas, canvasElement }) => {
    const count = visibleCount(canvasElement);
    await expect(count).toHaveTextContent('You have 24 characters too many');
    await expect(count).toHaveClass('ui-textarea__count--over');
    await expect(count && getComputedStyle(count).fontWeight).toBe('700');
    await expect(canvas.getByRole<HTMLTextAreaElement>('textbox', { name: NAME }).value).toHaveLength(74);
  },
};

export const LongContent: Story = {
  args: {
    maxCharacters: 1000,
    defaultValue:
      'I am a wheelchair user and would like to attend the First Anniversary Convention with my sister, who is also my carer. ' +
      'Could you tell me whether the venue has step-free access from the car park, an accessible toilet on the same floor as the ' +
      'main hall, and space for two wheelchairs near the front so that we can both see the sign language interpreter? ' +
      'We would also be grateful for the agenda in a large print format before the day.',
  },
  render: (args) => (
    <FormField
      label="Tell us about any access needs you have for the event, so that we can plan for them before the day"
      hint="For example step-free access, a sign language interpreter, captions, large print or a quiet room. We only use this to plan the event."
      required
    >
      <TextArea {...args} />
    </FormField>
  ),
};

export const NarrowViewport: Story = {
  ...WithCharacterCount,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const textarea = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: NAME });
    await expect(textarea.getBoundingClientRect().right).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    await expect(visibleCount(canvasElement)).toHaveTextContent('You have 1000 characters remaining');
  },
};

// Do and don't (shown on the docs page, from TextArea.guidance.ts)

export const DontNativeMaxLength: Story = {
  name: "Don't: a native maxLength",
  args: { maxLength: 50 },
  parameters: {
    docs: {
      description: {
        story:
          'The browser silently stops typing at 50 characters and cuts pasted text short. A screen-reader user is ' +
          'not told that keys stopped working or that the end of their message was lost. Use `maxCharacters`.',
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const textarea = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: NAME });
    await userEvent.click(textarea);
    await userEvent.paste('I would like to register for the career guidance workshop at the Goa fest.');
    // What goes wrong: the end of the message is gone, without a word.
    await expect(textarea.value).toHaveLength(50);
  },
};
