/**
 * CSV as RFC 4180 writes it, made safe to open in a spreadsheet: what a visitor typed reaches a
 * staff member's Excel, and a cell that starts like a formula (`=HYPERLINK(...)`, `+`, `-`, `@`, a
 * tab or a carriage return) would run as one (CSV injection). Such a cell gets a leading `'`, which
 * the spreadsheet shows as text and does not evaluate. Every cell is also quoted: a spreadsheet in a
 * locale whose list separator is `;` (or one that splits on tabs) would otherwise split
 * `Hi;=cmd|...` into cells of its own, and run the one that now starts with `=`. Inside quotes no
 * separator splits a cell.
 */

/** Excel reads a file without it as the system's code page and garbles Devanagari and accents. */
export const utf8Bom = '\uFEFF';

const formulaStart = /^[=+\-@\t\r]/;

/** A text cell that a spreadsheet would read as a formula, prefixed with `'`. */
export function neutralise(text: string): string {
  return formulaStart.test(text) ? `'${text}` : text;
}

/** One value as text: dates as ISO, lists joined with '; ', nothing as an empty cell. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(cellText).join('; ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as string | number | boolean);
}

/**
 * One cell: neutralised, then quoted (quotes doubled). Numbers are numbers: -2 stays -2 (it is no
 * formula, and a spreadsheet reads a quoted number as a number), only text is neutralised.
 */
export function csvCell(value: unknown): string {
  const text = typeof value === 'number' ? String(value) : neutralise(cellText(value));
  return `"${text.replaceAll('"', '""')}"`;
}

/** The whole file: the BOM, a header row, then one line per row, each ending in CRLF (RFC 4180). */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `${utf8Bom}${lines.map((line) => `${line}\r\n`).join('')}`;
}
