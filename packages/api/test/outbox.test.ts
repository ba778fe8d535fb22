import { apiMessages, messages } from '@inclusion/forms';
import { and, count, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { contactMessages, eventRegistrations, mailOutbox, newsletterSubscribers } from '../src/db/schema.js';
import type { MailDelivery, MailJob, MailMessage } from '../src/mail/index.js';
import { createOutbox } from '../src/outbox/mail-queue.js';
import type { App } from '../src/types.js';
import { emptyAllTables, openTestDatabase } from './support/database.js';
import { convention, registrationPayload, workshop } from './support/events.js';
import { caseNamed } from './support/fixtures.js';
import { testConfig } from './support/test-app.js';
import { until } from './support/until.js';

const contact = caseNamed('contact');
let database: Database;
const apps: App[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
});
beforeEach(async () => {
  await emptyAllTables(database);
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
});

interface Recorded {
  lines: { level: string; details: object; message: string }[];
}

/** An app whose mails go to `mailer`, with its log recorded. */
async function appWith(mailer: MailDelivery | { send: (message: MailMessage) => Promise<void> }, env = {}) {
  const recorded: Recorded = { lines: [] };
  const app = await buildApp({
    config: testConfig({ MAIL_CONFIRMATIONS_PER_DAY: '5', ...env }),
    db: database.db,
    mailer,
    outbox: { retryDelaysMs: [0, 0] },
  });
  // The outbox logs through the app's logger: kept here to read.
  for (const level of ['info', 'warn', 'error'] as const) {
    app.log[level] = ((details: object, message: string) => {
      // Fastify's request lines carry the raw request here (the server's serializers trim it): not ours.
      if (!('req' in details) && !('res' in details)) recorded.lines.push({ level, details, message });
    }) as never;
  }
  apps.push(app);
  await app.ready();
  return { app, recorded };
}

const submit = (app: App, email = 'asha@example.org') =>
  app.inject({ method: 'POST', url: contact.submit, payload: { ...contact.payload, email } });
const mailRows = () => database.db.select().from(mailOutbox);

