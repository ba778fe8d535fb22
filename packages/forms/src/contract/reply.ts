import { z } from 'zod';
import { recordKinds } from './record-kinds.js';
import {
  replyBodyMaxLength,
  replyMessages,
  replySubjectMaxLength,
  replyTemplateNameMaxLength,
} from './reply-messages.js';

export * from './reply-messages.js';

/**
 * A staff member's reply to the person behind a record (`POST /staff/submissions/:kind/:id/replies`)
 * and the templates it may start from (`/staff/reply-templates`).
 */

/** The languages a reply template is written in: a new language is one more entry here. */
export const replyLanguages = ['en', 'hi'] as const;
export type ReplyLanguage = (typeof replyLanguages)[number];
export const replyLanguageNames = { en: 'English', hi: 'हिन्दी (Hindi)' } as const satisfies Record<
  ReplyLanguage,
  string
>;

/** What a reply's subject and body may name in braces; each is filled from the record when it is queued. */
export const replyPlaceholders = ['name', 'reference'] as const;
export type ReplyPlaceholder = (typeof replyPlaceholders)[number];

const braces = /\{([^{}\n]{0,40})\}/g;

/** The names in braces that are not placeholders, each once, in order. */
export function unknownPlaceholders(text: string): string[] {
  const known: readonly string[] = replyPlaceholders;
  const found = [...text.matchAll(braces)]
    .map((match) => match[1] ?? '')
    .filter((name) => !known.includes(name));
  return [...new Set(found)];
}

/** The text with `{name}` and `{reference}` replaced by the record's values. */
export const fillPlaceholders = (text: string, values: Record<ReplyPlaceholder, string>): string =>
  text.replace(braces, (whole, name: string) =>
    (replyPlaceholders as readonly string[]).includes(name) ? values[name as ReplyPlaceholder] : whole,
  );

const placeholdersChecked = (schema: z.ZodString) =>
  schema.superRefine((text, context) => {
    const unknown = unknownPlaceholders(text);
    if (unknown.length > 0)
      context.addIssue({ code: 'custom', message: replyMessages.unknownPlaceholder(unknown) });
  });

const subject = placeholdersChecked(
  z
    .string({ error: replyMessages.subjectRequired })
    .trim()
    .min(1, { error: replyMessages.subjectRequired })
    .max(replySubjectMaxLength, { error: replyMessages.subjectTooLong }),
);
const body = placeholdersChecked(
  z
    .string({ error: replyMessages.bodyRequired })
    .trim()
    .min(1, { error: replyMessages.bodyRequired })
    .max(replyBodyMaxLength, { error: replyMessages.bodyTooLong }),
);
const language = z.enum(replyLanguages, { error: replyMessages.languageInvalid(replyLanguages) });

/** The reply: the template it started from (for the audit), the words, the record's version it was written on. */
export const replyRequest = z.object({
  templateId: z.string({ error: replyMessages.templateIdInvalid }).max(200).optional(),
  subject,
  body,
  version: z
    .int({ error: replyMessages.versionInvalid })
    .min(1, { error: replyMessages.versionInvalid })
    .optional(),
});
export type ReplyRequest = z.infer<typeof replyRequest>;

/** `GET /staff/reply-templates?kind=`: one kind's templates. */
export const replyTemplatesQuery = z.object({
  kind: z.enum(recordKinds, { error: replyMessages.kindInvalid }),
});

const templateName = z
  .string({ error: replyMessages.nameRequired })
  .trim()
  .min(1, { error: replyMessages.nameRequired })
  .max(replyTemplateNameMaxLength, { error: replyMessages.nameTooLong });

/** An admin's new template. */
export const replyTemplateRequest = z.object({
  kind: z.enum(recordKinds, { error: replyMessages.kindInvalid }),
  language,
  name: templateName,
  subject,
  body,
});
export type ReplyTemplateRequest = z.infer<typeof replyTemplateRequest>;

/** An admin's change to a template: the fields sent change, the kind stays. */
export const replyTemplateChange = replyTemplateRequest.omit({ kind: true }).partial();

const moment = z.iso.datetime({ offset: true });

export const replyTemplateSchema = z.object({
  id: z
    .string()
    .describe('A uuid for a stored template; `builtin:<kind>:<language>:<key>` for a built-in one'),
  kind: z.enum(recordKinds),
  language: z.enum(replyLanguages),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  builtIn: z
    .boolean()
    .describe('Part of the site: replaced by a stored template of the same kind, language and name'),
  updatedAt: moment.nullable(),
});
export type ReplyTemplate = z.infer<typeof replyTemplateSchema>;

export const replyTemplatesAnswer = z.object({
  success: z.literal(true),
  data: z.array(replyTemplateSchema),
});
export const replyTemplateAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: replyTemplateSchema,
});

/** A reply queued: never "sent" until the outbox says so (the record's mails show its status). */
export const replyQueuedAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    mailId: z.uuid(),
    noteId: z.uuid().describe('Where the reply is kept: the record’s notes, which an erasure removes'),
    subject: z.string().describe('As mailed: the reference and the subject, placeholders filled'),
    at: moment,
    version: z.int().min(1),
  }),
});
