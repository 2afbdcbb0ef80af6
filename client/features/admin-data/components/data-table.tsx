/**
 * One sortable, exportable table of the data dashboard (spec 001 §2). Only the rows on screen are
 * in the DOM (@tanstack/react-virtual), so 100,000 rows scroll smoothly; the header stays in view
 * and scrolls sideways with the body on narrow screens. Column headers sort (ascending →
 * descending → unsorted) and Export CSV downloads every row from the server.
 */
import { apiPath, type ApiRouteName } from '@common/api-routes';
import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, ArrowUpDown, Download } from 'lucide-react';
import type { AdminExportTable } from '@common/constants';
import { SectionErrorBoundary } from '../../../components/error-boundaries';
import { Button, buttonClasses } from '../../../components/ui/button';
import { SectionSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { EMPTY_CELL, exportFileName } from '../lib/labels';
import { nextSort, sortRows, type SortState, type SortValue } from '../lib/sort';

export interface DataColumn<T> {
  id: string;
  header: string;
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

export interface DataTableProps<T> {
  title: string;
  /** Names the export endpoint and file (`{table}_{YYYY-MM-DD}.csv`). */
  exportTable: AdminExportTable;
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** Rows in the whole table when known (shows loading progress). */
  total?: number | undefined;
  isPending: boolean;
  isError: boolean;
  error?: unknown;
  isLoadingMore?: boolean;
  onRetry: () => void;
  emptyText?: string;
  /** Tallest the scroll area grows before it scrolls (CSS). */
  maxHeight?: string;
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
 * Column widths sized to content (issue 15): the longer of the header (never cut) and the longest
 * cell text among the first rows (never narrower than a small floor), capped at
 * MAX_COLUMN_PX. Estimated from character counts: measuring text in the DOM for thousands of rows
 * would cost more than it brings.
 */
export function columnWidths<T>(columns: readonly DataColumn<T>[], rows: readonly T[]): number[] {
  const sample = rows.slice(0, WIDTH_SAMPLE_ROWS);
  return columns.map((column) => {
    const header =
      Math.ceil(column.header.length * HEADER_CHAR_PX) + CELL_PADDING_PX + SORT_ICON_PX;
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

/** The CSV export route of each table. */
const EXPORT_ROUTES = {
  users: 'getAdminDataExportUsers',
  requests: 'getAdminDataExportRequests',
  responses: 'getAdminDataExportResponses',
  saves: 'getAdminDataExportSaves',
  user_genres: 'getAdminDataExportUserGenres',
  request_genres: 'getAdminDataExportRequestGenres',
} as const satisfies Record<AdminExportTable, ApiRouteName>;

const ROW_HEIGHT = 44;
const HEADER_HEIGHT = 44;

/** A value as cell text: "-" when empty (spec 001 §2). */
export function display(value: SortValue): string {
  if (value === null || value === undefined) return EMPTY_CELL;
  const text = String(value);
  return text.trim() === '' ? EMPTY_CELL : text;
}

/** A data table inside its own error boundary: a render error in one table leaves the page and the other tables working. */
export function DataTable<T>(props: DataTableProps<T>) {
  return (
    <SectionErrorBoundary label={`The ${props.title} table`}>
      <DataTableContent {...props} />
    </SectionErrorBoundary>
  );
}

function DataTableContent<T>({
  title,
  exportTable,
  columns,
  rows,
  rowKey,
  total,
  isPending,
  isError,
  error,
  isLoadingMore = false,
  onRetry,
  emptyText = 'No rows yet.',
  maxHeight = 'min(70vh, 40rem)',
}: DataTableProps<T>) {
  const titleId = useId();
  const [sort, setSort] = useState<SortState | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);

  const sorted = useMemo(() => {
    const column = sort && columns.find((c) => c.id === sort.columnId);
    return column ? sortRows(rows, column.value, sort.direction) : rows;
  }, [rows, sort, columns]);

  // React Compiler skips this component (TanStack Virtual returns unmemoisable functions); it is hand-memoised.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: sorted.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    // The rows start below the sticky header inside the same scroll area.
    scrollMargin: HEADER_HEIGHT,
  });

  const widths = useMemo(() => columnWidths(columns, rows), [columns, rows]);
  const template = columns.map((c, i) => `minmax(${widths[i]}px, ${c.grow ?? 1}fr)`).join(' ');
  const minWidth = widths.reduce((sum, w) => sum + w, 0);
  const loaded = rows.length.toLocaleString();
  const status = isPending
    ? 'Loading…'
    : isLoadingMore && total !== undefined
      ? `Loading rows… ${loaded} of ${total.toLocaleString()}`
      : `${loaded} ${rows.length === 1 ? 'row' : 'rows'}`;

  return (
    <section
      aria-labelledby={titleId}
      className="overflow-hidden rounded-2xl border border-line bg-surface"
    >
      <header className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-bold">
            {title}
          </h2>
          <p className="text-sm text-muted tabular-nums">{status}</p>
        </div>
        <a
          href={apiPath(EXPORT_ROUTES[exportTable])}
          download={exportFileName(exportTable)}
          aria-label={`Export CSV: ${title}`}
          className={buttonClasses('outline', 'sm')}
        >
          <Download className="h-4 w-4" aria-hidden="true" />
          Export CSV
        </a>
      </header>
      {isLoadingMore && total !== undefined && total > 0 && (
        <div className="h-1 bg-surface-2" aria-hidden="true">
          <div
            className="h-full bg-accent transition-[width]"
            style={{ width: `${Math.min(100, (rows.length / total) * 100)}%` }}
          />
        </div>
      )}

      {isPending ? (
        <SectionSpinner
          label={`Loading ${title.toLowerCase()}...`}
          className="border-t border-line py-12"
        />
      ) : isError && rows.length === 0 ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 border-t border-line px-4 py-10 text-center"
        >
          <p className="font-semibold text-danger">Failed to load {title.toLowerCase()}</p>
          <p className="text-sm text-muted">{errorMessage(error, 'Please try again later.')}</p>
          <Button variant="outline" size="sm" onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : rows.length === 0 ? (
        <p className="border-t border-line px-4 py-10 text-center text-muted">{emptyText}</p>
      ) : (
        <>
          {isError && (
            <div
              role="alert"
              className="flex flex-wrap items-center justify-between gap-2 border-t border-line bg-danger-soft px-4 py-2 text-sm"
            >
              <span className="text-danger">
                Some rows could not be loaded. {errorMessage(error, 'Please try again later.')}
              </span>
              <Button variant="outline" size="sm" onClick={onRetry}>
                Try again
              </Button>
            </div>
          )}
          <div
            ref={scrollRef}
            role="region"
            aria-label={`${title} table`}
            // A scrolling region must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            className="relative overflow-auto overscroll-contain border-t border-line focus-visible:outline-offset-[-2px]"
            style={{ maxHeight }}
          >
            <div
              role="table"
              aria-label={title}
              aria-rowcount={sorted.length + 1}
              style={{ minWidth }}
            >
              <div role="rowgroup" className="sticky top-0 z-10 border-b border-line bg-surface-2">
                <div
                  role="row"
                  aria-rowindex={1}
                  className="grid"
                  style={{ gridTemplateColumns: template, height: HEADER_HEIGHT }}
                >
                  {columns.map((column) => {
                    const active = sort?.columnId === column.id ? sort.direction : null;
                    const Icon =
                      active === 'asc' ? ArrowUp : active === 'desc' ? ArrowDown : ArrowUpDown;
                    return (
                      <div
                        key={column.id}
                        role="columnheader"
                        aria-sort={
                          active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : 'none'
                        }
                        className="flex min-w-0 items-stretch"
                      >
                        <button
                          type="button"
                          onClick={() => setSort((current) => nextSort(current, column.id))}
                          className={cn(
                            'flex w-full min-w-0 items-center gap-1 px-3 text-left text-[13px] font-semibold hover:bg-line/60 focus-visible:outline-offset-[-2px]',
                            column.numeric && 'justify-end text-right',
                            active ? 'text-fg' : 'text-muted',
                          )}
                        >
                          <span className="truncate">{column.header}</span>
                          <Icon
                            className={cn('h-3.5 w-3.5 shrink-0', !active && 'opacity-60')}
                            aria-hidden="true"
                          />
                        </button>
                      </div>
                    );
                  })}
                </div>
              </div>
              <div
                role="rowgroup"
                className="relative"
                style={{ height: virtualizer.getTotalSize() }}
              >
                {virtualizer.getVirtualItems().map((item) => {
                  const row = sorted[item.index]!;
                  return (
                    <div
                      key={rowKey(row)}
                      role="row"
                      aria-rowindex={item.index + 2}
                      className={cn(
                        'absolute top-0 left-0 grid w-full border-b border-line/70 text-sm',
                        item.index % 2 === 1 && 'bg-bg/60',
                      )}
                      style={{
                        gridTemplateColumns: template,
                        height: ROW_HEIGHT,
                        transform: `translateY(${item.start - HEADER_HEIGHT}px)`,
                      }}
                    >
                      {columns.map((column) => {
                        const text = column.text ? column.text(row) : display(column.value(row));
                        return (
                          <div
                            key={column.id}
                            role="cell"
                            title={text}
                            className={cn(
                              'relative flex min-w-0 items-center px-3',
                              column.numeric && 'justify-end tabular-nums',
                            )}
                          >
                            {column.render ? (
                              column.render(row)
                            ) : (column.grow ?? 1) > 1 ? (
                              // Long text: focusable, and shown whole over the row on hover or focus
                              // (keyboard users reach the full text the way pointer users do).
                              <span
                                // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
                                tabIndex={0}
                                dir="auto"
                                className="truncate rounded-md hover:absolute hover:inset-x-1 hover:top-1 hover:z-20 hover:whitespace-normal hover:bg-surface hover:px-2 hover:py-1.5 hover:shadow-lg hover:ring-1 hover:ring-line focus-visible:absolute focus-visible:inset-x-1 focus-visible:top-1 focus-visible:z-20 focus-visible:whitespace-normal focus-visible:bg-surface focus-visible:px-2 focus-visible:py-1.5 focus-visible:shadow-lg"
                              >
                                {text}
                              </span>
                            ) : (
                              <span dir="auto" className="truncate">
                                {text}
                              </span>
                            )}
                          </div>
                        );
                      })}
                    </div>
                  );
                })}
              </div>
            </div>
          </div>
        </>
      )}
    </section>
  );
}
