import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { expect } from 'storybook/test';
import { eventually } from '../test-support/eventually.js';
import { Button } from '../button/Button.js';
import { storyWords } from '../docs-support/story-language.js';
import { FormField } from '../form-field/FormField.js';
import { heard } from '../test-support/heard.js';
import { TextInput } from '../text-input/TextInput.js';
import { successPanelGuidance } from './SuccessPanel.guidance.js';
import { SuccessPanel } from './SuccessPanel.js';

/** The contact form and its thanks, in the words the site's contact page uses. */
const contactWords = {
  en: {
    title: 'Message Sent Successfully!',
    message: 'Thank you for contacting us. We will reply within two working days.',
    reference: { label: 'Your ticket reference is', value: 'CNT-20261121-7F3K9Q' },
    again: 'Send another message',
    form: 'Contact us',
    email: 'Email',
    send: 'Send Message',
  },
  hi: {
    title: 'संदेश भेज दिया गया!',
    message: 'हमसे संपर्क करने के लिए धन्यवाद। हम 2 कामकाजी दिनों में जवाब देंगे।',
    reference: { label: 'आपकी संदर्भ संख्या:', value: 'CNT-20261121-7F3K9Q' },
    again: 'एक और संदेश भेजें',
    form: 'संपर्क करें',
    email: 'ई-मेल',
    send: 'संदेश भेजें',
  },
};
type ContactWords = (typeof contactWords)['en'];

const defaultMessage = {
  en: {
    title: 'Partnership Request Submitted!',
    message: 'Thank you for submitting your response. Your response has been submitted successfully.',
  },
  hi: {
    title: 'साझेदारी का अनुरोध भेज दिया गया!',
    message: 'आपका जवाब भेजने के लिए धन्यवाद। आपका जवाब सफलतापूर्वक भेज दिया गया है।',
  },
};

const internshipWords = {
  en: {
    title: 'Your application for the inclusive employment internship has been received',
    message: 'Our team reads every application, and we will write to you by email within ten working days.',
    reference: { label: 'Your application number is', value: 'INT-20261121-9XK2M7PQ4L' },
    save: 'Please save this number: you will need it to ask about your application.',
  },
  hi: {
    title: 'समावेशी रोज़गार इंटर्नशिप के लिए आपका आवेदन मिल गया है',
    message: 'हमारी टीम हर आवेदन पढ़ती है, और हम 10 कामकाजी दिनों में आपको ई-मेल से लिखेंगे।',
    reference: { label: 'आपकी आवेदन संख्या:', value: 'INT-20261121-9XK2M7PQ4L' },
    save: 'कृपया यह संख्या संभालकर रखें: अपने आवेदन के बारे में पूछने के लिए इसकी ज़रूरत होगी।',
  },
};

const meta = {
  title: 'Feedback/SuccessPanel',
  component: SuccessPanel,
  args: {
    title: contactWords.en.title,
    message: contactWords.en.message,
    reference: contactWords.en.reference,
  },
  parameters: {
    hindi: {
      args: {
        title: contactWords.hi.title,
        message: contactWords.hi.message,
        reference: contactWords.hi.reference,
      },
    },
    docs: {
      description: {
        component:
          'Takes the place of a form once the server accepts it. Its heading takes focus when it appears (`tabIndex=-1`), ' +
          'so screen readers read the news at once and keyboard users continue from the panel instead of the top of the ' +
          'page, where focus would fall when the form disappears. It is not also a live region, which would read it ' +
          'twice. Success is said in words in the heading; the check icon is decorative. A reference number is one ' +
          'string in one element, set in a monospaced font with extra letter spacing, so it reads and copies whole. ' +
          'Pass `autoFocus={false}` when the page moves focus itself. It stays until the visitor acts: give it an ' +
          '`action`, such as a “Send another message” button that brings back the empty form with focus on its first ' +
          'field. Never remove it on a timer (WCAG 2.2.1): a screen-reader user who has heard only the heading would ' +
          'lose the message and the reference.',
      },
      guidance: successPanelGuidance,
    },
  },
} satisfies Meta<typeof SuccessPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ContactSuccess: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Message Sent Successfully!' });
    await eventually(() => expect(heading).toHaveFocus());
    const value = canvas.getByText('CNT-20261121-7F3K9Q');
    await expect(value.tagName).toBe('STRONG');
    await expect(value.parentElement).toHaveTextContent('Your ticket reference is CNT-20261121-7F3K9Q');
  },
};

