import { noteMaxLength, noteRequest, type StaffKind } from '@inclusion/forms';
import { Alert, Button, ErrorSummary, FormField, NotificationBanner, Status, TextArea } from '@inclusion/ui';
import { useId, useState, type FormEvent } from 'react';
import type { KindInfo } from '../kinds.js';
import { staffClient } from '../staffApi.js';
import { StaleNotice } from './StaleNotice.js';
import { useStaffForm, type FieldErrors } from './useStaffForm.js';

/** A note on the record: it appears in the history, with its author and time. */
export function NoteForm({
  kind,
  id,
  version,
  onErrors,
  onSaved,
  onReload,
}: {
  kind: KindInfo;
  id: string;
  /** The record's version as shown: a note on an older one is refused, so nobody answers twice. */
  version: number | undefined;
  onErrors: (has: boolean) => void;
  /** Fetches the record again: its new version, before the success is said. */
  onSaved: () => Promise<void>;
  onReload: () => Promise<void>;
}) {
  const fieldId = `${useId()}-note`;
  const [note, setNote] = useState('');
  const form = useStaffForm(onErrors);

  /** The server's own rules and words (the contract's noteRequest). */
  function check(): FieldErrors {
    const parsed = noteRequest.safeParse({ note });
    return parsed.success ? {} : { note: parsed.error.issues[0]?.message ?? '' };
  }

  async function send(): Promise<string> {
    if (version === undefined) await staffClient.staff.addNote(kind.apiKind as StaffKind, id, note.trim());
    else await staffClient.inbox.addNote(kind.apiKind as StaffKind, id, note.trim(), version);
    setNote('');
    // The success is said once the page holds the record's new version: a change made straight after
    // it would otherwise carry the old one, and be refused as if someone else had changed the record.
    await onSaved();
    return 'Note added.';
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void form.submit(check, send);
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="staff-form" aria-labelledby="add-note">
      {form.outcome.state === 'saved' ? (
        <NotificationBanner type="success" heading={form.outcome.message} focusKey={form.outcome.serial}>
          <p>It is at the end of the history below.</p>
        </NotificationBanner>
      ) : null}
      {form.errors.note ? (
        <ErrorSummary
          errors={[{ fieldId, message: form.errors.note, fieldName: 'Note' }]}
          focusKey={form.submits}
        />
      ) : null}
      {form.outcome.state === 'failed' ? (
        <Alert variant="error" title="The note was not added" focusKey={form.outcome.serial}>
          {form.outcome.message} What you typed is still in the box.
        </Alert>
      ) : null}
      <StaleNotice
        outcome={form.outcome}
        headingId="add-note"
        onReload={onReload}
        onReloaded={form.reloaded}
      />
      <FormField
        id={fieldId}
        label="Note"
        hint="Added to the history with your name and the time, and never replaced. Write only what the work needs."
        error={form.errors.note}
        required
      >
        <TextArea
          name="note"
          rows={4}
          value={note}
          maxCharacters={noteMaxLength}
          onChange={(event) => setNote(event.target.value)}
        />
      </FormField>
      <div className="staff-actions">
        {/* Busy, not disabled: a disabled button drops the focus of whoever pressed it to the body. */}
        <Button type="submit" busy={form.outcome.state === 'sending'} busyLabel="Adding the note…">
          Add the note
        </Button>
      </div>
      <Status>{form.outcome.state === 'sending' ? 'Adding the note…' : ''}</Status>
    </form>
  );
}
