/**
 * Query options of the data dashboard (spec 001 §7): stats, genre stats and each table's rows by
 * keyset cursor. The only place their keys are written. Numbers are a snapshot kept 5 minutes.
 */
import { apiPath, type ApiRouteName } from '@common/api-routes';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { ADMIN_DATA_PAGE_SIZE } from '@common/constants';
import type { ApiAnswer } from '@common/api-contract';
import type { AdminDataPage } from '@common/schemas';
import { callApi } from '../api';

// Dashboard numbers are a snapshot: keep them while staff switch tabs instead of refetching
// 100,000 rows on every visit. A reload fetches afresh.
const SNAPSHOT_MS = 5 * 60_000;

/** Rows in a table's first page (the ones on screen first). */
const FIRST_PAGE_SIZE = 500;

export type DataTableName = 'users' | 'requests' | 'responses' | 'saves';

/** The route of each table's rows. */
const TABLE_ROUTES = {
  users: 'getAdminDataUsers',
  requests: 'getAdminDataRequests',
  responses: 'getAdminDataResponses',
  saves: 'getAdminDataSaves',
} as const satisfies Record<DataTableName, ApiRouteName>;

export const adminDataKeys = {
  stats: [apiPath('getAdminDataStats')] as const,
  genres: [apiPath('getAdminDataGenres')] as const,
  table: (table: DataTableName) => [apiPath(TABLE_ROUTES[table]), 'all'] as const,
};

export function dataStatsQuery() {
  return queryOptions({
    queryKey: adminDataKeys.stats,
    queryFn: ({ signal }) => callApi('getAdminDataStats', { signal }),
    staleTime: SNAPSHOT_MS,
  });
}

export function genreStatsQuery() {
  return queryOptions({
    queryKey: adminDataKeys.genres,
    queryFn: ({ signal }) => callApi('getAdminDataGenres', { signal }),
    staleTime: SNAPSHOT_MS,
  });
}

/** A row of `table` as the server sends it (the contract of its route). */
export type TableRow<K extends DataTableName> = ApiAnswer<(typeof TABLE_ROUTES)[K]>['data'][number];

/** Every row of a table: a small first page puts rows on screen quickly, the rest come in full-size pages. */
export function tableRowsQuery<K extends DataTableName>(table: K) {
  const route: (typeof TABLE_ROUTES)[DataTableName] = TABLE_ROUTES[table];
  return infiniteQueryOptions({
    queryKey: adminDataKeys.table(table),
    queryFn: ({ pageParam, signal }) =>
      // TypeScript cannot tie the union of the four answers back to `K`; each is TableRow<K>'s page.
      callApi(route, {
        query: {
          cursor: pageParam || undefined,
          limit: pageParam ? ADMIN_DATA_PAGE_SIZE : FIRST_PAGE_SIZE,
        },
        signal,
      }) as Promise<AdminDataPage<TableRow<K>>>,
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: SNAPSHOT_MS,
  });
}
