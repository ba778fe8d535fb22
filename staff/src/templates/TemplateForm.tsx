import {
  ApiError,
  replyBodyMaxLength,
  replyLanguageNames,
  replyLanguages,
  replyTemplateRequest,
  type RecordKind,
  type ReplyLanguage,
  type ReplyTemplate,
} from '@inclusion/forms';
import {
  Alert,
  Button,
  ErrorSummary,
  FormField,
  RadioGroup,
  Status,
  TextArea,
  TextInput,
} from '@inclusion/ui';
import { useId, useState, type FormEvent } from 'react';
import { staffClient } from '../staffApi.js';
import { templatesText as text } from './templatesText.js';

type Field = 'language' | 'name' | 'subject' | 'body';
const labels: Record<Field, string> = {
  language: text.languageLegend,
  name: text.nameLabel,
  subject: text.subjectLabel,
  body: text.bodyLabel,
};

/** What the form edits: a stored template (changed in place), or a new one (perhaps a built-in's copy). */
export type Editing = { mode: 'add'; from?: ReplyTemplate } | { mode: 'edit'; template: ReplyTemplate };

/**
 * Adds or changes one reply template, checked with the server's rules and words (the contract's
 * replyTemplateRequest) before it is sent. It posts: should the script stop, nothing goes into an address.
 */
export function TemplateForm({
  kind,
  editing,
  headingId,
  onSaved,
  onCancel,
  onErrors,
}: {
  kind: RecordKind;
  editing: Editing;
  headingId: string;
  onSaved: (message: string) => void;
  onCancel: () => void;
  onErrors: (has: boolean) => void;
}) {
  const base = useId();
  const fieldId = (name: string) => `${base}-${name}`;
  const start = editing.mode === 'edit' ? editing.template : editing.from;
  const [values, setValues] = useState<Record<Field, string>>({
    language: start?.language ?? 'en',
    name: start?.name ?? '',
    subject: start?.subject ?? '',
    body: start?.body ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [submits, setSubmits] = useState(0);
  const [failure, setFailure] = useState<{ message: string; serial: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: Field) => (value: string) => setValues((previous) => ({ ...previous, [field]: value }));
  const show = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    onErrors(Object.keys(found).length > 0);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const serial = submits + 1;
    setSubmits(serial);
    setFailure(null);
    const parsed = replyTemplateRequest.safeParse({ kind, ...values });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      show(found);
      return;
    }
    show({});
    setBusy(true);
    try {
      const { kind: _kind, ...change } = parsed.data;
      const answer =
        editing.mode === 'edit'
          ? await staffClient.replies.changeTemplate(editing.template.id, change)
          : await staffClient.replies.addTemplate(parsed.data);
      onSaved(`${answer.message}: ${answer.data.name}.`);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.errors?.length) {
        const found: Partial<Record<Field, string>> = {};
        for (const item of error.errors)
          if (item.field in labels) found[item.field as Field] ??= item.message;
        if (Object.keys(found).length > 0) return show(found);
      }
      setFailure({ message: error instanceof Error ? error.message : text.notSaved, serial });
    }
  }

  const errorItems = (Object.keys(labels) as Field[]).flatMap((field) =>
    errors[field] ? [{ fieldId: fieldId(field), message: errors[field], fieldName: labels[field] }] : [],
  );

  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="staff-form"
      aria-labelledby={headingId}
    >
      {errorItems.length > 0 ? <ErrorSummary errors={errorItems} focusKey={submits} /> : null}
      {failure ? (
        <Alert variant="error" title={text.notSaved} focusKey={failure.serial}>
          {failure.message}
        </Alert>
      ) : null}
      <RadioGroup
        legend={text.languageLegend}
        name="language"
        id={fieldId('language')}
        options={replyLanguages.map((language: ReplyLanguage) => ({
          value: language,
          label: replyLanguageNames[language],
        }))}
        value={values.language}
        onValueChange={set('language')}
        error={errors.language}
        inline
        required
      />
      <FormField
        id={fieldId('name')}
        label={text.nameLabel}
        hint={text.nameHint}
        error={errors.name}
        required
      >
        <TextInput name="name" value={values.name} onChange={(event) => set('name')(event.target.value)} />
      </FormField>
      <FormField id={fieldId('subject')} label={text.subjectLabel} error={errors.subject} required>
        <TextInput
          name="subject"
          value={values.subject}
          onChange={(event) => set('subject')(event.target.value)}
        />
      </FormField>
      <FormField
        id={fieldId('body')}
        label={text.bodyLabel}
        hint={text.bodyHint}
        error={errors.body}
        required
      >
        <TextArea
          name="body"
          rows={10}
          value={values.body}
          maxCharacters={replyBodyMaxLength}
          onChange={(event) => set('body')(event.target.value)}
        />
      </FormField>
      <div className="staff-actions">
        <Button type="submit" busy={busy} busyLabel={text.saving}>
          {text.save}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {text.cancel}
        </Button>
      </div>
      <Status>{busy ? text.saving : ''}</Status>
    </form>
  );
}
