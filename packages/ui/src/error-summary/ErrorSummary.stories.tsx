import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { Button } from '../button/Button.js';
import { storyWords } from '../docs-support/story-language.js';
import { FieldError } from '../form-field/FieldMessages.js';
import { FormField } from '../form-field/FormField.js';
import { heard } from '../test-support/heard.js';
import { TextInput } from '../text-input/TextInput.js';
import { errorSummaryGuidance } from './ErrorSummary.guidance.js';
import { ErrorSummary, type ErrorSummaryItem } from './ErrorSummary.js';

/** The stories' words: a Hindi page gives its own (the messages as packages/forms says them in Hindi). */
const formWords = {
  en: {
    fullName: 'Full name',
    email: 'Email',
    mobile: 'Mobile number',
    message: 'Message',
    subject: 'Subject (required)',
    subjects: ['Volunteering', 'Donations', 'Accessibility feedback'],
    fullNameRequired: 'Full name is required',
    emailRequired: 'Email is required',
    mobileRequired: 'Mobile number is required',
    subjectRequired: 'Please select a subject',
    messageRequired: 'Message is required',
    enterEmail: 'Enter your email address',
    before: 'The questions before the subject go here.',
    send: 'Send Message',
  },
  hi: {
    fullName: 'पूरा नाम',
    email: 'ई-मेल',
    mobile: 'मोबाइल नंबर',
    message: 'संदेश',
    subject: 'विषय (ज़रूरी)',
    subjects: ['स्वयंसेवा', 'दान', 'सुगम्यता पर सुझाव'],
    fullNameRequired: 'पूरा नाम लिखना ज़रूरी है',
    emailRequired: 'ई-मेल लिखना ज़रूरी है',
    mobileRequired: 'मोबाइल नंबर लिखना ज़रूरी है',
    subjectRequired: 'कृपया एक विषय चुनें',
    messageRequired: 'संदेश लिखना ज़रूरी है',
    enterEmail: 'अपना ई-मेल पता लिखें',
    before: 'विषय से पहले के प्रश्न यहाँ आते हैं।',
    send: 'संदेश भेजें',
  },
};

type FormWords = (typeof formWords)['en'];

const twoErrorsIn = (words: FormWords): ErrorSummaryItem[] => [
  { fieldId: 'full-name', message: words.fullNameRequired },
  { fieldId: 'email', message: words.emailRequired },
];

const twoErrors = twoErrorsIn(formWords.en);

const errorFor = (errors: readonly ErrorSummaryItem[], fieldId: string) =>
  errors.find((error) => error.fieldId === fieldId)?.message;

function NameAndEmail({ errors, words }: { errors: readonly ErrorSummaryItem[]; words: FormWords }) {
  return (
    <>
      <FormField label={words.fullName} id="full-name" required error={errorFor(errors, 'full-name')}>
        <TextInput name="fullName" autoComplete="name" />
      </FormField>
      <FormField label={words.email} id="email" required error={errorFor(errors, 'email')}>
        <TextInput name="email" type="email" autoComplete="email" />
      </FormField>
    </>
  );
}

/** The subjects' values, sent in English whatever the page's language, as the site's forms send them. */
const subjectValues = formWords.en.subjects;

function SubjectFieldset({ error, words }: { error?: string; words: FormWords }) {
  return (
    <fieldset
      className={error ? 'ui-field ui-field--error' : 'ui-field'}
      aria-describedby={error ? 'subject-error' : undefined}
    >
      <legend className="ui-field__legend">{words.subject}</legend>
      {error ? <FieldError id="subject-error">{error}</FieldError> : null}
      {subjectValues.map((subject, index) => {
        const id = index === 0 ? 'subject' : `subject-${index}`;
        return (
          <div key={subject}>
            <input
              type="radio"
              id={id}
              name="subject"
              value={subject}
              style={{ inlineSize: '1.5rem', blockSize: '1.5rem' }}
            />{' '}
            <label htmlFor={id}>{words.subjects[index]}</label>
          </div>
        );
      })}
    </fieldset>
  );
}

const summaryOf = (heading: HTMLElement) => heading.closest('.ui-error-summary');

/** The summary takes focus in an effect after it renders. */
const summaryFocused = () => document.activeElement?.classList.contains('ui-error-summary') === true;

