/**
 * The dashboard's tables with exactly spec 001 §2's columns, links and fallback labels: Users,
 * Requests, Responses, Saves, and the Genres tab's User Genres and Request Genres.
 */
import { Link } from 'react-router';
import { Check, X } from 'lucide-react';
import type {
  AdminDataRequest,
  AdminDataResponse,
  AdminDataSave,
  AdminDataUser,
} from '@common/schemas';
import { useAllRows, useGenreStats } from '../api/admin-data-api';
import type { DataTableName, TableRow } from '../../../lib/queries/admin-data';
import { channelArtist, EMPTY_CELL, localDate, requestLabel } from '../lib/labels';
import { DataTable } from './data-table';
import type { DataColumn } from '../lib/columns';
import { t } from '../../../lib/i18n';

const linkClasses = 'truncate font-medium text-accent underline-offset-2 hover:underline';
const joined = (names: string[]) => names.join(', ');

const created = <T extends { createdAt: string }>(): DataColumn<T> => ({
  id: 'createdAt',
  header: () => t('staff.data.col.created'),
  min: 110,
  value: (r) => r.createdAt,
  text: (r) => localDate(r.createdAt),
});
const userId = <T extends { userId: number }>(): DataColumn<T> => ({
  id: 'userId',
  header: () => t('staff.data.col.userId'),
  min: 100,
  value: (r) => r.userId,
  numeric: true,
});
const userName = <T extends { userDisplayName: string }>(): DataColumn<T> => ({
  id: 'user',
  header: () => t('staff.data.col.user'),
  min: 140,
  value: (r) => r.userDisplayName,
});

const USER_COLUMNS: DataColumn<AdminDataUser>[] = [
  { id: 'id', header: () => t('staff.data.col.id'), min: 70, value: (u) => u.id, numeric: true },
  {
    id: 'email',
    header: () => t('staff.data.col.email'),
    min: 200,
    grow: 2,
    value: (u) => u.email,
  },
  {
    id: 'displayName',
    header: () => t('staff.data.col.displayName'),
    min: 150,
    value: (u) => u.displayName,
  },
  {
    id: 'requestCount',
    header: () => t('staff.data.col.requests'),
    min: 110,
    value: (u) => u.requestCount,
    numeric: true,
  },
  {
    id: 'responseCount',
    header: () => t('staff.data.col.responses'),
    min: 120,
    value: (u) => u.responseCount,
    numeric: true,
  },
  {
    id: 'saveCount',
    header: () => t('staff.data.col.saves'),
    min: 90,
    value: (u) => u.saveCount,
    numeric: true,
  },
  {
    id: 'genres',
    header: () => t('staff.data.col.genres'),
    min: 180,
    grow: 2,
    value: (u) => joined(u.genres),
  },
  {
    id: 'youtube',
    header: () => t('staff.data.col.youtube'),
    min: 105,
    value: (u) => u.youtubeConnected,
    text: (u) => (u.youtubeConnected ? t('staff.data.yes') : t('staff.data.no')),
    render: (u) =>
      u.youtubeConnected ? (
        <>
          <Check className="h-4 w-4 text-success" aria-hidden="true" />
          <span className="sr-only">{t('staff.data.yes')}</span>
        </>
      ) : (
        <>
          <X className="h-4 w-4 text-muted" aria-hidden="true" />
          <span className="sr-only">{t('staff.data.no')}</span>
        </>
      ),
  },
  created<AdminDataUser>(),
];

const REQUEST_COLUMNS: DataColumn<AdminDataRequest>[] = [
  userId<AdminDataRequest>(),
  userName<AdminDataRequest>(),
  { id: 'type', header: () => t('staff.data.col.type'), min: 80, value: (r) => r.type },
  {
    id: 'content',
    header: () => t('staff.data.col.content'),
    min: 240,
    grow: 3,
    value: (r) => r.content,
    render: (r) =>
      r.content ? (
        <Link dir="auto" to={`/requests/${r.id}`} className={linkClasses}>
          {r.content}
        </Link>
      ) : (
        <span>{EMPTY_CELL}</span>
      ),
  },
  {
    id: 'responses',
    header: () => t('staff.data.col.responses'),
    min: 120,
    value: (r) => r.responses,
    numeric: true,
  },
  created<AdminDataRequest>(),
];

const requestLink = <
  T extends {
    requestId: number;
    requestText: string | null;
    requestType: AdminDataResponse['requestType'];
  },
