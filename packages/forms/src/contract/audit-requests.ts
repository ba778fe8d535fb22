import { z } from 'zod';
import { oneOf, paginationShape } from './staff-requests.js';

/** The kinds of record whose audit admins read on its own: accounts, people, invites. */
export const auditKinds = ['account', 'person', 'invite'] as const;
export type AuditKind = (typeof auditKinds)[number];

/** `GET /staff/audit` (admins): one kind's events, a page at a time (10 by default). */
export const auditQuery = z.object({
  kind: oneOf('kind', auditKinds),
  page: paginationShape.page,
  limit: paginationShape.limit,
});
