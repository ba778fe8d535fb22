import { z } from 'zod';
import { brokenRule, digitsOf, toAmount, type Rule } from './rules.js';

/** One field: its rules as data (for the docs) and the zod schema built from them. */
export interface FieldDef<S extends z.ZodType = z.ZodType> {
  readonly label: string;
  readonly optional: boolean;
  readonly rules: readonly Rule[];
  /** What the field does to the value besides checking it. */
  readonly note?: string;
  readonly schema: S;
}

/**
 * What JSON Schema can say of the rules, for the OpenAPI document: lengths, the pattern, the
 * values, a digit count as a pattern. Rules it cannot say (one digit repeated, an amount) stay in
 * the field's description of the form's rules, and the server still runs them all.
 */
function jsonKeywordsOf(rules: readonly Rule[]): Record<string, unknown> {
  const keywords: Record<string, unknown> = {};
  for (const rule of rules) {
    if (rule.kind === 'required') keywords.minLength = Math.max(Number(keywords.minLength ?? 0), 1);
    if (rule.kind === 'minLength') keywords.minLength = rule.limit;
    if (rule.kind === 'maxLength') keywords.maxLength = rule.limit;
    if (rule.kind === 'pattern') keywords.pattern = rule.pattern.source;
    if (rule.kind === 'digitCount') keywords.pattern = `^\\D*(?:\\d\\D*){${rule.min},${rule.max}}$`;
    if (rule.kind === 'oneOf') keywords.enum = [...rule.values];
  }
  return keywords;
}

/** Runs the rules in order and raises only the first that fails, so a field shows one message. */
const firstFailure =
  (rules: readonly Rule[]) =>
  (payload: z.core.ParsePayload<unknown>): void => {
    const broken = brokenRule(rules, payload.value);
    if (broken) payload.issues.push({ code: 'custom', message: broken.message, input: payload.value });
  };

const requiredMessage = (rules: readonly Rule[]): string => {
  const rule = rules.find((candidate) => candidate.kind === 'required');
  if (!rule) throw new Error('A required field needs a required rule');
  return rule.message;
};

const valuesOf = <V extends string>(options: readonly { readonly value: V }[]): V[] =>
  options.map((option) => option.value);

/** A required text: trimmed, then checked. A missing or non-text value gets the required message. */
export function text(label: string, rules: readonly Rule[], note?: string) {
  const schema = z
    .string({ error: requiredMessage(rules) })
    .trim()
    .check(firstFailure(rules))
    .meta(jsonKeywordsOf(rules));
  return { label, optional: false, rules, note, schema } satisfies FieldDef;
}

/** A required text sent as typed: passwords keep their spaces. */
export function secret(label: string, rules: readonly Rule[]) {
  const schema = z
    .string({ error: requiredMessage(rules) })
    .check(firstFailure(rules))
    .meta(jsonKeywordsOf(rules));
  return {
    label,
    optional: false,
    rules,
    note: 'Not trimmed: every character counts.',
    schema,
  } satisfies FieldDef;
}

/** A phone number: checked on its digits, and sent as its digits only. */
export function digits(label: string, rules: readonly Rule[]) {
  const schema = text(label, rules).schema.overwrite(digitsOf).meta(jsonKeywordsOf(rules));
  const note =
    'Checked on its digits; the value sent is the digits only (+91 98765-43210 becomes 919876543210).';
  return { label, optional: false, rules, note, schema } satisfies FieldDef;
}

/** An optional text: trimmed; blank, null or missing are all sent as absent. */
export function optionalText(label: string, rules: readonly Rule[] = []) {
  const schema = z
    .string()
    .trim()
    .check(firstFailure(rules))
    .meta(jsonKeywordsOf(rules))
    .nullish()
    .transform((value) => value || undefined)
    .optional();
  const note = 'Optional; blank is sent as absent.';
  return { label, optional: true, rules, note, schema } satisfies FieldDef;
}

/** One value from an option list. */
export function choice<V extends string>(
  label: string,
  options: readonly { readonly value: V }[],
  words: { required: string; invalid: string },
) {
  const values = valuesOf(options);
  const rules: Rule[] = [
    { kind: 'required', message: words.required },
    { kind: 'oneOf', values, message: words.invalid },
  ];
  // The rules already held the value to the list; the literal only gives the output its type.
  const schema = text(label, rules).schema.pipe(z.literal(values)).meta({ enum: values });
  return { label, optional: false, rules, schema } satisfies FieldDef;
}

/** Any number of values from an option list; missing means none. Repeats are sent once. */
export function choiceList<V extends string>(
  label: string,
  options: readonly { readonly value: V }[],
  invalid: string,
) {
  const values = valuesOf(options);
  const rules: Rule[] = [{ kind: 'eachOneOf', values, message: invalid }];
  const schema = z
    .array(z.literal(values, { error: invalid }), { error: invalid })
    .overwrite((chosen) => [...new Set(chosen)])
    .optional()
    .default([]);
  const note = 'Optional; missing means an empty list. A value chosen twice is sent once.';
  return { label, optional: true, rules, note, schema } satisfies FieldDef;
}

/** An amount typed as text or sent as a number; the value sent is a number. */
export function amount(label: string, rules: readonly Rule[]) {
  // Not a number nor a text (or NaN, Infinity): the message of the first rule the value breaks.
  const typeError = (issue: { input?: unknown }) =>
    brokenRule(rules, issue.input)?.message ?? requiredMessage(rules);
  const schema = z
    .union([z.number(), z.string()], { error: typeError })
    .check(firstFailure(rules))
    .transform(toAmount);
  const note = 'Accepts a number or a numeric text such as "1500"; the value sent is a number.';
  return { label, optional: false, rules, note, schema } satisfies FieldDef;
}

/** A value checked by its rules alone, whatever its type; the literal gives the output its type. */
export function known<V extends string | number>(
  label: string,
  values: readonly V[],
  rules: readonly Rule[],
  note: string,
) {
  const schema = z.unknown().check(firstFailure(rules)).pipe(z.literal(values));
  return { label, optional: false, rules, note, schema } satisfies FieldDef;
}
