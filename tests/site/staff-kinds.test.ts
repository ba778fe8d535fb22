import { staffSortColumns, type StaffKind } from '../../packages/forms/src/client/staff-types.js';
import { describe, expect, it } from 'vitest';
import { recordKinds } from '../../packages/api/src/audit/kinds.js';
import { correctableFields as serverCorrectable } from '../../packages/api/src/staff/correct/fields.js';
import { recordSources } from '../../packages/api/src/staff/kinds.js';
import * as statuses from '../../packages/api/src/statuses.js';
import { kinds as serverKinds, type Kind } from '../../packages/api/src/submissions/kinds.js';
import { correctableFields } from '../../site/src/staff/correctable.js';
import { kinds } from '../../site/src/staff/kinds.js';

/**
 * The staff inbox's table of kinds (site/src/staff/kinds.ts) writes out what the server knows (the
 * site cannot import the API): every kind, its statuses in the server's order, what counts as new and
 * as waiting, the filters the list endpoint takes, the fields a status update sets, the columns it
 * may sort by and the fields a correction may change. Here they are compared, so neither drifts.
 */

const serverKindOf = (apiKind: string): Kind | undefined =>
  serverKinds.find(
    (kind) =>
      kind.kind === apiKind ||
      kind.resource === apiKind ||
      (apiKind === 'contactus' && kind.kind === 'contact-us') ||
      (apiKind === 'partnership' && kind.kind === 'collaboration') ||
      (apiKind === 'internship' && kind.kind === 'internship'),
  );

const serverStatuses: Record<string, readonly string[]> = {
  contact: statuses.contactStatuses,
  contactus: statuses.contactUsStatuses,
  newsletter: statuses.newsletterStatuses,
  volunteer: statuses.volunteerStatuses,
  internship: statuses.internshipStatuses,
  donation: statuses.donationStatuses,
  news: statuses.newsStatuses,
  partnership: statuses.collaborationStatuses,
  'event-registration': statuses.eventRegistrationStatuses,
};

describe('the staff inbox’s kinds agree with the server', () => {
  it('has every kind the staff endpoints name, once', () => {
    expect(kinds.map((kind) => kind.apiKind).sort()).toEqual([...recordKinds].sort());
  });

  it.each(kinds.map((kind) => [kind.slug, kind] as const))(
    '%s: statuses, new, waiting, filters, fields and sort columns',
    (_slug, kind) => {
      const apiKind = kind.apiKind as StaffKind;
      expect(kind.statuses.map((option) => option.value)).toEqual([...(serverStatuses[apiKind] ?? [])]);
      const source = recordSources[apiKind];
      expect(kind.newStatus).toBe(source.newStatus);
      expect(kind.waiting).toEqual([...source.waiting]);

      const sortable = new Set<string>(staffSortColumns[apiKind]);
      for (const column of kind.columns.filter((candidate) => candidate.sortable)) {
        expect(sortable.has(column.field), `${column.field} is a sort column of ${apiKind}`).toBe(true);
      }
      expect(sortable.has(kind.statusField), `${kind.statusField} sorts ${apiKind}`).toBe(true);

      const server = serverKindOf(apiKind);
      if (server) {
        expect(kind.statusPath?.('ID')).toBe(`/${server.resource}/ID/status`);
        expect(kind.listPath).toBe(server.listPath);
        for (const field of kind.adminFields) {
          expect(Object.keys(server.adminFields), `${apiKind} status update sets ${field.name}`).toContain(
            field.name,
          );
        }
        for (const filter of kind.filters) {
          const known = server.filters[filter.apiParam];
          expect(known, `${apiKind} lists filter by ${filter.apiParam}`).toBeDefined();
          if (known?.values) expect(filter.options.map((option) => option.value)).toEqual([...known.values]);
        }
      }

      const allowed = serverCorrectable[apiKind].fields;
      for (const field of correctableFields(kind)) {
        expect(allowed, `${apiKind} may correct ${field.name}`).toContain(field.name);
      }
    },
  );
});
