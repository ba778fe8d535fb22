import type { FormSchema } from '@inclusion/forms/react';
import type * as FormSchemas from '@inclusion/forms/schemas';

type Schemas = typeof FormSchemas;

/** The form rules load in their own chunk, so zod is not part of any page's first download. */
const loadSchemas = () => import('@inclusion/forms/schemas');

/** A loader for `useFormSubmission`'s `schema`: `lazySchema((s) => s.contactSchema)`. */
export const lazySchema =
  <TOutput>(pick: (schemas: Schemas) => FormSchema<TOutput>) =>
  (): Promise<FormSchema<TOutput>> =>
    loadSchemas().then(pick);