export const Registration: Story = {
  args: {
    title: 'Registration Successful!',
    message: 'You are registered for the career guidance workshop on 6 December.',
    reference: { label: 'Your registration ID is', value: 'REG-20261121-4M8TZC' },
    children: <p>Please save this ID: you will need it to change or cancel your registration.</p>,
  },
  parameters: {
    hindi: {
      args: {
        title: 'पंजीकरण हो गया!',
        message: 'आपका पंजीकरण 6 दिसंबर की करियर मार्गदर्शन कार्यशाला के लिए हो गया है।',
        reference: { label: 'आपकी पंजीकरण संख्या:', value: 'REG-20261121-4M8TZC' },
        children: <p>कृपया यह संख्या संभालकर रखें: पंजीकरण बदलने या रद्द करने के लिए इसकी ज़रूरत होगी।</p>,
      },
    },
  },
  play: async ({ canvas }) => {
    await eventually(() =>
      expect(canvas.getByRole('heading', { name: 'Registration Successful!' })).toHaveFocus(),
    );
    await expect(canvas.getByText(/Please save this ID/)).toBeVisible();
  },
};

export const DefaultMessage: Story = {
  args: { ...defaultMessage.en, reference: undefined },
  parameters: {
    // null, not undefined, clears the meta's Hindi reference: Storybook's merge skips undefined.
    hindi: { args: { ...defaultMessage.hi, reference: null } },
    docs: { description: { story: "The server's general message, used when it has nothing more specific." } },
  },
};

export const WithAction: Story = {
  args: { action: <Button variant="outline">{contactWords.en.again}</Button> },
  parameters: { hindi: { args: { action: <Button variant="outline">{contactWords.hi.again}</Button> } } },
  play: async ({ canvas, userEvent }) => {
    await eventually(() =>
      expect(canvas.getByRole('heading', { name: 'Message Sent Successfully!' })).toHaveFocus(),
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Send another message' })).toHaveFocus();
  },
};

export const NoAutoFocus: Story = {
  args: { autoFocus: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Message Sent Successfully!' })).not.toHaveFocus();
    await expect(document.activeElement).toBe(document.body);
  },
};

function ContactForm({ words }: { words: ContactWords }) {
  const [sent, setSent] = useState(false);
  const [again, setAgain] = useState(false);
  const email = useRef<HTMLInputElement>(null);
  const send = (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
  };
  // The visitor asked for the form again: focus goes to its first field, where they go on.
  useEffect(() => {
    if (again && !sent) email.current?.focus();
  }, [again, sent]);
  if (sent) {
    return (
      <SuccessPanel
        title={words.title}
        message={words.message}
        reference={words.reference}
        action={
          <Button
            variant="outline"
            onClick={() => {
              setAgain(true);
              setSent(false);
            }}
          >
            {words.again}
          </Button>
        }
      />
    );
  }
  return (
    <form noValidate onSubmit={send} aria-label={words.form}>
      <FormField label={words.email} required>
        <TextInput ref={email} name="email" type="email" autoComplete="email" />
      </FormField>
      <Button type="submit">{words.send}</Button>
    </form>
  );
}

export const ReplacesForm: Story = {
  render: (_args, context) => <ContactForm words={storyWords(context, contactWords)} />,
  parameters: { transcript: true },
  play: async ({ canvas, canvasElement, userEvent }) => {
    // The thanks take focus, stay to be read, and Send another brings back the form.
    const focused = () => canvasElement.ownerDocument.activeElement;
    await heard.act('Tab', () => userEvent.tab());
    await heard.act("type 'asha@example.org'", () => userEvent.keyboard('asha@example.org'));
    await heard.act('Tab', () => userEvent.tab());
    await heard.act('press Enter on Send Message', () => userEvent.keyboard('{Enter}'), {
      until: () => focused()?.tagName === 'H2',
    });
    await expect(canvas.getByRole('heading', { name: 'Message Sent Successfully!' })).toHaveFocus();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await heard.readToEnd('read on to the end');
    await heard.act('Tab', () => userEvent.tab());
    await expect(canvas.getByRole('button', { name: 'Send another message' })).toHaveFocus();
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'), {
      until: () => focused()?.tagName === 'INPUT',
    });
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveFocus();
  },
};