describe('the mail outbox', () => {
  it("queues a submission's mails with its row, linked to it, and records them sent", async () => {
    const sent: MailMessage[] = [];
    const { app } = await appWith({ send: async (message) => void sent.push(message) });
    const response = await submit(app);
    const { id, reference } = response.json().data;
    // Queued in the statement that stored the row, before any was sent.
    const queued = await mailRows();
    expect(queued.map((row) => [row.kind, row.status, row.submissionKind, row.submissionId]).sort()).toEqual([
      ['confirmation', 'pending', 'contact', id],
      ['notice', 'pending', 'contact', id],
    ]);
    expect(queued.find((row) => row.kind === 'notice')?.recipient).toBe('staff@example.org');

    await app.outbox.drain();
    expect(sent.map((mail) => mail.to).sort()).toEqual(['asha@example.org', 'staff@example.org']);
    expect(sent.find((mail) => mail.to === 'asha@example.org')?.subject).toContain(reference);
    // What staff would list as the mails sent for this submission.
    const forSubmission = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.submissionKind, 'contact'), eq(mailOutbox.submissionId, id)));
    expect(forSubmission.map((row) => row.status)).toEqual(['sent', 'sent']);
    for (const row of forSubmission) {
      expect(row.sentAt).toBeInstanceOf(Date);
      expect(row.attempts).toBe(1);
    }
  });

  it('retries a failed mail with backoff, then records it failed, and never fails the submission', async () => {
    let tries = 0;
    const { app, recorded } = await appWith({
      send: async () => {
        tries += 1;
        throw new Error('SMTP down: 451 <asha@example.org> try later');
      },
    });
    expect((await submit(app)).statusCode).toBe(201);
    // Three tries each (one, then one per retry delay), then given up.
    for (let round = 0; round < 3; round++) await app.outbox.drain();
    expect(tries).toBe(6);
    const rows = await mailRows();
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ['failed', 3],
      ['failed', 3],
    ]);
    expect(rows[0]?.lastError).toBe('SMTP down: 451 <a***@example.org> try later');
    const log = JSON.stringify(recorded.lines);
    expect(log).toContain('will retry');
    expect(log).toContain('giving up');
    expect(log).not.toContain('asha@example.org');
  });

  it('queues one address at most MAIL_CONFIRMATIONS_PER_DAY confirmations, and says so in the answers over it', async () => {
    const sent: MailMessage[] = [];
    const { app, recorded } = await appWith({ send: async (message) => void sent.push(message) });
    const answers = [];
    for (let n = 0; n < 7; n++)
      answers.push(await submit(app, n % 2 ? 'Target@Example.org' : 'target@example.org'));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(7).fill(201));
    const notSent = messages.mailCap.confirmationNotSent;
    expect(answers.map((answer) => (answer.json().message as string).includes(notSent))).toEqual([
      ...Array(5).fill(false),
      true,
      true,
    ]);
    await submit(app, 'someone.else@example.org');
    // Decided when queued: the confirmations over the cap are never in the outbox.
    const confirmations = (await mailRows()).filter((row) => row.kind === 'confirmation');
    expect(confirmations.filter((row) => row.recipient.toLowerCase() === 'target@example.org')).toHaveLength(
      5,
    );
    await app.outbox.drain();
    const toTarget = sent.filter((mail) => mail.to.toLowerCase() === 'target@example.org');
    expect(toTarget).toHaveLength(5);
    // The foundation still hears of every submission; another address is not held back.
    expect(sent.filter((mail) => mail.to === 'staff@example.org')).toHaveLength(8);
    expect(sent.filter((mail) => mail.to === 'someone.else@example.org')).toHaveLength(1);
    expect((await mailRows()).filter((row) => row.status === 'skipped')).toEqual([]);
    const leaked = recorded.lines.filter((line) =>
      JSON.stringify(line).toLowerCase().includes('target@example'),
    );
    expect(leaked).toEqual([]);
  });

  it("queues exactly the day's share when many forms for one address arrive at once, on two servers", async () => {
    const { app: one } = await appWith({ send: async () => undefined });
    const { app: two } = await appWith({ send: async () => undefined });
    // Batched together (group commit) and racing between servers on the address's counter row.
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, n) => submit(n % 2 ? one : two, 'crowd@example.org')),
    );
    const notSent = messages.mailCap.confirmationNotSent;
    const told = answers.filter((answer) => !(answer.json().message as string).includes(notSent));
    expect(told).toHaveLength(5);
    const queued = (await mailRows()).filter((row) => row.kind === 'confirmation');
    expect(queued).toHaveLength(5);
    expect(new Set(queued.map((row) => row.submissionId))).toEqual(
      new Set(told.map((answer) => answer.json().data.id as string)),
    );
  });

  it("never says a mail was sent when strangers' forms used up the address's cap", async () => {
    const sent: MailMessage[] = [];
    const { app } = await appWith({ send: async (message) => void sent.push(message) });
    const register = (email: string, eventId: number = convention.id) =>
      app.inject({
        method: 'POST',
        url: '/api/event/register',
        payload: registrationPayload({ email, eventId }),
      });
    const subscribe = (email: string) =>
      app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email } });
    // A normal registration and subscription say the mail is sent, and send it.
    const first = await register('victim@example.org');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().message).toContain('We have sent these details to your e-mail address.');
    const subscribed = await subscribe('victim@example.org');
    expect(subscribed.json().message).toBe(apiMessages.subscribeCheckInbox);
    // Three contact forms in the victim's name use up the other three of the day's five.
    for (let n = 0; n < 3; n++) expect((await submit(app, 'victim@example.org')).statusCode).toBe(201);
    await app.outbox.drain();
    expect(sent.filter((mail) => mail.to === 'victim@example.org')).toHaveLength(5);
    const before = new Set((await mailRows()).map((row) => row.id));

    const late = await register('victim@example.org', workshop.id);
    expect(late.statusCode, late.body).toBe(201);
    expect(late.json().message).not.toMatch(/We have sent/);
    expect(late.json().message).toContain(late.json().registrationReference);
    expect(late.json().message).toContain(messages.mailCap.confirmationNotSent);
    const again = await subscribe('victim@example.org');
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(apiMessages.subscribeSavedNoMail);
    // An active subscriber gets no mail either way, and the answer a pending one gets: nobody learns who reads us.
    await database.db.insert(newsletterSubscribers).values({
      email: 'reader@example.org',
      unsubscribeToken: 'reader-token',
      status: 'active',
    });
    for (let n = 0; n < 5; n++) expect((await submit(app, 'reader@example.org')).statusCode).toBe(201);
    expect((await subscribe('reader@example.org')).json().message).toBe(apiMessages.subscribeSavedNoMail);
    const contactAnswer = await submit(app, 'victim@example.org');
    expect(contactAnswer.json().message).toContain(messages.mailCap.confirmationNotSent);
    const id = first.json().registrationReference as string;
    const [row] = await database.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.reference, id));
    const resent = await app.inject({
      method: 'POST',
      url: `/api/events/registration/${row?.id as string}/resend-confirmation`,
      headers: { 'x-registration-reference': id },
    });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().message).toBe(messages.mailCap.resendNotSent);
    // Only the notices of the late registration and contact form reach the outbox: nothing to the victim.
    const added = (await mailRows()).filter((row) => !before.has(row.id));
    expect(added.filter((mail) => mail.recipient.toLowerCase() === 'victim@example.org')).toEqual([]);
    expect(added.filter((mail) => mail.recipient === 'reader@example.org')).toHaveLength(5);
    expect(added.filter((mail) => mail.kind === 'confirmation')).toHaveLength(5);
    expect(added.filter((mail) => mail.kind === 'notice')).toHaveLength(7);
  });

  it("never lets strangers' forms use up the mails an address's owner asks for", async () => {
    const sent: MailMessage[] = [];
    const { app } = await appWith({ send: async (message) => void sent.push(message) });
    // Five anonymous forms with the victim's address use up the day's confirmations.
    for (let n = 0; n < 5; n++) expect((await submit(app, 'victim@example.org')).statusCode).toBe(201);
    const signup = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        name: 'victim',
        email: 'victim@example.org',
        phoneNumber: '9876543210',
        password: 'Strong-Pass1',
      },
    });
    expect(signup.statusCode, signup.body).toBe(202);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'victim@example.org', password: 'Strong-Pass1' },
    });
    const resend = await app.inject({
      method: 'POST',
      url: '/api/auth/resend-verification',
      headers: { authorization: `Bearer ${login.json().token as string}` },
    });
    expect(resend.statusCode, resend.body).toBe(200);
    const forgot = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'victim@example.org' },
    });
    expect(forgot.statusCode).toBe(200);
    await app.outbox.drain();
    // The signup link, the one asked for again, and the reset link all reach the owner.
    const toVictim = sent.filter((mail) => mail.to === 'victim@example.org');
    expect(toVictim.filter((mail) => /verify-email\?token=/.test(mail.text))).toHaveLength(2);
    expect(toVictim.filter((mail) => /reset-password\?token=/.test(mail.text))).toHaveLength(1);
    expect((await mailRows()).filter((row) => row.status === 'skipped')).toEqual([]);
  });

  it('hands the worker a batch at a time: the rest waits in the database, not in memory', async () => {
    let inFlight = 0;
    let most = 0;
    let largest = 0;
    const delivery: MailDelivery = {
      deliver: async (jobs: MailJob[]) => {
        inFlight += jobs.length;
        most = Math.max(most, inFlight);
        largest = Math.max(largest, jobs.length);
        // Done on a later turn of the event loop, so the other lanes' claims run meanwhile.
        await new Promise((resolve) => setImmediate(resolve));
        inFlight -= jobs.length;
        return jobs.map((job) => ({ id: job.id }));
      },
    };
    const { app } = await appWith(delivery);
    const now = new Date();
    await database.db.insert(contactMessages).values(
      Array.from({ length: 1000 }, (_, n) => ({
        reference: `CON-20261121-${String(n).padStart(6, '0')}`,
        fullName: 'Asha Rao',
        email: `visitor${n}@example.org`,
        mobile: '9876543210',
        message: 'A message in a burst.',
        createdAt: now,
      })),
    );
    const rows = await database.db.select({ id: contactMessages.id }).from(contactMessages);
    await database.db.insert(mailOutbox).values(
      rows.map((row, n) => ({
        kind: 'notice',
        submissionKind: 'contact',
        submissionId: row.id,
        recipient: `visitor${n}@example.org`,
      })),
    );
    const second = createOutbox({
      db: database.db,
      delivery,
      logger: app.log,
      confirmationsPerDay: 5,
      batchSize: 50,
    });
    await Promise.all([app.outbox.start(), second.start()]);
    const unsent = async () =>
      (await database.db.select({ n: count() }).from(mailOutbox).where(ne(mailOutbox.status, 'sent')))[0]?.n;
    await until(async () => (await unsent()) === 0, 50);
    await Promise.all([app.outbox.stop(), second.stop()]);
    const all = await mailRows();
    // Two outboxes on one database (two servers): each mail claimed and sent once.
    expect(all.filter((row) => row.status === 'sent')).toHaveLength(1000);
    expect(all.every((row) => row.attempts === 1)).toBe(true);
    // One batch a call (100 or 50), two lanes per outbox: never the whole queue at once.
    expect(largest).toBeLessThanOrEqual(100);
    expect(most).toBeLessThanOrEqual(2 * 100 + 2 * 50);
  });
});

describe('GET /api/ready', () => {
  it('answers 200 while the database answers, 503 when it does not', async () => {
    const own = await openTestDatabase();
    const app = await buildApp({ config: testConfig(), db: own.db, mailer: { send: async () => undefined } });
    apps.push(app);
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({ status: 'ready' });
    await own.close();
    const down = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ success: false, status: 'unavailable' });
  });
});
