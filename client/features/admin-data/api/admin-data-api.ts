/**
 * Data dashboard calls (spec 001 §7 "Data dashboard"). Every hook is idle unless the session user
 * is staff, so a member who reaches /data never calls the API (spec 001 §2: "Its data calls are
 * enabled only for them"); the server refuses them anyway.
 */
import { useEffect, useMemo } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { isStaffRole } from '@common/constants';
import {
  dataStatsQuery,
  genreStatsQuery,
  tableRowsQuery,
  type DataTableName,
  type TableRow,
} from '../../../lib/queries/admin-data';
import { useSession } from '../../auth';

/** True when the signed-in user may use the operator screens. */
export function useIsStaff(): boolean {
  const { user } = useSession();
  return isStaffRole(user?.role);
}

/** GET /api/admin/data/stats. */
export function useDataStats() {
  return useQuery({ ...dataStatsQuery(), enabled: useIsStaff() });
}

/** GET /api/admin/data/genres. */
export function useGenreStats() {
  return useQuery({ ...genreStatsQuery(), enabled: useIsStaff() });
}

export interface AllRows<T> {
  rows: T[];
  /** All rows of the table, known after the first page. */
  total: number | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  /** Still fetching later pages. */
  isLoadingMore: boolean;
  retry: () => void;
}

/**
 * Every row of a dashboard table: the first page shows at once, then the remaining pages load one
 * after another in the background (keyset cursor), so sorting covers the whole table once loaded.
 */
export function useAllRows<K extends DataTableName>(table: K): AllRows<TableRow<K>> {
  const enabled = useIsStaff();
  const query = useInfiniteQuery({ ...tableRowsQuery(table), enabled });
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.data) ?? [], [query.data]);
  return {
    rows,
    total: query.data?.pages[0]?.total,
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    isLoadingMore: !!hasNextPage || isFetchingNextPage,
    retry: () => void (query.data ? fetchNextPage() : query.refetch()),
  };
}
