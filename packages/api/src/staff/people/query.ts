import { newsletterSchema } from '@inclusion/forms';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { staffMessages } from '../messages.js';

/**
 * Who a data request names: an e-mail address, a mobile number, or both (a row matching either is
 * the person's). These travel in POST bodies, never in a URL, which servers and proxies log.
 */
export interface Person {
  /** Lower-cased. */
  email?: string | undefined;
  /** The number's last 10 digits (an Indian mobile without +91 or 0). */
  mobile?: string | undefined;
}

const blankAsAbsent = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** The public forms' e-mail rule and message. */
const email = z.preprocess(blankAsAbsent, newsletterSchema.shape.email.optional());

/** 10 digits, maybe after +91, 91 or 0, with the spaces and dashes people type. */
const mobile = z.preprocess(
  blankAsAbsent,
  z
    .string({ error: staffMessages.personMobileInvalid })
    .transform((value) => value.replace(/\D/g, ''))
    .refine((digits) => /^(?:91|0)?\d{10}$/.test(digits), {
      error: staffMessages.personMobileInvalid,
    })
    .transform((digits) => digits.slice(-10))
    .optional(),
);

const personShape = { email, mobile };
const atLeastOne = (body: { email?: string | undefined; mobile?: string | undefined }) =>
  body.email !== undefined || body.mobile !== undefined;
const oneNeeded = { error: staffMessages.personRequired, path: ['email'] };

export const personBody = z.object(personShape).refine(atLeastOne, oneNeeded);

export const exportBody = z
  .object({
    ...personShape,
    format: z.enum(['json', 'csv'], { error: staffMessages.formatInvalid }),
  })
  .refine(atLeastOne, oneNeeded);

export const eraseBody = z
  .object({
    ...personShape,
    expected: z
      .number({ error: staffMessages.expectedInvalid })
      .int({ error: staffMessages.expectedInvalid })
      .min(0, { error: staffMessages.expectedInvalid }),
  })
  .refine(atLeastOne, oneNeeded);

export const personOf = (body: { email?: string | undefined; mobile?: string | undefined }): Person => ({
  email: body.email?.toLowerCase(),
  mobile: body.mobile,
});

/** The last 10 digits of a stored number, whatever was typed around them. */
const tenDigits = (column: PgColumn) => sql`right(regexp_replace(${column}, '[^0-9]', '', 'g'), 10)`;

/** A row of the person: its address (any case) or its number, as the columns a table has. */
export function matchOf(person: Person, columns: { email?: PgColumn; mobile?: PgColumn }): SQL | undefined {
  const conditions: SQL[] = [];
  if (person.email && columns.email) conditions.push(sql`lower(${columns.email}) = ${person.email}`);
  if (person.mobile && columns.mobile) conditions.push(sql`${tenDigits(columns.mobile)} = ${person.mobile}`);
  if (conditions.length === 0) return undefined;
  return sql`(${sql.join(conditions, sql` or `)})`;
}
