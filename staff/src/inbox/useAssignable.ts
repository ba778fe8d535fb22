import { useEffect, useState } from 'react';
import { staffClient } from '../staffApi.js';
import type { Assignable } from './BulkActions.js';

/**
 * The staff accounts a record can be assigned to: every active account, which any staff member may
 * read (ids and names only). Empty until known, and if the list cannot be read.
 */
export function useAssignable(): Assignable[] {
  const [people, setPeople] = useState<Assignable[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    staffClient.inbox.assignees({ signal: controller.signal }).then(
      (answer) => {
        if (!controller.signal.aborted) setPeople(answer.data);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  return people;
}
