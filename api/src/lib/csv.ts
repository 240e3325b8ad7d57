/**
 * CSV as spreadsheets read it (RFC 4180): every cell quoted when it must be, and text a spreadsheet
 * would run as a formula (=, +, -, @, tab, CR first) made inert with a leading apostrophe (OWASP).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | undefined | null): string {
  if (value === undefined || value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows to CSV text, CRLF line ends, with a BOM so spreadsheets read UTF-8 (Arabic names). */
export const toCsv = (rows: readonly (readonly (string | number | undefined | null)[])[]): string =>
  `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
