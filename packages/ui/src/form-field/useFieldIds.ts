import { useId } from 'react';

export interface FieldIds {
  /** The id of the control (input, select trigger, or the fieldset of a group). */
  controlId: string;
  labelId: string;
  hintId: string;
  errorId: string;
}

/** Ids for a field and its label, hint and error; `id` fixes the control's id (for error summary links). */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const controlId = id ?? `field${generated.replace(/:/g, '')}`;
  return {
    controlId,
    labelId: `${controlId}-label`,
    hintId: `${controlId}-hint`,
    errorId: `${controlId}-error`,
  };
}

/** Joins the ids that describe a control, in reading order: the hint, then the error, then any others. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}
