/**
 * The CSV writer of the data dashboard's Export CSV (spec 001 §2) and of "Your data": RFC 4180 through csv-stringify
 * (comma separator, CRLF record ends, fields holding a comma, quote, CR or LF quoted, quotes
 * doubled), a header row of the export's column names, and a UTF-8 byte-order mark so spreadsheet
 * apps read non-ASCII text correctly.
 *
 * Formula injection (OWASP "CSV Injection"): a text cell starting with `=`, `+`, `-`, `@`, a tab or
 * a carriage return would be run as a formula by Excel, LibreOffice or Sheets, so it is prefixed
 * with a single quote ('), which those apps show as text. Numbers are written as they are: they
 * come from the database's counters and ids, never from members.
 */
import { Readable, pipeline } from 'node:stream';
import { stringify, type Options } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';

/** A cell value before formatting: text is neutralised, numbers written as they are, null empty. */
export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** Prefixes a formula-looking text cell with `'` (see the module comment). */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

function formatCell(value: CsvCell): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  return neutraliseCell(value);
}

function options(columns: readonly string[]): Options {
  return {
    header: true,
    columns: [...columns],
    bom: true,
    record_delimiter: 'windows',
    // csv-stringify quotes a field holding the separator, a quote or the whole CRLF; RFC 4180 also
    // wants a lone CR or LF quoted.
    quoted_match: /[\r\n]/,
  };
}

/** The whole CSV text of `rows` under `columns` (tests and small tables). */
export function toCsv(columns: readonly string[], rows: Iterable<readonly CsvCell[]>): string {
  return stringifySync(
    Array.from(rows, (row) => row.map(formatCell)),
    options(columns),
  );
}

/**
 * A byte stream of the CSV of `rows`, pulled batch by batch from the async iterable, so an export
 * of any size holds only one batch in memory.
 */
export function csvStream(
  columns: readonly string[],
  rows: AsyncIterable<readonly CsvCell[]>,
): Readable {
  async function* formatted() {
    for await (const row of rows) yield row.map(formatCell);
  }
  const out = stringify(options(columns));
  // pipeline, not pipe: a failing query destroys the output too, so the download is cut off
  // rather than left hanging or ending as if complete.
  return pipeline(Readable.from(formatted()), out, () => {});
}
