import { isRecordKind, type RecordKind } from '@inclusion/forms';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { submissionNotes, users } from '../db/schema.js';
import { notFound } from '../http-error.js';
import { isUuid } from '../submissions/routes.js';
import type { AppContext } from '../types.js';
import { recordSources } from './record-sources.js';

/** The record a path names, or a 404: an unknown kind, an id that is not a uuid, no such row. */
export async function existingRecord(context: AppContext, kind: string, id: string): Promise<RecordKind> {
  if (!isRecordKind(kind) || !isUuid(id)) throw notFound();
  const source = recordSources[kind];
  const [row] = await context.db
    .select({ id: source.id })
    .from(source.table)
    .where(eq(source.id, id))
    .limit(1);
  if (!row) throw notFound();
  return kind;
}

/** The secrets of the newsletter's links never leave the server. */
export function withoutSecrets(record: Record<string, unknown>): Record<string, unknown> {
  const { unsubscribeToken: _unsubscribe, confirmTokenHash: _confirm, ...fields } = record;
  return fields;
}

export interface NoteItem {
  id: string;
  body: string;
  /** The author's current user name, while the account exists. */
  authorName: string | null;
  createdAt: string;
}

/** A record's notes, oldest first (newest last), as the history also shows their text. */
export async function notesOf(db: Db, kind: RecordKind, recordId: string): Promise<NoteItem[]> {
  const rows = await db
    .select({
      id: submissionNotes.id,
      body: submissionNotes.body,
      authorName: users.name,
      createdAt: submissionNotes.createdAt,
    })
    .from(submissionNotes)
    .leftJoin(users, eq(users.id, submissionNotes.authorId))
    .where(and(eq(submissionNotes.kind, kind), eq(submissionNotes.recordId, recordId)))
    .orderBy(asc(submissionNotes.createdAt), asc(submissionNotes.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
