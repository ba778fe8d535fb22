import { inboxMessages } from '@inclusion/forms';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditEvents, users } from '../../db/schema.js';

/** A change made from an older version of the record than it has now: nothing is saved (409). */
export class StaleVersion extends Error {
  override name = 'StaleVersion';

  constructor(
    readonly changedBy: string | null,
    readonly changedAt: Date,
    readonly version: number,
  ) {
    super(inboxMessages.staleVersion(changedBy, changedAt));
  }

  /** The contract's `staleVersionAnswer`. */
  answer() {
    return {
      success: false as const,
      message: this.message,
      data: { changedBy: this.changedBy, changedAt: this.changedAt.toISOString(), version: this.version },
    };
  }
}

type ReadDb = Pick<Db, 'select'>;

/**
 * Refuses a change made from `sent` when the record is at `current`: names who changed it last and
 * when, from its latest audit event. Call it with the record's row locked (`for update`).
 */
export async function checkVersion(
  db: ReadDb,
  record: { kind: string; id: string },
  sent: number | undefined,
  current: number,
  now: Date,
): Promise<void> {
  if (sent === undefined || sent === current) return;
  const [last] = await db
    .select({ name: users.name, at: auditEvents.createdAt })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorId))
    .where(and(eq(auditEvents.kind, record.kind), eq(auditEvents.recordId, record.id)))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(1);
  throw new StaleVersion(last?.name ?? null, last?.at ?? now, current);
}
