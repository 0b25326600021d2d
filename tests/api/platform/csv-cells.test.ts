// Issue 52 (4): the one cell function every CSV export uses (a collection's, screens.csv, the
// subscribers') is safe in every spreadsheet locale: Excel with the Brazilian `;` list separator, a
// tab-separated import, a tool that splits lines ignoring quotes. No field any of them splits out
// starts a formula, and an RFC 4180 reader gets the text back (with the apostrophes the defusing adds).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell } from '../../../server/services/platform/csv.ts';

const TRIGGER = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;

/** An RFC 4180 reader of one cell. */
function readCell(cell: string): string {
  if (!cell.startsWith('"')) return cell;
  expect(cell.endsWith('"')).toBe(true);
  return cell.slice(1, -1).replaceAll('""', '"');
}

/**
 * How Excel splits a line on its list separator: a quote opens a quoted field only at a field's start;
 * in mid-field it is a plain character (so a separator after it splits there).
 */
function excelFields(line: string, sep: string): string[] {
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    let field = '';
    if (line[i] === '"') {
      for (i++; i < line.length; i++) {
        if (line[i] === '"' && line[i + 1] === '"') field += line[i++];
        else if (line[i] === '"') break;
        else field += line[i];
      }
      i++;
    }
    for (; i < line.length && line[i] !== sep; i++) field += line[i];
    fields.push(field);
    if (i >= line.length) return fields;
    i++;
  }
}

/** What a field shows once the blanks and quotes a reader skips are gone. */
const shown = (field: string) => field.replace(/^[\s"]+/, '');

const hostile = fc.string({
  unit: fc.constantFrom('x', ' ', ',', ';', '\t', '\r', '\n', '"', "'", '=', '+', '-', '@', '＝', '1', '('),
  maxLength: 24,
});

describe('a CSV cell', () => {
  it('the probe’s note: `x;=1+1;` is quoted and no `;`-separated field of it is a formula', () => {
    const cell = csvCell('x;=1+1;');
    expect(cell).toBe(`"x;'=1+1;"`);
    const line = ['0', 'App', cell, 'https://example.gov.br/'].join(',');
    for (const sep of [';', '\t', ',']) {
      for (const field of excelFields(line, sep)) expect(shown(field), `${sep} ${field}`).not.toMatch(TRIGGER);
    }
  });

  it('quotes a cell holding a comma, semicolon, tab or line break', () => {
    for (const v of ['a,b', 'a;b', 'a\tb', 'a\nb', 'a\rb', 'a"b']) expect(csvCell(v)).toMatch(/^".*"$/s);
    expect(csvCell('plain words')).toBe('plain words');
    expect(csvCell('=HYPERLINK(CONCAT("ht","tp://x"))')).toBe(`"'=HYPERLINK(CONCAT(""ht"",""tp://x""))"`);
    expect(csvCell(' "=1+1"')).toBe(`" ""'=1+1"""`);
    expect(csvCell('＝1+1')).toBe("'＝1+1");
  });

  it('in any locale, no field a spreadsheet splits out starts a formula; the text survives', () => {
    fc.assert(
      fc.property(hostile, hostile, (a, b) => {
        const cells = [a, b].map(csvCell);
        const line = ['1', ...cells, 'z'].join(',');
        // Excel with `,`, with `;` (pt-BR), a tab import, and a reader that ignores quotes altogether.
        for (const sep of [',', ';', '\t']) {
          for (const part of line.split(/[\r\n]/)) {
            for (const field of excelFields(part, sep)) expect(shown(field)).not.toMatch(TRIGGER);
          }
        }
        for (const field of line.split(/[,;\t\r\n]/)) expect(shown(field)).not.toMatch(TRIGGER);
        // An RFC 4180 reader gets each value back, give or take the apostrophes added before a sign.
        for (const [i, v] of [a, b].entries()) {
          expect(readCell(cells[i] as string).replaceAll("'", '')).toBe(v.replaceAll("'", ''));
        }
      }),
      { numRuns: 400 },
    );
  });
});
