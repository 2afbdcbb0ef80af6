/** Column widths of the /data tables: sized to content, headers never cut, capped. */
import { describe, expect, it } from 'vitest';
import { columnWidths, type DataColumn } from './lib/columns';

interface Row {
  n: number;
  comment: string;
}

const columns: DataColumn<Row>[] = [
  { id: 'n', header: () => 'Responses', min: 120, value: (r) => r.n, numeric: true },
  { id: 'comment', header: () => 'Comment', min: 200, grow: 2, value: (r) => r.comment },
];

describe('columnWidths', () => {
  it('fits the header, grows with the content and stops at the cap', () => {
    const [figures, short] = columnWidths(columns, [{ n: 3, comment: 'ok' }]);
    // "Responses" is never cut: 9 characters + padding + sort icon.
    expect(figures).toBeGreaterThanOrEqual(9 * 7.6 + 24 + 18);
    expect(figures).toBeLessThan(120);
    const [, long] = columnWidths(columns, [{ n: 3, comment: 'x'.repeat(30) }]);
    expect(long).toBeGreaterThan(short!);
    const [, capped] = columnWidths(columns, [{ n: 3, comment: 'x'.repeat(500) }]);
    expect(capped).toBe(240);
  });
});
