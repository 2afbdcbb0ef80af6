/**
 * One sortable, exportable table of the data dashboard (spec 001 §2). Only the rows on screen are
 * in the DOM (@tanstack/react-virtual), so 100,000 rows scroll smoothly; the header stays in view
 * and scrolls sideways with the body on narrow screens. Column headers sort (ascending →
 * descending → unsorted) and Export CSV downloads every row from the server.
 */
import { apiPath, type ApiRouteName } from '@common/api-routes';
import { useId, useMemo, useState } from 'react';
import { Download } from 'lucide-react';
import type { AdminExportTable } from '@common/constants';
import { SectionErrorBoundary } from '../../../components/error-boundaries';
import { Button, buttonClasses } from '../../../components/ui/button';
import { SectionSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { columnWidths, type DataColumn } from '../lib/columns';
import { exportFileName } from '../lib/labels';
import { sortRows, type SortState } from '../lib/sort';
import { DataTableGrid } from './data-table-grid';
import { t } from '../../../lib/i18n';

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

/** The CSV export route of each table. */
const EXPORT_ROUTES = {
  users: 'getAdminDataExportUsers',
  requests: 'getAdminDataExportRequests',
  responses: 'getAdminDataExportResponses',
  saves: 'getAdminDataExportSaves',
  user_genres: 'getAdminDataExportUserGenres',
  request_genres: 'getAdminDataExportRequestGenres',
} as const satisfies Record<AdminExportTable, ApiRouteName>;

/** A data table inside its own error boundary: a render error in one table leaves the page and the other tables working. */
export function DataTable<T>(props: DataTableProps<T>) {
  return (
    <SectionErrorBoundary label={t('staff.data.boundary', { title: props.title })}>
      <DataTableContent {...props} />
    </SectionErrorBoundary>
  );
}

/** Title, row count (or loading progress) and the Export CSV link. */
function DataTableHeader({
  title,
  titleId,
  exportTable,
  status,
  progress,
}: {
  title: string;
  titleId: string;
  exportTable: AdminExportTable;
  status: string;
  /** Share of rows loaded, 0–1, while more are loading. */
  progress: number | null;
}) {
  return (
    <>
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
          aria-label={t('staff.data.exportTitle', { title })}
          className={buttonClasses('outline', 'sm')}
        >
          <Download className="h-4 w-4" aria-hidden="true" />
          {t('staff.data.export')}
        </a>
      </header>
      {progress !== null && (
        <div className="h-1 bg-surface-2" aria-hidden="true">
          <div
            className="h-full bg-accent transition-[width]"
            style={{ width: `${Math.min(100, progress * 100)}%` }}
          />
        </div>
      )}
    </>
  );
}

/** A load failure: in place of the table when nothing loaded, above it when some rows did. */
function LoadError({
  table,
  error,
  partial,
  onRetry,
}: {
  table: AdminExportTable;
  error: unknown;
  partial: boolean;
  onRetry: () => void;
}) {
  const retry = (
    <Button variant="outline" size="sm" onClick={onRetry}>
      {t('staff.data.tryAgain')}
    </Button>
  );
  if (partial)
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center justify-between gap-2 border-t border-line bg-danger-soft px-4 py-2 text-sm"
      >
        <span className="text-danger">
          {t('staff.data.partial', { error: errorMessage(error, t('staff.feedback.tryLater')) })}
        </span>
        {retry}
      </div>
    );
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 border-t border-line px-4 py-10 text-center"
    >
      <p className="font-semibold text-danger">{t('staff.data.loadFailed', { table })}</p>
      <p className="text-sm text-muted">{errorMessage(error, t('staff.feedback.tryLater'))}</p>
      {retry}
    </div>
  );
}

/** The row count line: loading, loading progress, or the number of rows. */
function tableStatus(isPending: boolean, loading: boolean, count: number, total?: number): string {
  if (isPending) return t('staff.data.loading');
  if (loading && total !== undefined) return t('staff.data.loadingRows', { count, total });
  return t('staff.data.rows', { count });
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
  emptyText = t('staff.data.noRows'),
  maxHeight = 'min(70vh, 40rem)',
}: DataTableProps<T>) {
  const titleId = useId();
  const [sort, setSort] = useState<SortState | null>(null);
  const sorted = useMemo(() => {
    const column = sort && columns.find((c) => c.id === sort.columnId);
    return column ? sortRows(rows, column.value, sort.direction) : rows;
  }, [rows, sort, columns]);
  const layout = useMemo(() => {
    const widths = columnWidths(columns, rows);
    return {
      template: columns.map((c, i) => `minmax(${widths[i]}px, ${c.grow ?? 1}fr)`).join(' '),
      minWidth: widths.reduce((sum, w) => sum + w, 0),
    };
  }, [columns, rows]);
  const progress = isLoadingMore && total !== undefined && total > 0 ? rows.length / total : null;

  return (
    <section
      aria-labelledby={titleId}
      className="overflow-hidden rounded-2xl border border-line bg-surface"
    >
      <DataTableHeader
        title={title}
        titleId={titleId}
        exportTable={exportTable}
        status={tableStatus(isPending, isLoadingMore, rows.length, total)}
        progress={progress}
      />
      {isPending ? (
        <SectionSpinner
          label={t('staff.data.loadingTitle', { table: exportTable })}
          className="border-t border-line py-12"
        />
      ) : isError && rows.length === 0 ? (
        <LoadError table={exportTable} error={error} partial={false} onRetry={onRetry} />
      ) : rows.length === 0 ? (
        <p className="border-t border-line px-4 py-10 text-center text-muted">{emptyText}</p>
      ) : (
        <>
          {isError && <LoadError table={exportTable} error={error} partial onRetry={onRetry} />}
          <DataTableGrid
            title={title}
            columns={columns}
            rows={sorted}
            rowKey={rowKey}
            sort={sort}
            onSort={setSort}
            layout={layout}
            maxHeight={maxHeight}
          />
        </>
      )}
    </section>
  );
}
