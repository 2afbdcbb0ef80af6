/**
 * The scrolling grid of a data table: a sticky header row of sort buttons and only the rows on
 * screen in the DOM (@tanstack/react-virtual), each cell cut to its column with the whole text on
 * hover or focus.
 */
import { useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { display, type DataColumn } from '../lib/columns';
import { nextSort, type SortState } from '../lib/sort';
import { t } from '../../../lib/i18n';

const ROW_HEIGHT = 44;
const HEADER_HEIGHT = 44;

interface GridLayout {
  /** CSS grid-template-columns shared by the header and every row. */
  template: string;
  minWidth: number;
}

function ColumnHeader<T>({
  column,
  sort,
  onSort,
}: {
  column: DataColumn<T>;
  sort: SortState | null;
  onSort: (update: (current: SortState | null) => SortState | null) => void;
}) {
  const active = sort?.columnId === column.id ? sort.direction : null;
  const Icon = active === 'asc' ? ArrowUp : active === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <div
      role="columnheader"
      aria-sort={active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : 'none'}
      className="flex min-w-0 items-stretch"
    >
      <button
        type="button"
        onClick={() => onSort((current) => nextSort(current, column.id))}
        className={cn(
          'flex w-full min-w-0 items-center gap-1 px-3 text-start text-[13px] font-semibold hover:bg-line/60 focus-visible:outline-offset-[-2px]',
          column.numeric && 'justify-end text-right',
          active ? 'text-fg' : 'text-muted',
        )}
      >
        <span className="truncate">{column.header()}</span>
        <Icon className={cn('h-3.5 w-3.5 shrink-0', !active && 'opacity-60')} aria-hidden="true" />
      </button>
    </div>
  );
}

function Cell<T>({ column, row }: { column: DataColumn<T>; row: T }) {
  const text = column.text ? column.text(row) : display(column.value(row));
  return (
    <div
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
}

/** One body row at `top` px in the rowgroup; odd rows are shaded. */
function Row<T>({
  columns,
  row,
  index,
  top,
  template,
}: {
  columns: readonly DataColumn<T>[];
  row: T;
  index: number;
  top: number;
  template: string;
}) {
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      className={cn(
        'absolute top-0 left-0 grid w-full border-b border-line/70 text-sm',
        index % 2 === 1 && 'bg-bg/60',
      )}
      style={{
        gridTemplateColumns: template,
        height: ROW_HEIGHT,
        transform: `translateY(${top}px)`,
      }}
    >
      {columns.map((column) => (
        <Cell key={column.id} column={column} row={row} />
      ))}
    </div>
  );
}

/** The table's rows (already sorted), virtualised inside a keyboard-reachable scroll region. */
export function DataTableGrid<T>({
  title,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  layout,
  maxHeight,
}: {
  title: string;
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  sort: SortState | null;
  onSort: (update: (current: SortState | null) => SortState | null) => void;
  layout: GridLayout;
  maxHeight: string;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // React Compiler skips this component (TanStack Virtual returns unmemoisable functions).
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    // The rows start below the sticky header inside the same scroll area.
    scrollMargin: HEADER_HEIGHT,
  });
  const { template, minWidth } = layout;
  return (
    <div
      ref={scrollRef}
      role="region"
      aria-label={t('staff.data.tableLabel', { title })}
      // A scrolling region must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="relative overflow-auto overscroll-contain border-t border-line focus-visible:outline-offset-[-2px]"
      style={{ maxHeight }}
    >
      <div role="table" aria-label={title} aria-rowcount={rows.length + 1} style={{ minWidth }}>
        <div role="rowgroup" className="sticky top-0 z-10 border-b border-line bg-surface-2">
          <div
            role="row"
            aria-rowindex={1}
            className="grid"
            style={{ gridTemplateColumns: template, height: HEADER_HEIGHT }}
          >
            {columns.map((column) => (
              <ColumnHeader key={column.id} column={column} sort={sort} onSort={onSort} />
            ))}
          </div>
        </div>
        <div role="rowgroup" className="relative" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => (
            <Row
              key={rowKey(rows[item.index]!)}
              columns={columns}
              row={rows[item.index]!}
              index={item.index}
              top={item.start - HEADER_HEIGHT}
              template={template}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
