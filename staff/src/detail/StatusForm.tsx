import type { StaffKind } from '@inclusion/forms';
import {
  Alert,
  Button,
  ErrorSummary,
  FormField,
  NotificationBanner,
  RadioGroup,
  Select,
  Status,
  TextArea,
  TextInput,
} from '@inclusion/ui';
import { useId, useState, type FormEvent } from 'react';
import type { AdminField, KindInfo } from '../kinds.js';
import { staffClient } from '../staffApi.js';
import { StaleNotice } from './StaleNotice.js';
import { useStaffForm, type FieldErrors } from './useStaffForm.js';

const initialOf = (field: AdminField, value: unknown) => {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return field.type === 'date' ? text.slice(0, 10) : text;
};

/** The kind's status and its own fields (availability, rejection reason, payment status…). */
export function StatusForm({
  kind,
  id,
  record,
  version,
  onErrors,
  onSaved,
  onReload,
  onNext,
}: {
  kind: KindInfo;
  id: string;
  record: Record<string, unknown>;
  /** The record's version as shown: a change made from an older one is refused, not saved over it. */
  version: number | undefined;
  onErrors: (has: boolean) => void;
  /** Fetches the record again: its new version, before the success is said. */
  onSaved: () => Promise<void>;
  /** Fetches the record again, keeping what is typed here. */
  onReload: () => Promise<void>;
  /** On a record opened from the inbox: 'Save and next' saves, then opens the inbox's next item. */
  onNext?: () => Promise<void>;
}) {
  const prefix = useId();
  const fieldId = (name: string) => `${prefix}-status-${name}`;
  const current = String(record[kind.statusField] ?? kind.newStatus);
  const [status, setStatus] = useState(current);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(kind.adminFields.map((field) => [field.name, initialOf(field, record[field.name])])),
  );
  const form = useStaffForm(onErrors);
  const labelOf = (name: string) =>
    name === kind.statusField || name === 'status'
      ? 'Status'
      : (kind.adminFields.find((field) => field.name === name)?.label ?? name);

  function check(): FieldErrors {
    const errors: FieldErrors = {};
    if (!kind.statuses.some((option) => option.value === status))
      errors[kind.statusField] = 'Choose a status';
    for (const field of kind.adminFields) {
      const value = values[field.name] ?? '';
      if (field.maxLength && value.length > field.maxLength) {
        errors[field.name] =
          `${field.label} must be ${field.maxLength} characters or fewer (it has ${value.length})`;
      }
    }
    return errors;
  }

  async function send(): Promise<string> {
    const body: Record<string, unknown> = { [kind.statusField]: status };
    if (version !== undefined) body.version = version;
    for (const field of kind.adminFields) {
      const value = values[field.name] ?? '';
      const before = initialOf(field, record[field.name]);
      // Only what changed is sent: an unchanged field is not rewritten (nor recorded as changed).
      if (value === before) continue;
      body[field.name] = value === '' ? null : value;
    }
    await staffClient.staff.updateStatus(kind.apiKind as Exclude<StaffKind, 'newsletter'>, id, body);
    // The success is said once the page holds the record's new version: a change made straight after
    // it would otherwise carry the old one, and be refused as if someone else had changed the record.
    await onSaved();
    return `Status changed to ${kind.statusLabel(status)}.`;
  }

  const [next, setNext] = useState(false);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const andNext =
      onNext !== undefined && (event.nativeEvent as SubmitEvent).submitter?.dataset.next === 'true';
    setNext(andNext);
    void form
      .submit(check, send, (name) => (name === 'status' ? kind.statusField : name))
      .then((saved) => (saved && andNext ? onNext() : undefined))
      .finally(() => setNext(false));
  }

  const errorItems = Object.entries(form.errors).map(([name, message]) => ({
    fieldId: fieldId(name),
    message,
    fieldName: labelOf(name),
  }));

  // post: should the script stop between render and submit, nothing typed goes into an address.
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="staff-form" aria-labelledby="change-status">
      {form.outcome.state === 'saved' ? (
        <NotificationBanner type="success" heading={form.outcome.message} focusKey={form.outcome.serial}>
          <p>The history below records the change.</p>
        </NotificationBanner>
      ) : null}
      {errorItems.length > 0 ? <ErrorSummary errors={errorItems} focusKey={form.submits} /> : null}
      {form.outcome.state === 'failed' ? (
        <Alert variant="error" title="The status was not changed" focusKey={form.outcome.serial}>
          {form.outcome.message}
        </Alert>
      ) : null}
      <StaleNotice
        outcome={form.outcome}
        headingId="change-status"
        onReload={onReload}
        onReloaded={form.reloaded}
      />
      <RadioGroup
        legend="Status"
        name={kind.statusField}
        id={fieldId(kind.statusField)}
        options={kind.statuses}
        value={status}
        onValueChange={setStatus}
        error={form.errors[kind.statusField]}
        required
      />
      {kind.adminFields.map((field) => {
        const common = {
          value: values[field.name] ?? '',
          name: field.name,
        };
        const set = (value: string) => setValues((previous) => ({ ...previous, [field.name]: value }));
        return (
          <FormField
            key={field.name}
            id={fieldId(field.name)}
            label={field.label}
            hint={field.hint}
            error={form.errors[field.name]}
          >
            {field.type === 'textarea' ? (
              <TextArea
                {...common}
                rows={3}
                maxCharacters={field.maxLength}
                onChange={(event) => set(event.target.value)}
              />
            ) : field.type === 'select' ? (
              <Select
                name={field.name}
                placeholder="Not set"
                options={field.options ?? []}
                value={common.value}
                onValueChange={set}
              />
            ) : (
              <TextInput
                {...common}
                type={field.type === 'date' ? 'date' : 'text'}
                onChange={(event) => set(event.target.value)}
              />
            )}
          </FormField>
        );
      })}
      <div className="staff-actions">
        {/* Busy, not disabled: a disabled button drops the focus of whoever pressed it to the body. */}
        <Button
          type="submit"
          busy={form.outcome.state === 'sending' && !next}
          busyLabel="Saving…"
          aria-disabled={form.outcome.state === 'sending' || undefined}
        >
          Save the status
        </Button>
        {onNext ? (
          <Button
            type="submit"
            variant="secondary"
            data-next="true"
            busy={next}
            busyLabel="Saving, then opening the next…"
            aria-disabled={form.outcome.state === 'sending' || undefined}
          >
            Save and next
          </Button>
        ) : null}
      </div>
      <Status>{form.outcome.state === 'sending' ? 'Saving…' : ''}</Status>
    </form>
  );
}
