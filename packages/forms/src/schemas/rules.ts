/**
 * A field's checks as data: the zod schemas run them and the Storybook docs print them, so the
 * two cannot drift. A field runs its rules in order and reports only the first that fails.
 */
export type Rule =
  | { readonly kind: 'required'; readonly message: string }
  | { readonly kind: 'minLength' | 'maxLength'; readonly limit: number; readonly message: string }
  | {
      readonly kind: 'pattern';
      readonly pattern: RegExp;
      readonly description: string;
      readonly message: string;
    }
  | { readonly kind: 'digitCount'; readonly min: number; readonly max: number; readonly message: string }
  | { readonly kind: 'notOneRepeatedDigit'; readonly message: string }
  | {
      readonly kind: 'oneOf' | 'eachOneOf';
      readonly values: readonly (string | number)[];
      readonly message: string;
    }
  | { readonly kind: 'positiveNumber'; readonly message: string }
  | { readonly kind: 'minAmount' | 'maxAmount'; readonly limit: number; readonly message: string }
  | { readonly kind: 'isoTimestamp'; readonly message: string }
  | { readonly kind: 'sameAs'; readonly field: string; readonly message: string };

export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const asText = (value: unknown): string => (typeof value === 'string' ? value : String(value ?? ''));

export const digitsOf = (value: string): string => value.replace(/\D/g, '');

const decimal = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** A number, or a numeric string as a text box sends it ('1500', '0.5'); anything else is NaN. */
export function toAmount(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && decimal.test(value.trim())) return Number(value.trim());
  return Number.NaN;
}

const isoTimestamp = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

function passes(rule: Rule, value: unknown, data: Readonly<Record<string, unknown>>): boolean {
  switch (rule.kind) {
    case 'required':
      return !isBlank(value);
    case 'minLength':
      return asText(value).length >= rule.limit;
    case 'maxLength':
      return asText(value).length <= rule.limit;
    case 'pattern':
      return rule.pattern.test(asText(value));
    case 'digitCount': {
      const count = digitsOf(asText(value)).length;
      return count >= rule.min && count <= rule.max;
    }
    case 'notOneRepeatedDigit':
      return !/^(\d)\1*$/.test(digitsOf(asText(value)));
    case 'oneOf':
      return rule.values.includes(value as string | number);
    case 'eachOneOf':
      return (
        Array.isArray(value) && value.every((item: unknown) => rule.values.includes(item as string | number))
      );
    case 'positiveNumber': {
      const amount = toAmount(value);
      return Number.isFinite(amount) && amount > 0;
    }
    case 'minAmount':
      return toAmount(value) >= rule.limit;
    case 'maxAmount':
      return toAmount(value) <= rule.limit;
    case 'isoTimestamp':
      return isoTimestamp.test(asText(value)) && !Number.isNaN(Date.parse(asText(value)));
    case 'sameAs':
      return value === data[rule.field];
  }
}

/** The first rule the value breaks, if any. `data` is the whole form, for rules that compare fields. */
export function brokenRule(
  rules: readonly Rule[],
  value: unknown,
  data: Readonly<Record<string, unknown>> = {},
): Rule | undefined {
  return rules.find((rule) => !passes(rule, value, data));
}

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

const list = (values: readonly (string | number)[]) => values.map(String).join(', ');

/** The rule in words, for the docs tables. */
export function describeRule(rule: Rule): string {
  switch (rule.kind) {
    case 'required':
      return 'Required (blank or only spaces counts as empty)';
    case 'minLength':
      return `At least ${rule.limit} characters`;
    case 'maxLength':
      return `At most ${rule.limit} characters`;
    case 'pattern':
      return rule.description;
    case 'digitCount':
      return `${rule.min} to ${rule.max} digits, after removing everything that is not a digit`;
    case 'notOneRepeatedDigit':
      return 'Not one digit repeated throughout (such as 0000000000 or 9999999999)';
    case 'oneOf':
      return `One of: ${list(rule.values)}`;
    case 'eachOneOf':
      return `A list; each item one of: ${list(rule.values)}`;
    case 'positiveNumber':
      return 'A number greater than 0 (a number, or digits with an optional decimal point)';
    case 'minAmount':
      return `At least ${rupees(rule.limit)}`;
    case 'maxAmount':
      return `At most ${rupees(rule.limit)}`;
    case 'isoTimestamp':
      return 'An ISO 8601 timestamp with a time zone, such as 2025-09-01T10:30:00.000Z';
    case 'sameAs':
      return `The same as ${rule.field}`;
  }
}
