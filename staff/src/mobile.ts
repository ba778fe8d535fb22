/** The record fields that hold a phone number. */
export const phoneFields: ReadonlySet<string> = new Set(['mobile', 'mobileNumber', 'phone']);

/** A 10-digit Indian number's own digits, however typed (spaces, dashes, +91, 91 or 0 in front). */
export function indianDigits(typed: string): string | undefined {
  const digits = typed.replace(/\D/g, '');
  const local =
    digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits.replace(/^0(?=\d{10}$)/, '');
  return local.length === 10 ? local : undefined;
}

/**
 * A phone number as people read it aloud, '+91 98765 43210': a screen reader says an ungrouped
 * number as one large number. Anything not an Indian 10-digit number stays as typed.
 */
export function groupedPhone(typed: string): string {
  const local = indianDigits(typed);
  return local ? `+91 ${local.slice(0, 5)} ${local.slice(5)}` : typed.trim();
}

/** `tel:` wants the number as dialled from anywhere: an Indian 10-digit number gets +91. */
export function telHref(typed: string): string {
  const local = indianDigits(typed);
  if (local) return `tel:+91${local}`;
  return `tel:${typed.trim().startsWith('+') ? '+' : ''}${typed.replace(/\D/g, '')}`;
}
