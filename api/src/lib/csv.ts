/**
 * CSV for spreadsheets: RFC 4180 quoting by csv-stringify, plus the guard against formula injection
 * (OWASP "CSV Injection"): a text cell an admin or a visitor typed that starts with = + - @, a tab or a
 * carriage return would run as a formula in Excel or Sheets, so it is prefixed with an apostrophe and
 * read as text. Numbers stay numbers (a negative amount is no formula).
 */
import { stringify } from 'csv-stringify/sync';

export type CsvCell = string | number | undefined | null;

const FORMULA_START = /^[=+\-@\t\r]/;

export const guardCell = (cell: CsvCell): string | number =>
  cell === undefined || cell === null
    ? ''
    : typeof cell === 'number'
      ? cell
      : FORMULA_START.test(cell)
        ? `'${cell}`
        : cell;

/** Rows as CSV lines (CRLF, every line ended), each cell guarded and quoted where it needs to be. */
export const csvLines = (rows: readonly (readonly CsvCell[])[]): string =>
  stringify(
    rows.map((row) => row.map(guardCell)),
    // A lone line break inside a cell is quoted too (the library quotes only its record delimiter), and
    // so is a cell with spaces at either end (a spreadsheet would trim them).
    { record_delimiter: 'windows', quoted_match: [/[\r\n]/, /^\s|\s$/] },
  );

/** One cell as it stands in a line. */
export const csvCell = (cell: CsvCell): string => csvLines([[cell]]).replace(/\r\n$/, '');

/** A whole file: with a BOM, so spreadsheets read UTF-8 (Arabic names). */
export const toCsv = (rows: readonly (readonly CsvCell[])[]): string => `\uFEFF${csvLines(rows)}`;
