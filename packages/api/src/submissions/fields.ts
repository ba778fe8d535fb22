import { z } from 'zod';
import { apiMessages } from '../api-messages.js';

/** '' (an emptied filter or field) counts as not sent. */
const blankAsAbsent = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** One value of a list, with a message naming the allowed values. */
export const oneOf = (field: string, values: readonly [string, ...string[]]) =>
  z.enum(values, { error: apiMessages.invalidValue(field, values) });

export const maxPage = 100_000;
export const maxLimit = 100;

export const paginationShape = {
  page: z.preprocess(
    blankAsAbsent,
    z.coerce
      .number({ error: apiMessages.page })
      .int({ error: apiMessages.page })
      .min(1, { error: apiMessages.page })
      .max(maxPage, { error: apiMessages.page })
      .default(1),
  ),
  limit: z.preprocess(
    blankAsAbsent,
    z.coerce
      .number({ error: apiMessages.limit })
      .int({ error: apiMessages.limit })
      .min(1, { error: apiMessages.limit })
      .max(maxLimit, { error: apiMessages.limit })
      .default(10),
  ),
  search: z.preprocess(
    blankAsAbsent,
    z
      .string({ error: apiMessages.search })
      .trim()
      .max(200, { error: apiMessages.tooLong('Search', 200) })
      .optional(),
  ),
};

/** A list filter: one value of a list, or any short text. Blank means no filter. */
export const filterValue = (field: string, values?: readonly [string, ...string[]]) =>
  z.preprocess(
    blankAsAbsent,
    (values
      ? oneOf(field, values)
      : z
          .string({ error: apiMessages.filter(field) })
          .trim()
          .max(200, { error: apiMessages.tooLong(field, 200) })
    ).optional(),
  );

/** An optional text staff write (notes, reasons...): trimmed, '' or null clears it. */
export const adminText = (label: string, max = 2000) =>
  z
    .string({ error: apiMessages.text(label) })
    .trim()
    .max(max, { error: apiMessages.tooLong(label, max) })
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));

/** An optional ISO date (YYYY-MM-DD), kept as that text; null clears it. */
export const adminDate = (label: string) =>
  z.iso
    .date({ error: apiMessages.date(label) })
    .nullable()
    .optional();

/** An optional moment: an ISO date-time with a zone, or a date (midnight UTC); null clears it. */
export const adminDateTime = (label: string) =>
  z
    .union([z.iso.datetime({ offset: true }), z.iso.date()], { error: apiMessages.dateTime(label) })
    .nullable()
    .optional()
    .transform((value) => (value ? new Date(value) : value));
