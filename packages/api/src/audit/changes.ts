/** The fields of a status update whose values the audit may hold: list values, never free text. */
export const listFields = new Set(['status', 'registrationStatus', 'priority', 'paymentStatus']);

/**
 * The `from` and `to` of a status update's audit event: the list values before and after, and the
 * names (not the values) of the free-text fields it set.
 */
export function auditChange(
  before: Record<string, unknown>,
  body: Record<string, unknown>,
): { from: Record<string, string | null>; to: Record<string, string | null | string[]> } {
  const from: Record<string, string | null> = {};
  const to: Record<string, string | null | string[]> = {};
  const fields: string[] = [];
  for (const [field, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (listFields.has(field)) {
      from[field] = (before[field] as string | null | undefined) ?? null;
      to[field] = (value as string | null) ?? null;
    } else {
      fields.push(field);
    }
  }
  if (fields.length > 0) to.fields = fields;
  return { from, to };
}
