import '@inclusion/ui/tokens.css';
import '@inclusion/ui/css/alert.css';
import '@inclusion/ui/css/button.css';
import '@inclusion/ui/css/checkbox-group.css';
import '@inclusion/ui/css/error-summary.css';
import '@inclusion/ui/css/form-field.css';
import '@inclusion/ui/css/radio-group.css';
import '@inclusion/ui/css/select.css';
import '@inclusion/ui/css/success-panel.css';
import '@inclusion/ui/css/text-area.css';
import '@inclusion/ui/css/text-input.css';
import {
  Alert,
  Button,
  CheckboxGroup,
  ErrorSummary,
  FormField,
  RadioGroup,
  Select,
  SuccessPanel,
  TextArea,
  TextInput,
  type ErrorSummaryItem,
} from '@inclusion/ui';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

/** A whole form as a project would build it: every field kind, the error summary, the banner and the thank-you. */
function VolunteerForm() {
  const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState(false);
  if (sent) return <SuccessPanel title="Thank you" message="We will write to you within a week." />;
  const errorOf = (fieldId: string) => errors.find((error) => error.fieldId === fieldId)?.message;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const next = String(data.get('fullName') ?? '').trim()
          ? []
          : [{ fieldId: 'fullName', message: 'Enter your full name' }];
        setErrors(next);
        if (next.length === 0)
          fetch('/api', { method: 'POST', body: data }).then(
            () => setSent(true),
            () => setFailed(true),
          );
      }}
    >
      <ErrorSummary errors={errors} />
      {failed ? <Alert>Failed to send message. Please try again.</Alert> : null}
      <FormField id="fullName" label="Full name" required error={errorOf('fullName')}>
        <TextInput name="fullName" autoComplete="name" />
      </FormField>
      <FormField id="area" label="Area of interest" required>
        <Select
          name="area"
          placeholder="Select an area"
          options={[
            { value: 'education', label: 'Education' },
            { value: 'employment', label: 'Employment' },
          ]}
        />
      </FormField>
      <RadioGroup
        legend="How will you attend?"
        name="attendance"
        options={[
          { value: 'in-person', label: 'In person' },
          { value: 'online', label: 'Online' },
        ]}
      />
      <CheckboxGroup
        legend="Which days suit you?"
        name="days"
        options={[
          { value: 'saturday', label: 'Saturday' },
          { value: 'sunday', label: 'Sunday' },
        ]}
      />
      <FormField id="message" label="Message">
        <TextArea name="message" maxCharacters={500} />
      </FormField>
      <Button type="submit">Send</Button>
    </form>
  );
}

createRoot(document.getElementById('root')!).render(
  <main>
    <h1>Volunteer with us</h1>
    <VolunteerForm />
  </main>,
);
