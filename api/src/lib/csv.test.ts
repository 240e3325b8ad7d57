import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvCell('Layla Haddad')).toBe('Layla Haddad');
    expect(csvCell(3)).toBe('3');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(undefined)).toBe('');
  });
  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('Marina, Dubai')).toBe('"Marina, Dubai"');
    expect(csvCell('the "best" view')).toBe('"the ""best"" view"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell(' padded')).toBe('" padded"');
  });
  it.each(['=HYPERLINK("http://evil.example","x")', '+971501234567', '-2+3', '@SUM(A1)', '\tcmd', '\r=1'])(
    'makes %j inert for a spreadsheet',
    (text) => {
      const cell = csvCell(text);
      const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell;
      expect(unquoted.startsWith("'")).toBe(true);
      expect(unquoted.slice(1)).toBe(text);
    },
  );
});

describe('toCsv', () => {
  it('joins cells with commas and rows with CRLF, after a BOM', () => {
    expect(
      toCsv([
        ['a', 'b,c'],
        [1, '=x'],
      ]),
    ).toBe('\uFEFFa,"b,c"\r\n1,\'=x\r\n');
  });
});