const meta = {
  title: 'Feedback/ErrorSummary',
  component: ErrorSummary,
  args: { errors: twoErrors },
  render: (args, context) => (
    <>
      <ErrorSummary {...args} />
      <form noValidate>
        <NameAndEmail errors={args.errors} words={storyWords(context, formWords)} />
      </form>
    </>
  ),
  parameters: {
    hindi: { args: { errors: twoErrorsIn(formWords.hi) } },
    docs: {
      description: {
        component:
          "GOV.UK Frontend's error summary, shown above a form after a failed submit. It takes keyboard focus when it appears, " +
          'and again whenever `focusKey` changes (pass a submit counter), so a screen reader reads the heading and every error ' +
          'at once, and a keyboard user starts right at the list. It has no `role="alert"`: focus already makes it speak, and ' +
          'both together make some screen readers read it twice. Each error is a link to its field (give the field the same ' +
          '`id`); following it focuses the field and scrolls its label, or the legend of its fieldset, into view so the ' +
          'question is seen along with the input. It renders nothing while there are no errors. It is a group named by ' +
          'its heading and described by its list, so focus alone says “There is a problem” and every error. Where a ' +
          'message does not say which field it is about (“This field is required”), give the entry a `fieldName`: the ' +
          'link then reads “Are you a person with a disability? This field is required”.',
      },
      guidance: errorSummaryGuidance,
    },
  },
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const summary = summaryOf(canvas.getByRole('heading', { level: 2, name: 'There is a problem' }));
    await heard.act('wait', () => undefined, { until: summaryFocused });
    await expect(summary).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Full name is required' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const input = canvas.getByRole('textbox', { name: 'Full name (required)' });
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('id', 'full-name');
  },
};

export const SingleError: Story = {
  args: { errors: [{ fieldId: 'email', message: 'Email is required' }] },
  parameters: { hindi: { args: { errors: [{ fieldId: 'email', message: formWords.hi.emailRequired }] } } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Email (required)' })).toHaveFocus();
  },
};

const manyErrorsIn = (words: FormWords): ErrorSummaryItem[] => [
  { fieldId: 'full-name', message: words.fullNameRequired },
  { fieldId: 'email', message: words.emailRequired },
  { fieldId: 'mobile', message: words.mobileRequired },
  { fieldId: 'subject', message: words.subjectRequired },
  { fieldId: 'message', message: words.messageRequired },
];

const manyErrors = manyErrorsIn(formWords.en);

export const ManyErrors: Story = {
  args: { errors: manyErrors },
  parameters: { hindi: { args: { errors: manyErrorsIn(formWords.hi) } } },
  render: (args, context) => {
    const words = storyWords(context, formWords);
    return (
      <>
        <ErrorSummary {...args} />
        <form noValidate>
          <NameAndEmail errors={args.errors} words={words} />
          <FormField label={words.mobile} id="mobile" required error={errorFor(args.errors, 'mobile')}>
            <TextInput name="mobile" type="tel" autoComplete="tel" />
          </FormField>
          <SubjectFieldset error={words.subjectRequired} words={words} />
          <FormField label={words.message} id="message" required error={errorFor(args.errors, 'message')}>
            <TextInput name="message" />
          </FormField>
        </form>
      </>
    );
  },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(manyErrors.map((error) => error.message));
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(
      manyErrors.map((error) => `#${error.fieldId}`),
    );
  },
};

export const LinksToFieldset: Story = {
  args: { errors: [{ fieldId: 'subject', message: 'Please select a subject' }] },
  parameters: {
    hindi: { args: { errors: [{ fieldId: 'subject', message: formWords.hi.subjectRequired }] } },
    pictures: {
      skip: 'its first paragraph is 120vh tall, and a picture makes the viewport as tall as the story: the story grows again',
    },
  },
  render: (args, context) => {
    const words = storyWords(context, formWords);
    return (
      <>
        <ErrorSummary {...args} />
        <form noValidate>
          <p style={{ minBlockSize: '120vh' }}>{words.before}</p>
          <SubjectFieldset error={words.subjectRequired} words={words} />
        </form>
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const legend = canvas.getByText('Subject (required)');
    await expect(legend.getBoundingClientRect().top).toBeGreaterThan(window.innerHeight);
    const inView = () => {
      const { top, bottom } = legend.getBoundingClientRect();
      return top >= 0 && bottom <= window.innerHeight;
    };
    await userEvent.tab();
    // The page scrolls smoothly unless the visitor asks for reduced motion.
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'), { until: inView });
    await expect(canvas.getByRole('radio', { name: 'Volunteering' })).toHaveFocus();
    await expect(inView()).toBe(true);
  },
};

function RefocusDemo({ words }: { words: FormWords }) {
  const [attempts, setAttempts] = useState(0);
  const errors = attempts > 0 ? twoErrorsIn(words) : [];
  return (
    <>
      <ErrorSummary errors={errors} focusKey={attempts} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setAttempts((count) => count + 1);
        }}
      >
        <NameAndEmail errors={errors} words={words} />
        <Button type="submit">{words.send}</Button>
      </form>
    </>
  );
}

