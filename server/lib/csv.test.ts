import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parse } from 'csv-parse/sync';
import { csvStream, neutraliseCell, toCsv } from './csv';

const BOM = '\uFEFF';
const parseCsv = (text: string): string[][] =>
  parse(text, { bom: true, relax_column_count: false });

describe('neutraliseCell', () => {
  it.each(['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tx', '\rx', '=HYPERLINK("http://evil","click")'])(
    'prefixes %j with a quote',
    (value) => {
      expect(neutraliseCell(value)).toBe(`'${value}`);
    },
  );

  it.each(['hello', '', ' =not first', "'quoted", 'a=b', '1-2', 'Ünïcode'])(
    'leaves %j alone',
    (value) => {
      expect(neutraliseCell(value)).toBe(value);
    },
  );
});

describe('toCsv', () => {
  it('writes a BOM, the header row and CRLF-ended records with RFC 4180 quoting', () => {
    const csv = toCsv(
      ['id', 'name', 'note'],
      [
        [1, 'Ann, "the" DJ', 'line\nbreak'],
        [2, null, 'cr\ronly'],
      ],
    );
    expect(csv).toBe(
      `${BOM}id,name,note\r\n1,"Ann, ""the"" DJ","line\nbreak"\r\n2,,"cr\ronly"\r\n`,
    );
  });

  it('writes numbers as they are and neutralises formula-looking text', () => {
    const csv = toCsv(
      ['n', 'text'],
      [
        [-5, '-5'],
        [0, '=A1'],
      ],
    );
    expect(parseCsv(csv)).toEqual([
      ['n', 'text'],
      ['-5', "'-5"],
      ['0', "'=A1"],
    ]);
  });

  it('writes only the header for no rows', () => {
    expect(toCsv(['genreName', 'userCount'], [])).toBe(`${BOM}genreName,userCount\r\n`);
  });
});

/** Any text, including quotes, separators, line breaks and formula starters. */
const cell = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({
    unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', ',', '"', "'", ' ', 'a', 'é', '😀'),
    maxLength: 12,
  }),
);

describe('parse(export(rows)) round trip (property)', () => {
  it('gives every row back, formula-looking cells with the quote prefix', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 5 })
          .chain((width) =>
            fc.tuple(
              fc.constant(width),
              fc.array(fc.array(cell, { minLength: width, maxLength: width }), { maxLength: 20 }),
            ),
          ),
        ([width, rows]) => {
          const columns = Array.from({ length: width }, (_, i) => `col${i}`);
          const parsed = parseCsv(toCsv(columns, rows));
          expect(parsed[0]).toEqual(columns);
          const expected = rows.map((row) =>
            row.map((value) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value)),
          );
          expect(parsed.slice(1)).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the streamed export equals the in-memory one', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat(), cell, fc.option(cell, { nil: null })), { maxLength: 50 }),
        async (rows) => {
          async function* source() {
            for (const row of rows) yield [...row];
          }
          const chunks: Buffer[] = [];
          for await (const chunk of csvStream(['n', 'a', 'b'], source()))
            chunks.push(Buffer.from(chunk));
          expect(Buffer.concat(chunks).toString('utf8')).toBe(toCsv(['n', 'a', 'b'], rows));
        },
      ),
      { numRuns: 50 },
    );
  });
});
