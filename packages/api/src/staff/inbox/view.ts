import { integer, pgView, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every kind's records but the newsletter's, as one row each (migration 0007 makes the view):
 * what the inbox lists, `search_text` (what the person wrote) and `phone_digits` (the mobile's ten
 * digits) for its search. Not in schema.ts: drizzle-kit does not write views, the migration does.
 */
export const inboxItems = pgView('inbox_items', {
  kind: text('kind').notNull(),
  id: uuid('id').notNull(),
  reference: text('reference').notNull(),
  status: text('status').notNull(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  organisation: text('organisation'),
  mobile: text('mobile'),
  /** The first 121 characters on one line: the 121st says that more follow. */
  excerpt: text('excerpt').notNull(),
  language: text('language').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  assigneeId: uuid('assignee_id'),
  version: integer('version').notNull(),
  searchText: text('search_text').notNull(),
  phoneDigits: text('phone_digits'),
}).existing();
