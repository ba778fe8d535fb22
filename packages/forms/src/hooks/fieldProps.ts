import type { FormSubmission, FormValues } from './useFormSubmission.js';

/** What a field's wrapper needs from the form: its id (the error summary links to it), label and error. */
export interface FieldProps {
  id: string;
  label: string;
  error: string | undefined;
}

/**
 * The id, label and error of one field of a form, for a field wrapper such as @inclusion/ui's
 * FormField: `<FormField {...fieldProps(form, 'email')} required>`. The label comes from the form's
 * `labels`, the one place the words live, which the error summary also names the field by.
 */
export function fieldProps<TValues extends FormValues>(
  form: FormSubmission<TValues>,
  name: keyof TValues & string,
): FieldProps {
  return { id: form.fieldId(name), label: form.labelOf(name), error: form.errors[name] };
}
