/**
 * Column model and widths of the data dashboard's tables (spec 001 §2): what a column shows and
 * sorts on, a value's cell text, and widths estimated from the text the first rows hold.
 */
import type { ReactNode } from 'react';
import { EMPTY_CELL } from './labels';
import type { SortValue } from './sort';

export interface DataColumn<T> {
  id: string;
  header: () => string;
  /** Narrowest width in px; columns share the remaining space by `grow` (default 1). */
  min: number;
  grow?: number;
  /** The value sorted on. */
  value: (row: T) => SortValue;
  /** The cell's text (also its tooltip); default: the value, "-" when empty. */
  text?: (row: T) => string;
  /** Custom cell content, e.g. a link or an icon; default: the text. */
  render?: (row: T) => ReactNode;
  /** Right-aligned figures. */
  numeric?: boolean;
}

/** A value as cell text: "-" when empty (spec 001 §2). */
export function display(value: SortValue): string {
  if (value === null || value === undefined) return EMPTY_CELL;
  const text = String(value);
  return text.trim() === '' ? EMPTY_CELL : text;
}

/** Rows measured for column widths (the first ones are enough to see what a column holds). */
const WIDTH_SAMPLE_ROWS = 300;
/** Average advance of a character at the table's 14 px / 13 px type, in px (system UI fonts). */
const CELL_CHAR_PX = 7.4;
const HEADER_CHAR_PX = 7.6;
/** Cell padding (px-3 both sides) and the header's sort icon with its gap, in px. */
const CELL_PADDING_PX = 24;
const SORT_ICON_PX = 18;
/** Widest a column grows to fit its content, in px (six text columns still fit 1280 px); longer text is cut and shown on hover/focus. */
const MAX_COLUMN_PX = 240;

/**
 * Column widths sized to content: the longer of the header (never cut) and the longest
 * cell text among the first rows (never narrower than a small floor), capped at
 * MAX_COLUMN_PX. Estimated from character counts: measuring text in the DOM for thousands of rows
 * would cost more than it brings.
 */
export function columnWidths<T>(columns: readonly DataColumn<T>[], rows: readonly T[]): number[] {
  const sample = rows.slice(0, WIDTH_SAMPLE_ROWS);
  return columns.map((column) => {
    const header =
      Math.ceil(column.header().length * HEADER_CHAR_PX) + CELL_PADDING_PX + SORT_ICON_PX;
    let longest = 0;
    for (const row of sample) {
      const text = column.text ? column.text(row) : display(column.value(row));
      if (text.length > longest) longest = text.length;
    }
    const content = Math.ceil(longest * CELL_CHAR_PX) + CELL_PADDING_PX;
    const floor = column.numeric ? Math.min(column.min, 90) : Math.min(column.min, 120);
    return Math.min(MAX_COLUMN_PX, Math.max(header, floor, content));
  });
}
