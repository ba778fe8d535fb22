import { z } from 'zod';
import { dataRequestTextMax, erasureMessages as words } from './erasure-messages.js';

/**
 * The data-request log (admins): each request a person made about their data under the DPDP Act
 * 2023 (to see it, to correct it, to erase it), when it came, how their identity was checked, its
 * deadline and its outcome. It holds no personal data: no name, address or number, only the
 * references of the records it concerns.
 */

export const dataRequestKinds = ['access', 'correction', 'erasure'] as const;
export type DataRequestKind = (typeof dataRequestKinds)[number];

/**
 * Days the foundation gives itself to complete a request: the deadline a new entry gets unless the
 * admin sets another. The foundation's policy, not a period quoted from the Act; the DPDP Act 2023
 * leaves response periods to its rules, so the policy is checked against them when they change.
 */
export const dataRequestDays = 30;

/** An address or an Indian mobile number (10 digits from 6 to 9, maybe after +91 or 0, one space or dash inside). */
const personalData = [/[^\s@]+@[^\s@]+\.[^\s@]+/, /(?<!\d)(?:\+?91[\s-]?|0)?[6-9]\d{4}[\s-]?\d{5}(?!\d)/];
export const holdsPersonalData = (text: string) => personalData.some((pattern) => pattern.test(text));

const freeText = (required: string, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(dataRequestTextMax, { error: tooLong })
    .refine((text) => !holdsPersonalData(text), { error: words.noPersonalData });

/** A day as `YYYY-MM-DD`. */
const day = (label: string) => z.iso.date({ error: words.dayInvalid(label) });

export const identityCheck = freeText(words.identityCheckRequired, words.identityCheckTooLong).describe(
  'How the person’s identity was checked (no e-mail address or phone number)',
);
export const receivedOn = day('the date received').describe('The day the request came (India time)');
export const dueOn = day('the deadline').describe(
  `The day it must be completed by; ${dataRequestDays} days after receipt when not sent`,
);
const outcome = freeText(words.outcomeRequired, words.outcomeTooLong).describe(
  'What was done, naming records by reference only',
);

/** `POST /staff/data-requests`: a request as it came. */
export const dataRequestCreateRequest = z.object({
  requestKind: z.enum(dataRequestKinds, { error: words.requestKindInvalid }),
  receivedOn,
  identityCheck,
  dueOn: dueOn.optional(),
});

/** `PATCH /staff/data-requests/:id`: completes a request with its outcome. */
export const dataRequestCompleteRequest = z.object({ outcome });

/** An erasure recorded in the log as it is made (`POST /staff/people/erase`'s `dataRequest`). */
export const erasureLogEntry = z.object({ receivedOn, identityCheck, dueOn: dueOn.optional() });

const count = z.int().min(0);
const day10 = z.iso.date();

export const dataRequestSchema = z.object({
  id: z.uuid(),
  requestKind: z.enum(dataRequestKinds),
  receivedOn: day10,
  identityCheck: z.string(),
  dueOn: day10,
  outcome: z.string().nullable(),
  completedOn: day10.nullable(),
  recordedBy: z.string().nullable().describe('The staff name of who recorded it, while the account exists'),
  overdue: z.boolean().describe('Not completed, and its deadline has passed (India time)'),
});

export const dataRequestListAnswer = z.object({
  success: z.literal(true),
  data: z.object({
    items: z
      .array(dataRequestSchema)
      .describe('Open requests first, by deadline; then completed ones, newest first'),
    open: count,
    overdue: count,
  }),
});

export const dataRequestAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: dataRequestSchema,
});

export type DataRequest = z.infer<typeof dataRequestSchema>;
export type DataRequestList = z.infer<typeof dataRequestListAnswer>['data'];
export type DataRequestCreate = z.input<typeof dataRequestCreateRequest>;
export type ErasureLogEntry = z.input<typeof erasureLogEntry>;
