import { useEffect, useState } from 'react';
import { staffClient } from '../staffApi.js';
import type { Assignable } from './BulkActions.js';
import { inboxApi } from './inboxApi.js';

/**
 * The staff accounts a record can be assigned to: the active ones of the team list (admins read it);
 * for staff, who cannot list accounts, themselves. Empty until known.
 */
export function useAssignable(): Assignable[] {
  const [people, setPeople] = useState<Assignable[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    staffClient.staff.accounts
      .list({ signal: controller.signal })
      .then(
        (answer) =>
          (answer.data ?? [])
            .filter((account) => !account.disabled)
            .map((account) => ({ id: account.id, name: account.name })),
        () =>
          inboxApi
            .me()
            .then((me) => (me.id ? [{ id: me.id, name: me.name ? `${me.name} (you)` : 'You' }] : [])),
      )
      .then(
        (list) => {
          if (!controller.signal.aborted) setPeople(list);
        },
        () => undefined,
      );
    return () => controller.abort();
  }, []);
  return people;
}
