import {
  errorAnswer,
  fillPlaceholders,
  recordParams,
  replyMessages,
  replyQueuedAnswer,
  replyRequest,
  staleVersionAnswer,
} from '@inclusion/forms';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { recordAudit } from '../../audit/audit.js';
import type { contactMessages } from '../../db/schema.js';
import { mailOutbox, submissionNotes } from '../../db/schema.js';
import { HttpError, notFound } from '../../http-error.js';
import { mailOptionsOf } from '../../mail-options.js';
import { staffReplyMail } from '../../mail/staff-reply.js';
import { takeDailyMail } from '../../outbox/queue.js';
import { requireStaff } from '../../plugins/auth.js';
import type { App, AppContext } from '../../types.js';
import { recordSources } from '../record-sources.js';
import { existingRecord } from '../records.js';
import { nextVersion, staleAnswerOf, type StaleAnswer } from '../inbox/versions.js';

/** Ends the reply's transaction when it was written on an older version: nothing is saved. */
class StaleReply extends Error {
  constructor(readonly answer: StaleAnswer) {
    super(answer.message);
  }
}

/**
 * How a reply is kept on its record: as a note (the record's notes, which the history, a person's
 * export and an erasure already reach), its first line saying it was mailed and with what subject.
 */
export const replyNoteText = (mailSubject: string, body: string) =>
  `Reply by e-mail. Subject: ${mailSubject}\n\n${body}`;

/**
 * `POST /staff/submissions/:kind/:id/replies`: a staff member's answer to the person behind a
 * record, mailed through the outbox to the record's address with the foundation's mailbox as
 * Reply-To. The answer says it is queued: whether it was sent is the record's mails' status.
 */
export function replyRoutes(app: App, context: AppContext): void {
  const { db, config } = context;

  app.post(
    '/staff/submissions/:kind/:id/replies',
    {
      onRequest: requireStaff(context),
      schema: {
        params: recordParams,
        body: replyRequest,
        response: { 201: replyQueuedAnswer, 409: z.union([staleVersionAnswer, errorAnswer]) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const kind = await existingRecord(context, request.params.kind, id);
      // A subscription has no reference or name to answer: its mails are its subscriber's to ask for.
      if (kind === 'newsletter') throw notFound();
      const { subject, body, version, templateId } = request.body;
      // Every kind but the newsletter has these columns; the union of tables has no common type.
      const table = recordSources[kind].table as typeof contactMessages;
      const now = context.now();
      const actorId = request.user?.id ?? null;
      try {
        const done = await db.transaction(async (tx) => {
          const [row] = await tx
            .select({
              version: table.version,
              updatedAt: table.updatedAt,
              email: table.email,
              fullName: table.fullName,
              reference: table.reference,
            })
            .from(table)
            .where(eq(table.id, id))
            .for('update');
          if (!row) throw notFound();
          const stale = await staleAnswerOf(tx, kind, id, row, version);
          if (stale) throw new StaleReply(stale);
          if (!row.email) throw new HttpError(409, replyMessages.noEmail);
          if (!(await takeDailyMail(tx, row.email, config.mailConfirmationsPerDay))) {
            throw new HttpError(409, replyMessages.capReached(config.mailConfirmationsPerDay));
          }
          const values = { name: row.fullName, reference: row.reference };
          const message = staffReplyMail(
            row.email,
            {
              reference: row.reference,
              subject: fillPlaceholders(subject, values),
              body: fillPlaceholders(body, values),
            },
            mailOptionsOf(config),
          );
          await context.outbox.queue(tx, {
            kind: 'staff-reply',
            message,
            submission: { kind, id },
            createdAt: now,
            capCounted: true,
          });
          // The record's row is locked: the newest reply mail of this moment is the one just queued.
          const [mail] = await tx
            .select({ id: mailOutbox.id })
            .from(mailOutbox)
            .where(
              and(
                eq(mailOutbox.submissionKind, kind),
                eq(mailOutbox.submissionId, id),
                eq(mailOutbox.kind, 'staff-reply'),
              ),
            )
            .orderBy(desc(mailOutbox.createdAt))
            .limit(1);
          const [note] = await tx
            .insert(submissionNotes)
            .values({
              kind,
              recordId: id,
              authorId: actorId,
              body: replyNoteText(message.subject, fillPlaceholders(body, values)),
              createdAt: now,
            })
            .returning({ id: submissionNotes.id });
          if (!mail || !note) throw new Error('The reply was not stored');
          const [updated] = await tx
            .update(table)
            .set({ version: nextVersion(table.version) })
            .where(eq(table.id, id))
            .returning({ version: table.version });
          // The audit holds ids only: the reply's text stays in the note (it names a person).
          await recordAudit(tx, {
            actorId,
            action: 'reply.sent',
            kind,
            recordId: id,
            to: { mailId: mail.id, noteId: note.id, ...(templateId ? { templateId } : {}) },
            createdAt: now,
          });
          return {
            mailId: mail.id,
            noteId: note.id,
            subject: message.subject,
            version: updated?.version ?? 0,
          };
        });
        context.outbox.poke();
        return reply.code(201).send({
          success: true,
          message: replyMessages.queued,
          data: { ...done, at: now.toISOString() },
        });
      } catch (error) {
        if (error instanceof StaleReply) return reply.code(409).send(error.answer);
        throw error;
      }
    },
  );
}
