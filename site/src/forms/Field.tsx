import { fieldProps, type FormSubmission, type FormValues } from '@inclusion/forms/react';
import { FormField, TextInput, type FormFieldProps } from '@inclusion/ui';

export interface FieldProps<TValues extends FormValues> extends Omit<
  FormFieldProps,
  'error' | 'id' | 'label'
> {
  form: FormSubmission<TValues>;
  name: keyof TValues & string;
}

/** A FormField wired to one field of a form: its label, its error, and the id the error summary links to. */
export function Field<TValues extends FormValues>({ form, name, ...props }: FieldProps<TValues>) {
  return <FormField {...props} {...fieldProps(form, name)} />;
}

interface Person {
  fullName: string;
  email: string;
  mobile: string;
}

/** Full name, e-mail and mobile: the three fields most forms start with (spec section 5, "common"). */
export function PersonFields<TValues extends FormValues & Person>({
  form,
}: {
  form: FormSubmission<TValues>;
}) {
  return (
    <>
      <Field form={form} name="fullName" required>
        <TextInput autoComplete="name" {...form.field('fullName')} />
      </Field>
      <Field form={form} name="email" required>
        <TextInput type="email" autoComplete="email" {...form.field('email')} />
      </Field>
      <Field form={form} name="mobile" required>
        <TextInput type="tel" autoComplete="tel" inputMode="tel" {...form.field('mobile')} />
      </Field>
    </>
  );
}
