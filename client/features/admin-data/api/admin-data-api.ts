/**
 * Data dashboard calls (spec 001 §7 "Data dashboard"). Every hook is idle unless the session user
 * is staff, so a member who reaches /data never calls the API (spec 001 §2: "Its data calls are
 * enabled only for them"); the server refuses them anyway.
 */
import { useEffect, useMemo } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ADMIN_DATA_PAGE_SIZE, STAFF_ROLES } from '@common/constants';
import type { AdminDataPage, AdminDataStats, AdminGenreStats } from '@common/schemas';
import { api } from '../../../lib/api';
import { useSession } from '../../auth/api/session';

/** True when the signed-in user may use the operator screens. */
export function useIsStaff(): boolean {
  const { user } = useSession();
  return !!user && STAFF_ROLES.includes(user.role);
}

// Dashboard numbers are a snapshot: keep them while staff switch tabs instead of refetching
// 100,000 rows on every visit. A reload fetches afresh.
const SNAPSHOT_MS = 5 * 60_000;

/** GET /api/admin/data/stats. */
export function useDataStats() {
  const enabled = useIsStaff();
  return useQuery({
    queryKey: ['/api/admin/data/stats'],
    queryFn: ({ signal }) => api<AdminDataStats>('/api/admin/data/stats', { signal }),
    enabled,
    staleTime: SNAPSHOT_MS,
  });
}

/** GET /api/admin/data/genres. */
export function useGenreStats() {
  const enabled = useIsStaff();
  return useQuery({
    queryKey: ['/api/admin/data/genres'],
    queryFn: ({ signal }) => api<AdminGenreStats>('/api/admin/data/genres', { signal }),
    enabled,
    staleTime: SNAPSHOT_MS,
  });
}

/** Rows in a table's first page (the ones on screen first). */
const FIRST_PAGE_SIZE = 500;

export type DataTableName = 'users' | 'requests' | 'responses' | 'saves';

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
export function useAllRows<T>(table: DataTableName): AllRows<T> {
  const enabled = useIsStaff();
  const path = `/api/admin/data/${table}`;
  const query = useInfiniteQuery({
    queryKey: [path, 'all'],
    // A small first page puts rows on screen quickly; the rest come in full-size pages.
    queryFn: ({ pageParam, signal }) =>
      api<AdminDataPage<T>>(path, { query: { cursor: pageParam || undefined, limit: pageParam ? ADMIN_DATA_PAGE_SIZE : FIRST_PAGE_SIZE }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
    staleTime: SNAPSHOT_MS,
  });
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
