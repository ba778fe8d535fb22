import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

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

/** The person a request body names (the contract's `personRequest` and its kin). */
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
