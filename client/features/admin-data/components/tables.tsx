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

const linkClasses = 'truncate font-medium text-accent underline-offset-2 hover:underline';
const joined = (names: string[]) => names.join(', ');

const created = <T extends { createdAt: string }>(): DataColumn<T> => ({
  id: 'createdAt',
  header: 'Created',
  min: 110,
  value: (r) => r.createdAt,
  text: (r) => localDate(r.createdAt),
});
const userId = <T extends { userId: number }>(): DataColumn<T> => ({
  id: 'userId',
  header: 'User ID',
  min: 100,
  value: (r) => r.userId,
  numeric: true,
});
const userName = <T extends { userDisplayName: string }>(): DataColumn<T> => ({
  id: 'user',
  header: 'User',
  min: 140,
  value: (r) => r.userDisplayName,
});

const USER_COLUMNS: DataColumn<AdminDataUser>[] = [
  { id: 'id', header: 'ID', min: 70, value: (u) => u.id, numeric: true },
  { id: 'email', header: 'Email', min: 200, grow: 2, value: (u) => u.email },
  { id: 'displayName', header: 'Display Name', min: 150, value: (u) => u.displayName },
  { id: 'requestCount', header: 'Requests', min: 110, value: (u) => u.requestCount, numeric: true },
  {
    id: 'responseCount',
    header: 'Responses',
    min: 120,
    value: (u) => u.responseCount,
    numeric: true,
  },
  { id: 'saveCount', header: 'Saves', min: 90, value: (u) => u.saveCount, numeric: true },
  { id: 'genres', header: 'Genres', min: 180, grow: 2, value: (u) => joined(u.genres) },
  {
    id: 'youtube',
    header: 'YouTube',
    min: 105,
    value: (u) => u.youtubeConnected,
    text: (u) => (u.youtubeConnected ? 'Yes' : 'No'),
    render: (u) =>
      u.youtubeConnected ? (
        <>
          <Check className="h-4 w-4 text-success" aria-hidden="true" />
          <span className="sr-only">Yes</span>
        </>
      ) : (
        <>
          <X className="h-4 w-4 text-muted" aria-hidden="true" />
          <span className="sr-only">No</span>
        </>
      ),
  },
  created<AdminDataUser>(),
];

const REQUEST_COLUMNS: DataColumn<AdminDataRequest>[] = [
  userId<AdminDataRequest>(),
  userName<AdminDataRequest>(),
  { id: 'type', header: 'Type', min: 80, value: (r) => r.type },
  {
    id: 'content',
    header: 'Content',
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
  { id: 'responses', header: 'Responses', min: 120, value: (r) => r.responses, numeric: true },
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
  header: 'Request',
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
  { id: 'song', header: 'Song', min: 180, grow: 2, value: (r) => r.songData.name },
  {
    id: 'channelArtist',
    header: 'Channel/Artist',
    min: 170,
    value: (r) => channelArtist(r.songData),
  },
  { id: 'genre', header: 'Genre', min: 140, value: (r) => joined(r.songData.genres) },
];

const RESPONSE_COLUMNS: DataColumn<AdminDataResponse>[] = [
  userId<AdminDataResponse>(),
  userName<AdminDataResponse>(),
  requestLink<AdminDataResponse>(),
  ...songColumns<AdminDataResponse>(),
  { id: 'comment', header: 'Comment', min: 200, grow: 2, value: (r) => r.comment },
  { id: 'saveCount', header: 'Saves', min: 90, value: (r) => r.saveCount, numeric: true },
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
      emptyText={`No ${table} yet.`}
    />
  );
}

/** The Users, Requests, Responses and Saves tabs (spec 001 §2). */
export const UsersTable = () => <FullTable table="users" title="Users" columns={USER_COLUMNS} />;
export const RequestsTable = () => (
  <FullTable table="requests" title="Requests" columns={REQUEST_COLUMNS} />
);
export const ResponsesTable = () => (
  <FullTable table="responses" title="Responses" columns={RESPONSE_COLUMNS} />
);
export const SavesTable = () => <FullTable table="saves" title="Saves" columns={SAVE_COLUMNS} />;

type UserGenreRow = { genreId: number; genreName: string; userCount: number };
type RequestGenreRow = { genreId: number; genreName: string; requestCount: number };
const USER_GENRE_COLUMNS: DataColumn<UserGenreRow>[] = [
  { id: 'genreName', header: 'Genre', min: 160, grow: 2, value: (g) => g.genreName },
  { id: 'userCount', header: 'Users', min: 100, value: (g) => g.userCount, numeric: true },
];
const REQUEST_GENRE_COLUMNS: DataColumn<RequestGenreRow>[] = [
  { id: 'genreName', header: 'Genre', min: 160, grow: 2, value: (g) => g.genreName },
  { id: 'requestCount', header: 'Requests', min: 110, value: (g) => g.requestCount, numeric: true },
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
        title="User Genres"
        exportTable="user_genres"
        columns={USER_GENRE_COLUMNS}
        rows={stats.data?.userGenres ?? []}
        rowKey={(g) => g.genreId}
        emptyText="No member has chosen a genre yet."
        {...common}
      />
      <DataTable
        title="Request Genres"
        exportTable="request_genres"
        columns={REQUEST_GENRE_COLUMNS}
        rows={stats.data?.requestGenres ?? []}
        rowKey={(g) => g.genreId}
        emptyText="No request has a genre yet."
        {...common}
      />
    </div>
  );
}