export const RefocusOnSecondSubmit: Story = {
  render: (_args, context) => <RefocusDemo words={storyWords(context, formWords)} />,
  parameters: {
    transcript: true,
    docs: { description: { story: 'Each submit increments `focusKey`, so focus returns to the summary.' } },
  },
  play: async ({ canvas, userEvent }) => {
    const send = canvas.getByRole('button', { name: 'Send Message' });
    for (let step = 0; step < 3; step++) await heard.act('Tab', () => userEvent.tab());
    await expect(send).toHaveFocus();
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'), { until: summaryFocused });
    const summary = summaryOf(canvas.getByRole('heading', { name: 'There is a problem' }));
    await expect(summary).toHaveFocus();
    await heard.next(5, 'read on through the summary');
    // Two links, two fields, then the button again.
    for (let step = 0; step < 5; step++) await heard.act('Tab', () => userEvent.tab());
    await expect(send).toHaveFocus();
    await heard.act('press Enter again', () => userEvent.keyboard('{Enter}'), { until: summaryFocused });
    await expect(summaryOf(canvas.getByRole('heading', { name: 'There is a problem' }))).toBe(summary);
    await heard.act('Tab', () => userEvent.tab());
    await expect(canvas.getByRole('link', { name: 'Full name is required' })).toHaveFocus();
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'));
    await expect(canvas.getByRole('textbox', { name: 'Full name (required)' })).toHaveFocus();
  },
};

export const LongMessages: Story = {
  args: {
    errors: [
      {
        fieldId: 'full-name',
        message:
          'Full name must be less than 100 characters. If your name is longer, write the part you use every day and tell us the rest in your message.',
      },
      {
        fieldId: 'email',
        message:
          'Enter an email address in the correct format, like name@example.com, so that we can reply to your question about the programme.',
      },
    ],
  },
  parameters: {
    hindi: {
      args: {
        errors: [
          {
            fieldId: 'full-name',
            message:
              'पूरा नाम 100 अक्षरों से कम होना चाहिए। अगर आपका नाम इससे लंबा है, तो वह हिस्सा लिखें जो आप रोज़ इस्तेमाल करते हैं, और बाकी अपने संदेश में बताएँ।',
          },
          {
            fieldId: 'email',
            message:
              'ई-मेल पता सही रूप में लिखें, जैसे name@example.com, ताकि हम कार्यक्रम के बारे में आपके सवाल का जवाब दे सकें।',
          },
        ],
      },
    },
  },
};

export const NarrowViewport: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const summary = summaryOf(canvas.getByRole('heading', { name: 'There is a problem' }));
    await expect(summary?.getBoundingClientRect().right).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

const questionWords = {
  en: {
    required: '(required)',
    answers: ['Yes', 'No'],
    questions: [
      { id: 'disability', legend: 'Are you a person with a disability?' },
      { id: 'interpreter', legend: 'Do you need a sign language interpreter?' },
    ],
    fieldRequired: 'This field is required',
    form: 'Event registration',
    submit: 'Submit Registration',
  },
  hi: {
    required: '(ज़रूरी)',
    answers: ['हाँ', 'नहीं'],
    questions: [
      { id: 'disability', legend: 'क्या आप दिव्यांग व्यक्ति हैं?' },
      { id: 'interpreter', legend: 'क्या आपको सांकेतिक भाषा दुभाषिया चाहिए?' },
    ],
    fieldRequired: 'इस प्रश्न का उत्तर देना ज़रूरी है',
    form: 'आयोजन के लिए पंजीकरण',
    submit: 'पंजीकरण जमा करें',
  },
};

type QuestionWords = (typeof questionWords)['en'];

/** The answers' values, sent in English whatever the page's language. */
const answerValues = questionWords.en.answers;

function YesNo({
  id,
  legend,
  error,
  words,
}: {
  id: string;
  legend: string;
  error?: string;
  words: QuestionWords;
}) {
  return (
    <fieldset
      className={error ? 'ui-field ui-field--error' : 'ui-field'}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="ui-field__legend">
        {legend}
        {` ${words.required}`}
      </legend>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      {answerValues.map((answer, index) => {
        const inputId = index === 0 ? id : `${id}-${index}`;
        return (
          <div key={answer}>
            <input
              type="radio"
              id={inputId}
              name={id}
              value={answer}
              style={{ inlineSize: '1.5rem', blockSize: '1.5rem' }}
            />{' '}
            <label htmlFor={inputId}>{words.answers[index]}</label>
          </div>
        );
      })}
    </fieldset>
  );
}

