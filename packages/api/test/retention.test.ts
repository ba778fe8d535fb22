import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditEvents, mailOutbox, submissionNotes } from '../src/db/schema.js';
import { cutoffOf, retentionLockKey, runRetention } from '../src/retention/retention.js';
import { startRetention } from '../src/retention/schedule.js';
import { bearer } from './support/accounts.js';
import { testDriver } from './support/database.js';
import { registered } from './support/events.js';
import { caseNamed } from './support/fixtures.js';
import { clockStart, setupTestServer } from './support/test-app.js';

const server = setupTestServer();
const months = (count: number) => {
  const moment = new Date(clockStart);
  moment.setUTCMonth(moment.getUTCMonth() + count);
  return moment;
};

/** The rows of a raw query, on PGlite and PostgreSQL alike. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const admin = () => bearer(server.accounts.admin.token);

async function submit(name: string, status?: string): Promise<string> {
  const kind = caseNamed(name);
  const created = await server.app.inject({ method: 'POST', url: kind.submit, payload: kind.payload });
  const id: string = created.json().data.id;
  if (status) {
    const patched = await server.app.inject({
      method: 'PATCH',
      url: `${kind.resource}/${id}/status`,
      headers: admin(),
      payload: { status },
    });
    expect(patched.statusCode, patched.body).toBe(200);
  }
  return id;
}

/** Closed records of four kinds, open ones of others, a note and mails on a closed one. */
async function storeRecords() {
  const closedContact = await submit('contact', 'closed');
  const openContact = await submit('contact');
  const cancelledDonation = await submit('donation', 'cancelled');
  const completedDonation = await submit('donation', 'completed');
  const approvedVolunteer = await submit('volunteer', 'approved');
  const registration = await registered(server);
  await server.app.inject({
    method: 'PATCH',
    url: `/api/events/registration/${registration.id}/status`,
    headers: admin(),
    payload: { registrationStatus: 'cancelled' },
  });
  const subscribed = await server.app.inject({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    payload: { email: 'leaver@example.org' },
  });
  expect(subscribed.statusCode).toBe(200);
  const [subscription] = rowsOf<{ id: string }>(
    await server.database.db.execute(sql`select id from newsletter_subscribers`),
  );
  await server.app.inject({ method: 'GET', url: `/api/newsletter/unsubscribe/${subscription?.id}` });
  await server.app.inject({
    method: 'POST',
    url: `/api/staff/submissions/contact/${closedContact}/notes`,
    headers: admin(),
    payload: { note: 'Closed after the call' },
  });
  return { closedContact, openContact, cancelledDonation, completedDonation, approvedVolunteer };
}

const count = async (table: string) => {
  const result = await server.database.db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  );
  return rowsOf<{ n: number }>(result)[0]?.n;
};

describe('retention (RETENTION_MONTHS)', () => {
  it('counts the months back from the clock, in UTC', () => {
    expect(cutoffOf(new Date('2026-11-21T10:00:00.000Z'), 24).toISOString()).toBe('2024-11-21T10:00:00.000Z');
  });

  it('keeps closed records younger than the period, then deletes them, their notes and mails', async () => {
    const ids = await storeRecords();
    const { db } = server.database;

    const early = await runRetention(db, 24, months(23));
    expect(early).toMatchObject({ ran: true, deleted: {} });
    expect(await count('contact_messages')).toBe(2);

    const due = await runRetention(db, 24, months(25));
    expect(due.deleted).toEqual({ contact: 1, newsletter: 1, donation: 1, 'event-registration': 1 });
    const left = await db.execute(sql`select id from contact_messages union all select id from donations`);
    expect(
      rowsOf<{ id: string }>(left)
        .map((row) => row.id)
        .sort(),
    ).toEqual([ids.openContact, ids.completedDonation].sort());
    expect(await count('volunteers')).toBe(1);
    expect(await count('event_registrations')).toBe(0);
    expect(await db.select().from(submissionNotes)).toEqual([]);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.submissionId, ids.closedContact))).toEqual(
      [],
    );

    const [event, ...others] = await db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'retention.deleted'));
    expect(others).toEqual([]);
    expect(event).toMatchObject({
      actorId: null,
      kind: 'retention',
      to: { months: 24, deleted: due.deleted },
    });
  });

  it('runs at start and then on its interval, logs one line of counts, and stops', async () => {
    await storeRecords();
    const lines: { details: unknown; message: string | undefined }[] = [];
    const log = {
      info: (details: unknown, message?: string) => lines.push({ details, message }),
      error: (details: unknown, message?: string) => lines.push({ details, message: `error ${message}` }),
    };
    // The interval runs on the test's clock; the database keeps the real timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const schedule = startRetention({
        db: server.database.db,
        months: 24,
        log: log as never,
        now: () => months(25),
        intervalMs: 60_000,
      });
      await schedule.running();
      expect(lines[0]?.message).toBe('retention: deleted 4 closed records unchanged for 24 months');
      expect(lines[0]?.details).toMatchObject({ retention: { months: 24, deleted: { contact: 1 } } });
      expect(JSON.stringify(lines)).not.toMatch(/asha|example\.org|leaver/i);

      vi.advanceTimersByTime(59_999);
      expect(lines).toHaveLength(1);
      for (const runs of [2, 3]) {
        vi.advanceTimersByTime(1);
        await schedule.running();
        expect(lines).toHaveLength(runs);
        vi.advanceTimersByTime(59_999);
      }
      expect(lines.slice(1).every((line) => line.message?.startsWith('retention: deleted 0'))).toBe(true);

      schedule.stop();
      vi.advanceTimersByTime(10 * 60_000);
      await schedule.running();
      expect(lines).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does nothing with RETENTION_MONTHS=0', async () => {
    await storeRecords();
    const lines: unknown[] = [];
    const schedule = startRetention({
      db: server.database.db,
      months: 0,
      log: { info: () => lines.push(1), error: () => lines.push(1) } as never,
      now: () => months(600),
    });
    await schedule.running();
    schedule.stop();
    expect(lines).toEqual([]);
    expect(await count('contact_messages')).toBe(2);
  });

  // PGlite has one connection (and one server per data folder): the lock matters on PostgreSQL.
  it.skipIf(testDriver !== 'postgres')('skips the run while another server holds the lock', async () => {
    await storeRecords();
    const { db } = server.database;
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${retentionLockKey})`);
      expect(await runRetention(db, 24, months(25))).toMatchObject({ ran: false, deleted: {} });
    });
    expect(await count('contact_messages')).toBe(2);
    expect((await runRetention(db, 24, months(25))).ran).toBe(true);
  });
});
