import type { PersonQuery, PersonSearchResult } from '@inclusion/forms';

/** One search: who was asked for (as typed, and as sent) and what the server holds. */
export interface Found {
  who: string;
  query: PersonQuery;
  result: PersonSearchResult;
  /** Counts searches, so focus goes to the results heading after each one. */
  serial: number;
}