/** Two Yes/No questions whose error message, in the specification's words, is 'This field is required'. */
function YesNoForm({ named, words }: { named: boolean; words: QuestionWords }) {
  const [attempts, setAttempts] = useState(0);
  const errors: ErrorSummaryItem[] =
    attempts > 0
      ? words.questions.map(({ id, legend }) => ({
          fieldId: id,
          message: words.fieldRequired,
          fieldName: named ? legend : undefined,
        }))
      : [];
  return (
    <>
      <ErrorSummary errors={errors} focusKey={attempts} />
      <form
        noValidate
        aria-label={words.form}
        onSubmit={(event) => {
          event.preventDefault();
          setAttempts((count) => count + 1);
        }}
      >
        {words.questions.map(({ id, legend }) => (
          <YesNo
            key={id}
            id={id}
            legend={legend}
            error={attempts > 0 ? words.fieldRequired : undefined}
            words={words}
          />
        ))}
        <Button type="submit">{words.submit}</Button>
      </form>
    </>
  );
}

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
    form: formWords.en,
    questions: questionWords.en,
    applicationTitle: 'There are problems with your application',
    statement:
      'Your statement must be 500 words or fewer. It has 742 words: shorten it, or send the rest as an attachment with your application.',
    referee: 'Enter the email address of your referee, like name@example.com',
  },
  hi: {
    form: formWords.hi,
    questions: questionWords.hi,
    applicationTitle: 'आपके आवेदन में कुछ समस्याएँ हैं',
    statement:
      'आपका वक्तव्य 500 शब्दों या उससे कम का होना चाहिए। इसमें 742 शब्द हैं: इसे छोटा करें, या बाकी हिस्सा आवेदन के साथ अलग फ़ाइल में भेजें।',
    referee: 'अपनी सिफ़ारिश करने वाले व्यक्ति का ई-मेल पता लिखें, जैसे name@example.com',
  },
};

export const AllStates: Story = {
  name: 'All states',
  args: { errors: [] },
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  render: (_args, context) => {
    const words = storyWords(context, allStatesWords);
    return (
      <div style={sideBySide}>
        <ErrorSummary errors={[{ fieldId: 'email', message: words.form.enterEmail }]} />
        <ErrorSummary errors={manyErrorsIn(words.form)} />
        <ErrorSummary
          errors={words.questions.questions.map(({ id, legend }) => ({
            fieldId: id,
            message: words.questions.fieldRequired,
            fieldName: legend,
          }))}
        />
        <ErrorSummary
          title={words.applicationTitle}
          headingLevel={3}
          errors={[
            { fieldId: 'statement', message: words.statement },
            { fieldId: 'referee', message: words.referee },
          ]}
        />
      </div>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('group')).toHaveLength(4);
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'There are problems with your application' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Are you a person with a disability? This field is required' }),
    ).toHaveAttribute('href', '#disability');
  },
};

/** Each link names its field where the message does not: the inline messages keep their words. */
export const WithFieldNames: Story = {
  args: { errors: [] },
  render: (_args, context) => <YesNoForm named words={storyWords(context, questionWords)} />,
  parameters: { transcript: true },
  play: async ({ canvas, userEvent }) => {
    for (let step = 0; step < 3; step++) await heard.act('Tab', () => userEvent.tab());
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'), { until: summaryFocused });
    await expect(canvas.getByRole('group', { name: 'There is a problem' })).toHaveFocus();
    await heard.act('Tab', () => userEvent.tab());
    await expect(
      canvas.getByRole('link', { name: 'Are you a person with a disability? This field is required' }),
    ).toHaveFocus();
    await heard.act('Tab', () => userEvent.tab());
    await expect(
      canvas.getByRole('link', { name: 'Do you need a sign language interpreter? This field is required' }),
    ).toHaveFocus();
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'));
    await expect(canvas.getAllByRole('radio', { name: 'Yes' })[1]).toHaveFocus();
  },
};

/** Don't: two links that both say 'This field is required'; out of context, neither says which field. */
export const DontMessageWithoutField: Story = {
  args: { errors: [] },
  render: (_args, context) => <YesNoForm named={false} words={storyWords(context, questionWords)} />,
  play: async ({ canvas, userEvent }) => {
    for (let step = 0; step < 3; step++) await userEvent.tab();
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'), { until: summaryFocused });
    await expect(canvas.getAllByRole('link', { name: 'This field is required' })).toHaveLength(2);
  },
};
