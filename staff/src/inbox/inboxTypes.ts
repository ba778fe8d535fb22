import type { StaffClient } from '@inclusion/forms';

type InboxCalls = StaffClient['inbox'];

/** The inbox's filters (kind, status, assignee, overdue, sort), as its address keeps them. */
export type InboxFilters = Omit<Parameters<InboxCalls['page']>[0], 'page' | 'limit' | 'search'>;

/** A page of the inbox: its items, how many match, and which page of how many. */
export type InboxPage = Awaited<ReturnType<InboxCalls['page']>>['data'];

/** What a bulk change did: its message, how many it changed, each it skipped and why. */
export type BulkResult = { message: string } & Awaited<ReturnType<InboxCalls['bulk']>>['data'];
