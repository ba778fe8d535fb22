import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../test/support/csv.js';
import { headerOf } from './columns.js';
import { csvCell, neutralise, toCsv, utf8Bom } from './csv.js';

describe('the CSV writer', () => {
  it('neutralises every cell a spreadsheet would run as a formula', () => {
    expect(neutralise('=HYPERLINK("http://evil.example","Click")')).toBe(
      `'=HYPERLINK("http://evil.example","Click")`,
    );
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(neutralise(`${start}1`), JSON.stringify(start)).toBe(`'${start}1`);
    }
    expect(neutralise('-2+3')).toBe("'-2+3");
    expect(neutralise('Asha = teacher')).toBe('Asha = teacher');
    expect(neutralise('')).toBe('');
    // A number is no formula: a negative amount stays a number.
    expect(csvCell(-2)).toBe('"-2"');
  });

  it('keeps a formula after a semicolon or a tab from starting a cell where that is the separator', () => {
    const semicolon = "Hi;=cmd|'/C calc'!A0;x";
    const tab = "Hi\t=cmd|'/C calc'!A0";
    const csv = toCsv(['Message', 'Note'], [[semicolon, tab]]);
    expect(parseCsv(csv)[1]).toEqual([semicolon, tab]);
    for (const separator of [';', '\t']) {
      const cells = parseCsv(csv, separator).flat();
      expect(
        cells.filter((cell) => /^[=+\-@]/.test(cell)),
        JSON.stringify(separator),
      ).toEqual([]);
    }
  });

  it('quotes every cell (RFC 4180: quotes doubled), after neutralising', () => {
    expect(csvCell('Asha')).toBe('"Asha"');
    expect(csvCell('Rao, Asha')).toBe('"Rao, Asha"');
    expect(csvCell('She said "hello"')).toBe('"She said ""hello"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('=A1,"x"')).toBe(`"'=A1,""x"""`);
    expect(csvCell(null)).toBe('""');
    expect(csvCell(new Date('2026-11-21T10:00:00.000Z'))).toBe('"2026-11-21T10:00:00.000Z"');
    expect(csvCell(['Education', 'Healthcare'])).toBe('"Education; Healthcare"');
  });

  it('writes a BOM, a header row and CRLF lines, and reads back to the same values', () => {
    const cells = [
      '=HYPERLINK("http://evil.example","Click")',
      '-2+3',
      'She said "hello"',
      'line one\r\nline two',
      'अनन्या शर्मा',
      '@SUM(A1:A2)',
    ];
    const csv = toCsv(['Full name', 'Message'], [cells.slice(0, 2), cells.slice(2, 4), cells.slice(4)]);
    expect(csv.startsWith(utf8Bom)).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(parseCsv(csv)).toEqual([
      ['Full name', 'Message'],
      [`'${cells[0]}`, `'${cells[1]}`],
      [cells[2], cells[3]],
      [cells[4], `'${cells[5]}`],
    ]);
  });

  it('names columns in words', () => {
    expect(headerOf('fullName')).toBe('Full name');
    expect(headerOf('mobile')).toBe('Mobile number');
    expect(headerOf('organizationName')).toBe('Organization name');
    expect(headerOf('createdAt')).toBe('Received (India time)');
  });
});
