import type { FieldErrorItem } from './client/types.js';

interface IssueLike {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** A ZodError, or what `safeParse` returns (a success has no errors). */
export type ErrorSource =
  | { readonly issues: readonly IssueLike[] }
  | { readonly success: boolean; readonly error?: { readonly issues: readonly IssueLike[] } | undefined };

const issuesOf = (source: ErrorSource): readonly IssueLike[] =>
  'issues' in source ? source.issues : (source.error?.issues ?? []);

/**
 * The first message of each field, in the order the fields failed (the schema's field order), as
 * the server lists them. A nested path such as `expertise.2` counts for its top-level field.
 */
export function errorList(source: ErrorSource): FieldErrorItem[] {
  const seen = new Set<string>();
  const list: FieldErrorItem[] = [];
  for (const { path, message } of issuesOf(source)) {
    const field = String(path[0] ?? '');
    if (seen.has(field)) continue;
    seen.add(field);
    list.push({ field, message });
  }
  return list;
}

/** `{ [field]: message }`, one message per field, for showing each beside its field. */
export function fieldErrors(source: ErrorSource): Record<string, string> {
  return Object.fromEntries(errorList(source).map(({ field, message }) => [field, message]));
}

/** The messages joined with ', ': the server's 400 message and the registration service's message. */
export function joinMessages(list: readonly (FieldErrorItem | string)[]): string {
  return list.map((item) => (typeof item === 'string' ? item : item.message)).join(', ');
}
