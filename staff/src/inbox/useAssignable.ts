import { useEffect, useState } from 'react';
import { staffClient } from '../staffApi.js';
import type { Assignable } from './BulkActions.js';

/** Said beside an assignee choice when the accounts could not be read, so its short list is explained. */
export const assignableFailed =
  'The list of colleagues could not be loaded, so only nobody can be chosen. Reload the page to try again.';

/**
 * The staff accounts a record can be assigned to: every active account, which any staff member may
 * read (ids and names only). Empty until known; `failed` when the list could not be read.
 */
export function useAssignable(): { people: Assignable[]; failed: boolean } {
  const [people, setPeople] = useState<Assignable[]>([]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    staffClient.inbox.assignees({ signal: controller.signal }).then(
      (answer) => {
        if (!controller.signal.aborted) setPeople(answer.data);
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, []);
  return { people, failed };
}
