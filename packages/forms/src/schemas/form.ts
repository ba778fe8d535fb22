import { z } from 'zod';
import type { FieldDef } from './field.js';
import { brokenRule, type Rule } from './rules.js';

/** Rules for one field that apply only when other fields hold given values (all of them). */
export interface Condition {
  readonly field: string;
  readonly when: readonly { readonly field: string; readonly equals: string }[];
  readonly rules: readonly Rule[];
}

type Fields = Record<string, FieldDef>;
type Shape<F extends Fields> = { [K in keyof F]: F[K]['schema'] };

export interface FormDef<F extends Fields = Fields> {
  readonly title: string;
  readonly fields: F;
  readonly conditions: readonly Condition[];
  /** Strips unknown keys (zod's default), so fields the server owns never pass through. */
  readonly schema: z.ZodObject<Shape<F>, z.core.$strip>;
}

export function defineForm<F extends Fields>(definition: {
  title: string;
  fields: F;
  conditions?: readonly Condition[];
}): FormDef<F> {
  const { title, fields, conditions = [] } = definition;
  const names = Object.keys(fields);
  const shape = Object.fromEntries(names.map((name) => [name, fields[name]?.schema])) as Shape<F>;
  const object = z.object(shape);
  if (conditions.length === 0) return { title, fields, conditions, schema: object };

  const rank = (issue: { path?: PropertyKey[] }) => names.indexOf(String(issue.path?.[0]));
  const schema = object.superRefine(
    (data: Record<string, unknown>, ctx) => {
      for (const { field, when, rules } of conditions) {
        if (ctx.issues.some((issue) => issue.path?.[0] === field)) continue;
        if (!when.every((test) => data[test.field] === test.equals)) continue;
        const broken = brokenRule(rules, data[field], data);
        if (broken)
          ctx.addIssue({ code: 'custom', message: broken.message, path: [field], input: data[field] });
      }
      // The conditional messages come last; put every message back in the order of the fields.
      ctx.issues.sort((a, b) => rank(a) - rank(b));
    },
    // Run even when other fields failed, so every field's message shows at once; but only on an
    // object: a body of `null` or a list has no fields to compare, and fails the object's own check.
    { when: ({ value }) => typeof value === 'object' && value !== null && !Array.isArray(value) },
  );
  return { title, fields, conditions, schema };
}