function VanishingThanks({ words }: { words: ContactWords }) {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setShown(false), 3000);
    return () => clearTimeout(timer);
  }, []);
  return shown ? (
    <SuccessPanel title={words.title} message={words.message} reference={words.reference} />
  ) : (
    <form noValidate aria-label={words.form}>
      <FormField label={words.email} required>
        <TextInput name="email" type="email" autoComplete="email" />
      </FormField>
      <Button type="submit">{words.send}</Button>
    </form>
  );
}

/** Don't: thanks that vanish after a few seconds, with the reference, before a screen reader has read them. */
export const DontVanishOnTimer: Story = {
  render: (_args, context) => <VanishingThanks words={storyWords(context, contactWords)} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Message Sent Successfully!' })).toBeVisible();
    // The failure shown, to its end: three seconds later the thanks and the reference are gone. The story
    // waits for the form to be back, however long a busy machine takes, and ends there, so its picture
    // does not depend on how fast the machine photographs it.
    await heard.act('wait', () => undefined, {
      until: () => canvas.queryByRole('form', { name: 'Contact us' }) !== null,
    });
    await expect(canvas.getByRole('form', { name: 'Contact us' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Message Sent Successfully!' })).toBeNull();
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: (_args, context) => {
    const contact = storyWords(context, contactWords);
    const partnership = storyWords(context, defaultMessage);
    const internship = storyWords(context, internshipWords);
    return (
      <div style={{ display: 'grid', gap: '2rem', gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <SuccessPanel
          title={contact.title}
          message={contact.message}
          reference={contact.reference}
          action={<Button variant="outline">{contact.again}</Button>}
        />
        <SuccessPanel
          // eslint-disable-next-line jsx-a11y/no-autofocus -- turns the panel's focus move off: one panel has focus
          autoFocus={false}
          title={partnership.title}
          message={partnership.message}
        />
        <SuccessPanel
          // eslint-disable-next-line jsx-a11y/no-autofocus -- turns the panel's focus move off: one panel has focus
          autoFocus={false}
          title={internship.title}
          message={internship.message}
          reference={internship.reference}
        >
          <p>{internship.save}</p>
        </SuccessPanel>
      </div>
    );
  },
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  // With focus on its heading, as it arrives; without a reference; with a long title, a reference and more.
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Message Sent Successfully!' })).toHaveFocus();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  },
};

export const LongContent: Story = {
  args: {
    title: internshipWords.en.title,
    message:
      'Thank you for applying. Our team reads every application, and we will write to you by email within ten ' +
      'working days. If you asked for the interview to be held in Indian Sign Language, or need any other ' +
      'adjustment, we have noted it and will confirm the arrangements with you before the interview date.',
    reference: internshipWords.en.reference,
  },
  parameters: {
    hindi: {
      args: {
        title: internshipWords.hi.title,
        message:
          'आवेदन करने के लिए धन्यवाद। हमारी टीम हर आवेदन पढ़ती है, और हम 10 कामकाजी दिनों में आपको ई-मेल से ' +
          'लिखेंगे। अगर आपने इंटरव्यू भारतीय सांकेतिक भाषा में माँगा है, या आपको कोई और सुविधा चाहिए, तो हमने ' +
          'उसे दर्ज कर लिया है। इंटरव्यू की तारीख़ से पहले हम आपके साथ इंतज़ाम पक्का करेंगे।',
        reference: internshipWords.hi.reference,
      },
    },
  },
};

export const NarrowViewport: Story = {
  ...LongContent,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const value = canvas.getByText('INT-20261121-9XK2M7PQ4L');
    await expect(value.getBoundingClientRect().right).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
