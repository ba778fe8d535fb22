import {
  correctionRules,
  errorAnswer,
  fieldCorrectionRequest,
  inboxMessages,
  recordParams,
  staleVersionAnswer,
  updatedAnswer,
  type FieldErrorItem,
} from '@inclusion/forms';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { recordAudit } from '../../audit/audit.js';
import { isUniqueViolation } from '../../db/errors.js';
import { HttpError, notFound } from '../../http-error.js';
import { requireStaff } from '../../plugins/auth.js';
import { staffRateLimit } from '../../plugins/rate-limit.js';
import type { App, AppContext } from '../../types.js';
import { nextVersion, staleAnswerOf } from '../inbox/versions.js';
import { recordSources } from '../record-sources.js';
import { staffMessages } from '../messages.js';
import { existingRecord, withoutSecrets } from '../records.js';

/**
 * Each field checked by its public form's rule (the contract's `correctionRules` of the kind): the
 * first message of each, as the public endpoints list them. The body's schema cannot do this: the
 * rules depend on the kind the path names.
 */
export function checkedFields(
  rules: Readonly<Record<string, z.ZodType>>,
  fields: Record<string, unknown>,
): Record<string, unknown> {
  const allowed = Object.keys(rules);
  const names = Object.keys(fields);
  if (names.length === 0)
    throw new HttpError(400, staffMessages.fieldsRequired, [
      { field: 'fields', message: staffMessages.fieldsRequired },
    ]);
  const errors: FieldErrorItem[] = [];
  const values: Record<string, unknown> = {};
  for (const name of names) {
    const schema = Object.hasOwn(rules, name) ? rules[name] : undefined;
    if (!schema) {
      errors.push({ field: name, message: staffMessages.notCorrectable(name, allowed) });
      continue;
    }
    const parsed = schema.safeParse(fields[name]);
    if (parsed.success) values[name] = parsed.data;
    else errors.push({ field: name, message: parsed.error.issues[0]?.message ?? staffMessages.invalidField });
  }
  if (errors.length > 0) {
    throw new HttpError(400, errors.map((error) => error.message).join('. '), errors);
  }
  // Addresses are stored lower-cased (the newsletter's one row per address, registrations' lookups).
  if (typeof values.email === 'string') values.email = values.email.toLowerCase();
  return values;
}

/** A value as stored and as checked: texts, numbers and lists compare by what they hold. */
const sameValue = (held: unknown, sent: unknown) =>
  JSON.stringify(held ?? null) === JSON.stringify(sent ?? null);

/**
 * `PATCH /staff/submissions/:kind/:id/fields`: corrects what the visitor submitted. The audit keeps
 * the names of the corrected fields, never their old or new values: it is append-only, and an
 * erasure could not remove a value kept there.
 */
export function correctionRoutes(app: App, context: AppContext): void {
  app.patch(
    '/staff/submissions/:kind/:id/fields',
    {
      onRequest: requireStaff(context),
      config: { rateLimit: staffRateLimit(context) },
      schema: {
        params: recordParams,
        body: fieldCorrectionRequest,
        // A stale version (staleVersionAnswer), or an address another record of the kind holds.
        response: { 200: updatedAnswer, 409: z.union([staleVersionAnswer, errorAnswer]) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const kind = await existingRecord(context, request.params.kind, id);
      const values = checkedFields(correctionRules[kind], request.body.fields);
      const source = recordSources[kind];
      const table = source.table as PgTable & { version: PgColumn; updatedAt: PgColumn };
      const now = context.now();
      try {
        const outcome = await context.db.transaction(async (tx) => {
          type Held = Record<string, unknown> & { version: number; updatedAt: Date };
          const rows = (await tx.select().from(table).where(eq(source.id, id)).for('update')) as Held[];
          const before = rows[0];
          if (!before) return undefined;
          const stale = await staleAnswerOf(tx, kind, id, before, request.body.version);
          if (stale) return { stale };
          // Only what differs from what is held is a correction: a value sent as it is changes
          // nothing, and is neither written, counted as a version nor recorded.
          const changed = Object.fromEntries(
            Object.entries(values).filter(([name, value]) => !sameValue(before[name], value)),
          );
          if (Object.keys(changed).length === 0) return { unchanged: before };
          const [updated] = await tx
            .update(table)
            .set({ ...changed, version: nextVersion(table.version), updatedAt: now } as never)
            .where(eq(source.id, id))
            .returning();
          if (!updated) return undefined;
          await recordAudit(tx, {
            actorId: request.user?.id ?? null,
            action: 'record.corrected',
            kind,
            recordId: id,
            to: { fields: Object.keys(changed) },
            createdAt: now,
          });
          return { updated };
        });
        if (!outcome) throw notFound();
        if ('stale' in outcome) return reply.code(409).send(outcome.stale);
        if (outcome.unchanged) {
          return {
            success: true,
            message: inboxMessages.correctionUnchanged,
            data: withoutSecrets(outcome.unchanged),
          };
        }
        return {
          success: true,
          message: staffMessages.corrected,
          data: withoutSecrets(outcome.updated as Record<string, unknown>),
        };
      } catch (error) {
        // One row per address (newsletter), one registration per address and event.
        if (isUniqueViolation(error)) throw new HttpError(409, staffMessages.correctionTaken);
        throw error;
      }
    },
  );
}