>(): DataColumn<T> => ({
  id: 'request',
  header: () => t('staff.data.col.request'),
  min: 200,
  grow: 2,
  value: (r) => requestLabel(r.requestText, r.requestType),
  render: (r) => (
    <Link dir="auto" to={`/requests/${r.requestId}`} className={linkClasses}>
      {requestLabel(r.requestText, r.requestType)}
    </Link>
  ),
});
const songColumns = <T extends { songData: AdminDataResponse['songData'] }>(): DataColumn<T>[] => [
  {
    id: 'song',
    header: () => t('staff.data.col.song'),
    min: 180,
    grow: 2,
    value: (r) => r.songData.name,
  },
  {
    id: 'channelArtist',
    header: () => t('staff.data.col.channelArtist'),
    min: 170,
    value: (r) => channelArtist(r.songData),
  },
  {
    id: 'genre',
    header: () => t('staff.data.col.genre'),
    min: 140,
    value: (r) => joined(r.songData.genres),
  },
];

const RESPONSE_COLUMNS: DataColumn<AdminDataResponse>[] = [
  userId<AdminDataResponse>(),
  userName<AdminDataResponse>(),
  requestLink<AdminDataResponse>(),
  ...songColumns<AdminDataResponse>(),
  {
    id: 'comment',
    header: () => t('staff.data.col.comment'),
    min: 200,
    grow: 2,
    value: (r) => r.comment,
  },
  {
    id: 'saveCount',
    header: () => t('staff.data.col.saves'),
    min: 90,
    value: (r) => r.saveCount,
    numeric: true,
  },
  created<AdminDataResponse>(),
];

const SAVE_COLUMNS: DataColumn<AdminDataSave>[] = [
  userId<AdminDataSave>(),
  userName<AdminDataSave>(),
  ...songColumns<AdminDataSave>(),
  requestLink<AdminDataSave>(),
  created<AdminDataSave>(),
];

/** A whole table of the dashboard (all rows of `table`, loaded page after page), keyed by id; exported as `table`. */
function FullTable<K extends DataTableName>({
  table,
  title,
  columns,
}: {
  table: K;
  title: string;
  columns: DataColumn<TableRow<K>>[];
}) {
  const data = useAllRows(table);
  return (
    <DataTable
      title={title}
      exportTable={table}
      columns={columns}
      rowKey={(r) => r.id}
      onRetry={data.retry}
      {...data}
      emptyText={t('staff.data.empty', { table })}
    />
  );
}

/** The Users, Requests, Responses and Saves tabs (spec 001 §2). */
export const UsersTable = () => (
  <FullTable table="users" title={t('staff.data.tab.users')} columns={USER_COLUMNS} />
);
export const RequestsTable = () => (
  <FullTable table="requests" title={t('staff.data.tab.requests')} columns={REQUEST_COLUMNS} />
);
export const ResponsesTable = () => (
  <FullTable table="responses" title={t('staff.data.tab.responses')} columns={RESPONSE_COLUMNS} />
);
export const SavesTable = () => (
  <FullTable table="saves" title={t('staff.data.tab.saves')} columns={SAVE_COLUMNS} />
);

type UserGenreRow = { genreId: number; genreName: string; userCount: number };
type RequestGenreRow = { genreId: number; genreName: string; requestCount: number };
const USER_GENRE_COLUMNS: DataColumn<UserGenreRow>[] = [
  {
    id: 'genreName',
    header: () => t('staff.data.col.genre'),
    min: 160,
    grow: 2,
    value: (g) => g.genreName,
  },
  {
    id: 'userCount',
    header: () => t('staff.data.col.users'),
    min: 100,
    value: (g) => g.userCount,
    numeric: true,
  },
];
const REQUEST_GENRE_COLUMNS: DataColumn<RequestGenreRow>[] = [
  {
    id: 'genreName',
    header: () => t('staff.data.col.genre'),
    min: 160,
    grow: 2,
    value: (g) => g.genreName,
  },
  {
    id: 'requestCount',
    header: () => t('staff.data.col.requests'),
    min: 110,
    value: (g) => g.requestCount,
    numeric: true,
  },
];

/** The Genres tab: User Genres and Request Genres side by side on wide screens. */
export function GenreTables() {
  const stats = useGenreStats();
  const common = {
    isPending: stats.isPending,
    isError: stats.isError,
    error: stats.error,
    onRetry: () => void stats.refetch(),
    maxHeight: 'min(60vh, 32rem)',
  };
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <DataTable
        title={t('staff.data.userGenres')}
        exportTable="user_genres"
        columns={USER_GENRE_COLUMNS}
        rows={stats.data?.userGenres ?? []}
        rowKey={(g) => g.genreId}
        emptyText={t('staff.data.userGenresEmpty')}
        {...common}
      />
      <DataTable
        title={t('staff.data.requestGenres')}
        exportTable="request_genres"
        columns={REQUEST_GENRE_COLUMNS}
        rows={stats.data?.requestGenres ?? []}
        rowKey={(g) => g.genreId}
        emptyText={t('staff.data.requestGenresEmpty')}
        {...common}
      />
    </div>
  );
}
