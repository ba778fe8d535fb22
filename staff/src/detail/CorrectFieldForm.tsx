import type { StaffKind } from '@inclusion/forms';
import {
  Alert,
  Button,
  ErrorSummary,
  FormField,
  NotificationBanner,
  Status,
  TextArea,
  TextInput,
} from '@inclusion/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { labelOf } from '../format.js';
import type { CorrectableField } from '../correctable.js';
import type { KindInfo } from '../kinds.js';
import { staffClient } from '../staffApi.js';
import { StaleNotice } from './StaleNotice.js';
import { useStaffForm, type FieldErrors } from './useStaffForm.js';

/** The small form a summary row's 'Change' link opens: one field, corrected on its owner's request. */
export function CorrectFieldForm({
  kind,
  id,
  field,
  value,
  closeHref,
  version,
  onErrors,
  onSaved,
  onReload,
}: {
  onReload: () => Promise<void>;
  /** The record's version as shown: a correction of an older one is refused. */
  version: number | undefined;
  kind: KindInfo;
  id: string;
  field: CorrectableField;
  value: unknown;
  closeHref: string;
  onErrors: (has: boolean) => void;
  /** Fetches the record again: its new version, before the success is said. */
  onSaved: () => Promise<void>;
}) {
  const fieldId = `${useId()}-correct`;
  const heading = useRef<HTMLHeadingElement>(null);
  const label = labelOf(field.name);
  const [text, setText] = useState(value === null || value === undefined ? '' : String(value));
  const form = useStaffForm(onErrors);

  // The user asked for this form: focus goes to its heading, so it is read and Tab starts here.
  useEffect(() => {
    heading.current?.focus();
  }, [field.name]);

  function check(): FieldErrors {
    return text.trim() ? {} : { [field.name]: `Enter the ${label.toLowerCase()}` };
  }

  async function send(): Promise<string> {
    const next = field.type === 'number' ? Number(text) : text.trim();
    if (version === undefined)
      await staffClient.staff.correctFields(kind.apiKind as StaffKind, id, { [field.name]: next });
    else await staffClient.inbox.correct(kind.apiKind as StaffKind, id, { [field.name]: next }, version);
    // The success is said once the page holds the record's new version: a change made straight after
    // it would otherwise carry the old one, and be refused as if someone else had changed the record.
    await onSaved();
    return `${label} corrected.`;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void form.submit(check, send);
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="staff-form staff-section"
      id="correct-field"
    >
      <h3 ref={heading} tabIndex={-1}>
        Correct the {label.toLowerCase()}
      </h3>
      <p>
        Only on the request of the person it is about (DPDP Act, right to correction). The history records
        which field changed, not its old value.
      </p>
      {form.outcome.state === 'saved' ? (
        <NotificationBanner
          type="success"
          heading={form.outcome.message}
          focusKey={form.outcome.serial}
          headingLevel={3}
        />
      ) : null}
      {form.errors[field.name] ? (
        <ErrorSummary
          headingLevel={3}
          errors={[{ fieldId, message: form.errors[field.name], fieldName: label }]}
          focusKey={form.submits}
        />
      ) : null}
      {form.outcome.state === 'failed' ? (
        <Alert variant="error" title="The correction was not saved" focusKey={form.outcome.serial}>
          {form.outcome.message}
        </Alert>
      ) : null}
      <StaleNotice
        outcome={form.outcome}
        headingId="record-details"
        onReload={onReload}
        onReloaded={form.reloaded}
      />
      <FormField id={fieldId} label={label} error={form.errors[field.name]} required>
        {field.type === 'textarea' ? (
          <TextArea
            name={field.name}
            rows={4}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        ) : (
          <TextInput
            name={field.name}
            type={field.type === 'number' ? 'text' : field.type}
            inputMode={field.type === 'number' ? 'numeric' : undefined}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </FormField>
      <div className="staff-actions">
        {/* Busy, not disabled: a disabled button drops the focus of whoever pressed it to the body. */}
        <Button type="submit" busy={form.outcome.state === 'sending'} busyLabel="Saving…">
          Save the correction
        </Button>
        <Link to={closeHref}>Close without saving</Link>
      </div>
      <Status>{form.outcome.state === 'sending' ? 'Saving…' : ''}</Status>
    </form>
  );
}
