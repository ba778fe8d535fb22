import { headerOf } from '../export/columns.js';
import { displayValue } from '../export/cells.js';
import { cellText, toCsv } from '../export/csv.js';
import type { ExportData } from './answers.js';
import type { Row } from './find.js';

/**
 * A person's export as CSV in a long format: `Kind, Reference, Field, Value`, one line per value,
 * so rows of different kinds with different columns fit one sheet a person can read and filter.
 * Codes are words and times India time, as in the list exports; every cell is neutralised like theirs.
 */
export function personCsv(data: ExportData): string {
  const lines: unknown[][] = [];
  const add = (kind: string, row: Row, reference = (row.reference ?? row.id) as string) => {
    for (const [field, value] of Object.entries(row)) {
      if (field === 'staffNotes') continue;
      lines.push([kind, reference, headerOf(field), cellText(displayValue(field, value))]);
    }
    for (const note of (row.staffNotes as Row[] | undefined) ?? []) {
      lines.push([
        kind,
        reference,
        `Staff note (${cellText(displayValue('createdAt', note.createdAt))}, India time)`,
        note.body,
      ]);
    }
  };
  for (const [kind, rows] of Object.entries(data.records)) for (const row of rows) add(kind, row);
  for (const account of data.accounts) add('account', account, account.id as string);
  for (const row of data.newsletter) add('newsletter', row, row.id as string);
  for (const mail of data.mails) add('mail', mail, mail.id as string);
  return toCsv(['Kind', 'Reference', 'Field', 'Value'], lines);
}
