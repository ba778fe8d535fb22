import { ApiError } from '@inclusion/forms';
import { useEffect, useState } from 'react';
import { staleOf, type StaleVersion } from './staleVersion.js';

export type FieldErrors = Record<string, string>;

export type Outcome =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'saved'; message: string; serial: number }
  | { state: 'failed'; message: string; serial: number }
  /** Someone changed the record after it was opened: nothing was saved (a 409 with who and when). */
  | { state: 'stale'; stale: StaleVersion; serial: number }
  /** The record was reloaded after a stale change; what was typed is still in the form. */
  | { state: 'reloaded' };

/**
 * The public site's form pattern for the staff forms: checked on submit, an error summary that takes
 * focus (again on each failed submit), the messages beside the fields, 'Sending…' while it is sent, a
 * failed send in a banner that takes focus, and a success message that stays until the next submit.
 * Nothing typed is lost: the values stay in the form whatever happens.
 */
export function useStaffForm(onErrors: (has: boolean) => void) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submits, setSubmits] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  const hasErrors = Object.keys(errors).length > 0;

  useEffect(() => onErrors(hasErrors), [hasErrors, onErrors]);

  async function submit(
    check: () => FieldErrors,
    send: () => Promise<string>,
    fieldOf: (name: string) => string = (name) => name,
  ) {
    const serial = submits + 1;
    setSubmits(serial);
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setOutcome({ state: 'idle' });
      return false;
    }
    setOutcome({ state: 'sending' });
    try {
      const message = await send();
      setOutcome({ state: 'saved', message, serial });
      return true;
    } catch (error) {
      // The server's own checks name fields: shown as the form's errors, with the summary.
      if (error instanceof ApiError && error.errors?.length) {
        setErrors(Object.fromEntries(error.errors.map((item) => [fieldOf(item.field), item.message])));
        setOutcome({ state: 'idle' });
        return false;
      }
      const stale = staleOf(error);
      if (stale) {
        setOutcome({ state: 'stale', stale, serial });
        return false;
      }
      setOutcome({
        state: 'failed',
        message: error instanceof Error ? error.message : 'It could not be saved. Please try again.',
        serial,
      });
      return false;
    }
  }

  /** After 'Reload the record': the form says so, and keeps its values. */
  const reloaded = () => setOutcome({ state: 'reloaded' });

  return { errors, submits, outcome, submit, hasErrors, reloaded };
}
