import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { submissionNotes, users } from '../../db/schema.js';
import { indiaDateTime } from './india-time.js';

/** The most ids one query names: PostgreSQL takes at most 65535 parameters a statement. */
const idsPerQuery = 5000;

/**
 * The notes of each record, as one cell: oldest first, each with its time (India) and author,
 * separated by a blank line. Keyed by the record's id.
 */
export async function notesCells(db: Db, kind: string, ids: readonly string[]): Promise<Map<string, string>> {
  const cells = new Map<string, string>();
  for (let start = 0; start < ids.length; start += idsPerQuery) {
    const rows = await db
      .select({
        recordId: submissionNotes.recordId,
        body: submissionNotes.body,
        author: users.name,
        createdAt: submissionNotes.createdAt,
      })
      .from(submissionNotes)
      .leftJoin(users, eq(users.id, submissionNotes.authorId))
      .where(
        and(
          eq(submissionNotes.kind, kind),
          inArray(submissionNotes.recordId, ids.slice(start, start + idsPerQuery)),
        ),
      )
      .orderBy(asc(submissionNotes.createdAt), asc(submissionNotes.id));
    for (const row of rows) {
      const note = `${indiaDateTime(row.createdAt)}, ${row.author ?? 'a former staff member'}: ${row.body}`;
      const before = cells.get(row.recordId);
      cells.set(row.recordId, before ? `${before}\n\n${note}` : note);
    }
  }
  return cells;
}
