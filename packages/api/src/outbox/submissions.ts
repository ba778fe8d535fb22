import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  collaborations,
  contactMessages,
  contactUsMessages,
  donations,
  eventRegistrations,
  internshipApplications,
  newsletterSubscribers,
  newsSubmissions,
  volunteers,
} from '../db/schema.js';
import type { SubmissionKind, SubmissionRecords } from '../mail/index.js';

/** The table of each kind of submission: a mail names its submission by kind and id. */
export const submissionTables = {
  contact: contactMessages,
  contactus: contactUsMessages,
  newsletter: newsletterSubscribers,
  volunteer: volunteers,
  internship: internshipApplications,
  donation: donations,
  news: newsSubmissions,
  partnership: collaborations,
  'event-registration': eventRegistrations,
} as const satisfies Record<SubmissionKind, unknown>;

type AnyRecord = SubmissionRecords[SubmissionKind];

/** The rows the mails are about, read in one query per kind; keyed `kind:id`. */
export async function readSubmissions(
  db: Db,
  wanted: readonly { kind: SubmissionKind; id: string }[],
): Promise<Map<string, AnyRecord>> {
  const idsByKind = new Map<SubmissionKind, string[]>();
  for (const { kind, id } of wanted) idsByKind.set(kind, [...(idsByKind.get(kind) ?? []), id]);
  const found = new Map<string, AnyRecord>();
  await Promise.all(
    [...idsByKind].map(async ([kind, ids]) => {
      const table = submissionTables[kind];
      // Every table has an id; the union of tables has no common select type.
      const rows = (await db
        .select()
        .from(table as typeof contactMessages)
        .where(inArray((table as typeof contactMessages).id, [...new Set(ids)]))) as unknown as (AnyRecord & {
        id: string;
      })[];
      for (const row of rows) found.set(`${kind}:${row.id}`, row);
    }),
  );
  return found;
}
