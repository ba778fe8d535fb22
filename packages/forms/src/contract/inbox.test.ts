import { describe, expect, it } from 'vitest';
import { bulkRequest, dueAtOf, inboxQuery, indiaTimeOf, inboxMessages, responseTimes } from './inbox.js';
import { recordKinds } from './record-kinds.js';

const at = (iso: string) => new Date(iso);

describe('dueAtOf', () => {
  it('adds the promised hours to the moment a record came in', () => {
    expect(dueAtOf('contact', at('2026-11-27T04:30:00Z'))?.toISOString()).toBe('2026-11-29T04:30:00.000Z');
    expect(dueAtOf('partnership', at('2026-11-27T04:30:00Z'))?.toISOString()).toBe(
      '2026-11-28T04:30:00.000Z',
    );
  });

  // 27 November 2026 is a Friday: three working days after it end on Wednesday 2 December, India time.
  it.each([
    ['Friday morning in India', '2026-11-27T04:30:00Z'],
    ['Friday just before midnight in India', '2026-11-27T18:15:00Z'],
    ['Saturday just after midnight in India (still Friday in UTC)', '2026-11-27T19:30:00Z'],
    ['Sunday evening in India', '2026-11-29T14:00:00Z'],
  ])('counts business days in India time for a volunteer who wrote on %s', (_, createdAt) => {
    expect(dueAtOf('volunteer', at(createdAt))?.toISOString()).toBe('2026-12-02T18:30:00.000Z');
  });

  it('skips the weekend inside a longer count', () => {
    // Monday 30 November, 9 am India time: seven working days end with Wednesday 9 December.
    expect(dueAtOf('internship', at('2026-11-30T03:30:00Z'))?.toISOString()).toBe('2026-12-09T18:30:00.000Z');
  });

  it('is null for each kind that promises no answer, and a moment for every other', () => {
    for (const kind of recordKinds) {
      expect(dueAtOf(kind, at('2026-11-27T04:30:00Z')) === null, kind).toBe(responseTimes[kind] === null);
    }
  });
});

describe('the stale change message', () => {
  it('names who changed the record, and when in India time', () => {
    expect(inboxMessages.staleVersion('Asha Verma', at('2026-11-29T05:12:00Z'))).toBe(
      'Asha Verma changed this record at 10:42 am on 29 November 2026 (India time), after you opened it. ' +
        'Your change was not saved.',
    );
    expect(indiaTimeOf(at('2026-11-29T18:40:00Z'))).toBe('12:10 am on 30 November 2026');
    expect(inboxMessages.staleVersion(null, at('2026-11-29T07:00:00Z'))).toMatch(
      /^Someone changed this record at 12:30 pm/,
    );
  });
});

describe('inboxQuery', () => {
  it('defaults to waiting records, oldest first', () => {
    expect(inboxQuery.parse({})).toEqual({ page: 1, limit: 10, status: 'waiting', sort: 'oldest' });
  });

  it.each([
    [{ kind: 'newsletter' }, inboxMessages.kind],
    [{ assignee: 'someone' }, inboxMessages.assignee],
    [{ sort: 'createdAt' }, inboxMessages.sort],
    [{ overdue: 'yes' }, inboxMessages.overdue],
  ])('refuses %j with its message', (query, message) => {
    expect(inboxQuery.safeParse(query).error?.issues[0]?.message).toBe(message);
  });
});

describe('bulkRequest', () => {
  const item = { kind: 'contact', id: '7d0f3c55-2a4e-4b8e-9d51-3f1f6c2a9b10', version: 1 };

  it('takes chosen records or a confirmed filter, not both', () => {
    expect(bulkRequest.safeParse({ action: 'status', status: 'closed', items: [item] }).success).toBe(true);
    expect(
      bulkRequest.safeParse({
        action: 'assign',
        assigneeId: null,
        matching: { kind: 'news' },
        expectedCount: 3,
      }).success,
    ).toBe(true);
    expect(
      bulkRequest.safeParse({
        action: 'status',
        status: 'closed',
        items: [item],
        matching: {},
        expectedCount: 1,
      }).error?.issues[0]?.message,
    ).toBe(inboxMessages.bulkTarget);
    expect(
      bulkRequest.safeParse({ action: 'status', matching: {} }).error?.issues.map((i) => i.message),
    ).toEqual([inboxMessages.bulkStatus, inboxMessages.bulkExpectedCount]);
  });

  it('refuses more than 1000 records with a clear message', () => {
    const items = Array.from({ length: 1001 }, () => item);
    expect(
      bulkRequest.safeParse({ action: 'status', status: 'closed', items }).error?.issues[0]?.message,
    ).toBe(inboxMessages.bulkTooMany);
  });
});
