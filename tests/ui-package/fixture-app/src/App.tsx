import {
  Alert,
  Button,
  ButtonLink,
  CheckboxGroup,
  ErrorSummary,
  FormField,
  MenuDisclosure,
  Modal,
  RadioGroup,
  Select,
  TextArea,
  TextInput,
  VisuallyHidden,
  type SelectOption,
} from '@inclusion/ui';
import { useEffect, useRef, useState } from 'react';

const subjects: SelectOption[] = [
  { value: 'general-inquiry', label: 'General Inquiry' },
  { value: 'volunteering', label: 'Volunteering' },
  { value: 'partnership', label: 'Partnership' },
];

declare global {
  interface Window {
    /** The tag each ref received after mount, for the test to read. */
    fixtureRefs?: Record<string, string | null>;
  }
}

/** Components given refs; after mount the element each ref holds is reported on `window.fixtureRefs`. */
function RefTargets() {
  const button = useRef<HTMLButtonElement>(null);
  const buttonLink = useRef<HTMLAnchorElement>(null);
  const textInput = useRef<HTMLInputElement>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const select = useRef<HTMLButtonElement>(null);
  const radioGroup = useRef<HTMLFieldSetElement>(null);
  const checkboxGroup = useRef<HTMLFieldSetElement>(null);
  const errorSummary = useRef<HTMLDivElement>(null);
  const visuallyHidden = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const refs = {
      button,
      buttonLink,
      textInput,
      textArea,
      select,
      radioGroup,
      checkboxGroup,
      errorSummary,
      visuallyHidden,
    };
    window.fixtureRefs = Object.fromEntries(
      Object.entries(refs).map(([name, ref]) => [name, ref.current?.tagName.toLowerCase() ?? null]),
    );
  });
  const yesNo = [
    { value: 'yes', label: 'Yes' },
    { value: 'no', label: 'No' },
  ];
  return (
    <section aria-labelledby="refs-heading">
      <h2 id="refs-heading">Newsletter</h2>
      <ErrorSummary
        ref={errorSummary}
        errors={[{ fieldId: 'email', message: 'Enter your e-mail address' }]}
      />
      <FormField id="email" label="E-mail address" required error="Enter your e-mail address">
        <TextInput ref={textInput} name="email" autoComplete="email" />
      </FormField>
      <FormField id="why" label="Why do you write?">
        <TextArea ref={textArea} name="why" maxCharacters={200} />
      </FormField>
      <FormField id="topic" label="Topic">
        <Select ref={select} name="topic" options={subjects} />
      </FormField>
      <RadioGroup ref={radioGroup} legend="Monthly?" name="monthly" options={yesNo} />
      <CheckboxGroup ref={checkboxGroup} legend="Topics" name="topics" options={yesNo} />
      <Button ref={button}>Subscribe</Button>
      <ButtonLink ref={buttonLink} href="#refs-heading" variant="outline">
        Read the privacy notice
      </ButtonLink>
      <VisuallyHidden ref={visuallyHidden}>End of the form</VisuallyHidden>
    </section>
  );
}

/** What the fixture app shows: server-rendered, then hydrated, on every supported React version. */
export function App() {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <h1>A project that installs @inclusion/ui</h1>
      <MenuDisclosure label="Menu">
        <ul>
          <li>
            <a href="#contact-heading">Contact</a>
          </li>
        </ul>
      </MenuDisclosure>
      <Alert title="Not sent">Failed to send message. Please try again.</Alert>
      <h2 id="contact-heading">Contact</h2>
      <Button onClick={() => setOpen(true)}>Contact us</Button>
      <Modal open={open} onOpenChange={setOpen} title="Send us a message">
        <form id="contact" onSubmit={(event) => event.preventDefault()}>
          <FormField label="Full name" required>
            <TextInput name="fullName" autoComplete="name" />
          </FormField>
          <FormField label="Subject" hint="Choose the closest match." required>
            <Select name="subject" placeholder="Select a subject" options={subjects} />
          </FormField>
        </form>
      </Modal>
      <RefTargets />
    </main>
  );
}
