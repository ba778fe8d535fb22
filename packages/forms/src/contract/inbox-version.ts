import { z } from 'zod';
import { inboxMessages as words } from './inbox-messages.js';

/**
 * The version of the record a change was made from, sent with every change request (status,
 * registration status, note, correction, assignment, reply). When another change came since, the
 * change is refused (409, `staleVersionAnswer`); without it, the change is made as before.
 */
export const versionField = z
  .int({ error: words.version })
  .min(1, { error: words.version })
  .optional()
  .describe('The version of the record the change was made from; if another change came since, 409');
