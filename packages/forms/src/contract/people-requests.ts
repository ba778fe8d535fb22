import { z } from 'zod';
import { newsletterSchema } from '../schemas/contact.js';
import { erasureLogEntry } from './data-requests.js';
import { erasureMessages } from './erasure-messages.js';
import { staffRequestMessages as words } from './staff-request-messages.js';

/**
 * A person's data request (DPDP Act): who it names, an e-mail address, a mobile number or both (a
 * row matching either is the person's). These travel in POST bodies, never in a URL, which
 * servers and proxies log.
 */

/** '' counts as not sent. */
const blankAsAbsent = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** The public forms' e-mail rule and message. */
const email = z.preprocess(blankAsAbsent, newsletterSchema.shape.email.optional());

/** 10 digits, maybe after +91, 91 or 0, with the spaces and dashes people type; kept as the 10 digits. */
const mobile = z.preprocess(
  blankAsAbsent,
  z
    .string({ error: words.personMobileInvalid })
    .meta({
      // What the check below reads: ten digits, maybe after 91 or 0, anything else between them.
      pattern: String.raw`^\D*(?:9\D*1\D*|0\D*)?(?:\d\D*){10}$`,
      description: 'A mobile number of 10 digits, maybe after +91 or 0; kept as the 10 digits',
    })
    .transform((value) => value.replace(/\D/g, ''))
    .refine((digits) => /^(?:91|0)?\d{10}$/.test(digits), { error: words.personMobileInvalid })
    .transform((digits) => digits.slice(-10))
    .optional(),
);

const personShape = { email, mobile };
const atLeastOne = (body: { email?: string | undefined; mobile?: string | undefined }) =>
  body.email !== undefined || body.mobile !== undefined;
const oneNeeded = { error: words.personRequired, path: ['email'] };
const whoWords = 'The person: an e-mail address, a mobile number or both (at least one)';

/** `POST /staff/people/search`. */
export const personRequest = z.object(personShape).refine(atLeastOne, oneNeeded).describe(whoWords);

/** The forms of a person's export. */
export const personExportFormats = ['json', 'csv'] as const;

/** `POST /staff/people/export`: everything held about the person, as JSON or CSV. */
export const personExportRequest = z
  .object({ ...personShape, format: z.enum(personExportFormats, { error: words.formatInvalid }) })
  .refine(atLeastOne, oneNeeded)
  .describe(whoWords);

const expected = z
  .number({ error: words.expectedInvalid })
  .int({ error: words.expectedInvalid })
  .min(0, { error: words.expectedInvalid });

/**
 * `POST /staff/people/erase`: `expected` is the count the search showed, confirmed by the staff
 * member; `dataRequest`, when sent, records the erasure in the data-request log as it is made.
 */
export const personEraseRequest = z
  .object({ ...personShape, expected, dataRequest: erasureLogEntry.optional() })
  .refine(atLeastOne, oneNeeded)
  .describe(whoWords);

const count = z.int().min(0);

/**
 * What an erasure deleted, and the copies the server cannot reach. The staff app says each in
 * words: the counts, whether the data folder holds no deleted row, the mails sent out before.
 */
export const personErasureSchema = z.object({
  erased: z
    .record(z.string(), count)
    .describe('Rows deleted: records of each kind, account, newsletter, notes, outboxMails'),
  files: count.describe('Mail files (.eml) deleted from the outbox folder in DATA_DIR'),
  database: z.enum(['pglite', 'postgres']),
  dataFolderCleared: z
    .boolean()
    .describe(
      'PGlite: the tables were rewritten and the write-ahead log cleared, so no file holds a deleted row',
    ),
  sentOut: z
    .object({ toFoundation: count, toPerson: count })
    .describe(
      'Mails sent by SMTP before the erasure: copies stay in the mailboxes that received and sent them',
    ),
  dataRequest: z
    .object({ id: z.uuid(), dueOn: z.iso.date() })
    .nullable()
    .describe('The data-request log entry made with the erasure'),
});
export const personErasureAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: personErasureSchema,
});

/** The fields a correction across a person's records may change: the ones every kind holds. */
export const personFields = ['fullName', 'email', 'mobile'] as const;
export type PersonField = (typeof personFields)[number];

/**
 * `POST /staff/people/correct`: one field set to one value on every record of the person that
 * holds another, each checked by its kind's own rule (the single-record correction's). Without
 * `expected` nothing changes: the answer lists the records that would. With it, the count the staff
 * member confirmed, the records change only if that is still how many would.
 */
export const personCorrectionRequest = z
  .object({
    ...personShape,
    field: z.enum(personFields, { error: erasureMessages.correctionFieldInvalid }),
    value: z
      .string({ error: erasureMessages.correctionValueRequired })
      .min(1, { error: erasureMessages.correctionValueRequired }),
    expected: expected.optional(),
  })
  .refine(atLeastOne, oneNeeded)
  .describe(whoWords);

export const personCorrectedAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    applied: z.boolean().describe('False for a request without `expected`: nothing was changed'),
    records: z
      .array(z.object({ kind: z.string(), id: z.uuid(), reference: z.string().nullable() }))
      .describe('The records that change (or changed): those that hold another value'),
  }),
});

/** A correction across a person's records, as the staff app sends it. */
export type PersonCorrectionRequest = z.output<typeof personCorrectionRequest>;
export type PersonCorrected = z.infer<typeof personCorrectedAnswer>['data'];
