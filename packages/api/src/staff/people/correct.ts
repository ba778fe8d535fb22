import {
  correctionRules,
  erasureMessages,
  personKinds,
  type PersonField,
  type PersonKind,
} from '@inclusion/forms';
import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { recordAudit } from '../../audit/audit.js';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { HttpError } from '../../http-error.js';
import { checkedFields } from '../correct/routes.js';
import { staffMessages } from '../messages.js';
import { recordSources } from '../record-sources.js';
import { findPerson } from './find.js';
import type { Person } from './query.js';

/** The column a kind keeps a person's field in: registrations name the mobile `mobileNumber`. */
const columnOf = (kind: PersonKind, field: PersonField) =>
  field === 'mobile' && kind === 'event-registration' ? 'mobileNumber' : field;

/** The kinds that hold the field and may have it corrected (news has no mobile). */
const kindsWith = (field: PersonField) =>
  personKinds.filter((kind) => Object.hasOwn(correctionRules[kind], columnOf(kind, field)));

/** Whether a stored value already says what the correction says: addresses in any case, numbers by their digits. */
function sameValue(field: PersonField, stored: unknown, corrected: unknown): boolean {
  if (typeof stored !== 'string' || typeof corrected !== 'string') return stored === corrected;
  if (field === 'email') return stored.toLowerCase() === corrected.toLowerCase();
  if (field === 'mobile')
    return stored.replace(/\D/g, '').slice(-10) === corrected.replace(/\D/g, '').slice(-10);
  return stored.trim() === corrected.trim();
}

export interface PersonCorrection {
  applied: boolean;
  records: { kind: PersonKind; id: string; reference: string | null }[];
}

/**
 * Sets one field to one value on every record of the person that holds another, each value checked
 * by the rule of its kind (`checkedFields`, the single-record correction's), so one kind's refusal
 * stops them all. Records that already hold it are left alone: a correction that changes nothing is
 * not recorded. Without `expected` nothing changes: the answer lists what would. With it, the count
 * the staff member confirmed, the records change in one transaction, each with its version
 * incremented and its own audit event (the field's name, never a value).
 */
export async function correctPerson(
  db: Db,
  person: Person,
  change: { field: PersonField; value: string; expected?: number | undefined },
  actor: { actorId: string | null; now: Date },
): Promise<PersonCorrection> {
  const kinds = kindsWith(change.field);
  const values = new Map(
    kinds.map((kind) => {
      const column = columnOf(kind, change.field);
      return [kind, checkedFields(correctionRules[kind], { [column]: change.value })[column]] as const;
    }),
  );
  try {
    return await db.transaction(async (tx) => {
      const found = await findPerson(tx, person);
      const changing = found.records.filter(
        ({ kind, row }) =>
          values.has(kind) && !sameValue(change.field, row[columnOf(kind, change.field)], values.get(kind)),
      );
      const records = changing.map(({ kind, row }) => ({
        kind,
        id: row.id as string,
        reference: (row.reference as string | null | undefined) ?? null,
      }));
      if (change.expected === undefined) return { applied: false, records };
      if (change.expected !== records.length) throw new HttpError(409, erasureMessages.correctionChanged);
      for (const { kind, id } of records) {
        const source = recordSources[kind];
        const table = source.table as PgTable & { version: PgColumn; updatedAt: PgColumn };
        const column = columnOf(kind, change.field);
        await tx
          .update(table)
          .set({
            [column]: values.get(kind),
            version: sql`${table.version} + 1`,
            updatedAt: actor.now,
          } as never)
          .where(eq(source.id, id));
        await recordAudit(tx, {
          actorId: actor.actorId,
          action: 'record.corrected',
          kind,
          recordId: id,
          to: { fields: [column] },
          createdAt: actor.now,
        });
      }
      return { applied: true, records };
    });
  } catch (error) {
    // One registration per address and event: the new address may be taken on one of them.
    if (isUniqueViolation(error)) throw new HttpError(409, staffMessages.correctionTaken);
    throw error;
  }
}
