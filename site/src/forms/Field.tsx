import type { FormSubmission, FormValues } from '@inclusion/forms/react';
import { FormField, TextInput, type FormFieldProps } from '@inclusion/ui';

export interface FieldProps<TValues extends FormValues> extends Omit<FormFieldProps, 'error' | 'id'> {
  form: FormSubmission<TValues>;
  name: keyof TValues & string;
}

/** A FormField wired to one field of a form: its error, and the id the error summary links to. */
export function Field<TValues extends FormValues>({ form, name, ...props }: FieldProps<TValues>) {
  return <FormField {...props} error={form.errors[name]} id={form.fieldId(name)} />;
}

interface Person {
  fullName: string;
  email: string;
  mobile: string;
}

/** Full name, e-mail and mobile: the three fields most forms start with (spec section 5, "common"). */
export function PersonFields<TValues extends FormValues & Person>({
  form,
  labels,
}: {
  form: FormSubmission<TValues>;
  labels: Record<keyof Person, string>;
}) {
  return (
    <>
      <Field form={form} name="fullName" label={labels.fullName} required>
        <TextInput autoComplete="name" {...form.field('fullName')} />
      </Field>
      <Field form={form} name="email" label={labels.email} required>
        <TextInput type="email" autoComplete="email" {...form.field('email')} />
      </Field>
      <Field form={form} name="mobile" label={labels.mobile} required>
        <TextInput type="tel" autoComplete="tel" inputMode="tel" {...form.field('mobile')} />
      </Field>
    </>
  );
}
