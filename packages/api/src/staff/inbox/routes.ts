import {
  assigneesAnswer,
  assignmentRequest,
  bulkAnswer,
  bulkMaxRecords,
  bulkRequest,
  errorAnswer,
  inboxMessages as words,
  inboxPageAnswer,
  inboxQuery,
  inboxSearchRequest,
  recordParams,
  staffRoles,
  staleVersionAnswer,
  updatedAnswer,
  type InboxKind,
} from '@inclusion/forms';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { users } from '../../db/schema.js';
import { HttpError, invalid, notFound } from '../../http-error.js';
import { requireStaff } from '../../plugins/auth.js';
import { staffRateLimit } from '../../plugins/rate-limit.js';
import type { App, AppContext } from '../../types.js';
import { existingRecord, withoutSecrets } from '../records.js';
import { countMatching, inboxPage, matchingRecords, type Asker } from './query.js';
import { changeRecord, type Assignee, type RecordChange } from './record-change.js';

/**
 * The one inbox across kinds: its list (`GET /staff/inbox`), its search (a POST, so the words stay
 * out of addresses and logs), assignment and bulk changes.
 */
export function inboxRoutes(app: App, context: AppContext): void {
  const { db } = context;
  const staffOnly = requireStaff(context);
  const config = { rateLimit: staffRateLimit(context) };
  // requireStaff has set the user of every request these routes answer.
  const askerOf = (request: FastifyRequest): Asker => ({
    userId: request.user?.id ?? '',
    now: context.now(),
  });

  /** The staff account `assigneeId` names, active (not disabled); a 400 for any other id. */
  const assigneeOf = async (assigneeId: string | null): Promise<Assignee> => {
    if (assigneeId === null) return null;
    const [account] = await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(eq(users.id, assigneeId), inArray(users.role, [...staffRoles]), isNull(users.disabledAt)));
    if (!account) throw invalid('assigneeId', words.assigneeNotStaff);
    return account;
  };

  // Who a record can be assigned to: any staff member assigns, so any reads the active accounts'
  // ids and names (never their e-mails or roles, which the admins' team list holds).
  app.get(
    '/staff/assignees',
    { onRequest: staffOnly, config, schema: { response: { 200: assigneesAnswer } } },
    async () => ({
      success: true,
      data: await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(and(inArray(users.role, [...staffRoles]), isNull(users.disabledAt)))
        .orderBy(asc(sql`lower(${users.name})`), asc(users.id)),
    }),
  );

  app.get(
    '/staff/inbox',
    { onRequest: staffOnly, config, schema: { querystring: inboxQuery, response: { 200: inboxPageAnswer } } },
    async (request) => ({ success: true, data: await inboxPage(db, request.query, askerOf(request)) }),
  );

  app.post(
    '/staff/inbox/search',
    {
      onRequest: staffOnly,
      config,
      schema: { body: inboxSearchRequest, response: { 200: inboxPageAnswer } },
    },
    async (request) => ({ success: true, data: await inboxPage(db, request.body, askerOf(request)) }),
  );

  app.patch(
    '/staff/submissions/:kind/:id/assignee',
    {
      onRequest: staffOnly,
      config,
      schema: {
        params: recordParams,
        body: assignmentRequest,
        response: { 200: updatedAnswer, 409: staleVersionAnswer },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const kind = await existingRecord(context, request.params.kind, id);
      const assignee = await assigneeOf(request.body.assigneeId);
      const outcome = await changeRecord(
        db,
        { kind, id, version: request.body.version },
        { action: 'assign', assignee },
        { id: request.user?.id ?? null, now: context.now() },
      );
      if (outcome.done === 'gone') throw notFound();
      if (outcome.done === 'stale') return reply.code(409).send(outcome.stale);
      // Assigning to whom it is already assigned changes nothing: the answer is the record as it is.
      return {
        success: true,
        message: assignee ? words.assigned(assignee.name) : words.unassigned,
        data: withoutSecrets(outcome.record),
      };
    },
  );

  app.post(
    '/staff/inbox/bulk',
    {
      // A thousand chosen records take about 80 KB: more than other requests may send, so the cap
      // on records, not on bytes, is what refuses too many (with its own words).
      bodyLimit: 256 * 1024,
      onRequest: staffOnly,
      config,
      schema: { body: bulkRequest, response: { 200: bulkAnswer, 409: errorAnswer } },
    },
    async (request) => {
      const body = request.body;
      const asker = askerOf(request);
      const change: RecordChange =
        body.action === 'status'
          ? { action: 'status', status: body.status ?? '' }
          : { action: 'assign', assignee: await assigneeOf(body.assigneeId ?? null) };
      let targets: { kind: InboxKind; id: string; version: number }[];
      if (body.matching) {
        // "All matching this filter": the filter is run again now, and refused if the count the
        // staff member confirmed is no longer what it matches.
        const matched = await countMatching(db, body.matching, asker);
        if (matched > bulkMaxRecords) throw invalid('matching', words.bulkTooMany);
        if (matched !== body.expectedCount) {
          throw new HttpError(409, words.bulkCountChanged(body.expectedCount ?? 0, matched));
        }
        targets = await matchingRecords(db, body.matching, asker, bulkMaxRecords);
      } else {
        const seen = new Set<string>();
        targets = (body.items ?? []).filter((item) => {
          const key = `${item.kind}/${item.id}`;
          return seen.has(key) ? false : (seen.add(key), true);
        });
      }
      let changed = 0;
      const skipped: { kind: InboxKind; id: string; reference: string | null; reason: string }[] = [];
      // One transaction per record: a refusal of one leaves the others' changes made.
      for (const target of targets) {
        const outcome = await changeRecord(db, target, change, { id: asker.userId, now: context.now() });
        if (outcome.done === 'changed') changed += 1;
        else {
          const { kind, id } = target;
          if (outcome.done === 'gone') skipped.push({ kind, id, reference: null, reason: words.skipGone });
          else if (outcome.done === 'stale')
            skipped.push({ kind, id, reference: outcome.reference, reason: words.skipStale });
          else skipped.push({ kind, id, reference: outcome.reference, reason: outcome.reason });
        }
      }
      return { success: true, message: words.bulkChanged(changed), data: { changed, skipped } };
    },
  );
}
