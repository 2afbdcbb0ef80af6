/**
 * The data dashboard's CSV exports (spec 001 §2 "Export CSV"): each table's columns in the spec's
 * order and its rows as cells, newest first, read in keyset batches of EXPORT_BATCH_SIZE so an
 * export of any size streams in constant memory.
 */
import type { AdminExportTable } from '../../../common/constants';
import type { Database } from '../../db/client';
import type { CsvCell } from '../../lib/csv';
import * as repo from './admin-data.repository';
import {
  channelArtistOf,
  EXPORT_BATCH_SIZE,
  requestsPage,
  responsesPageWithSongs,
  savesPage,
  usersPage,
} from './admin-data.service';

/** Export columns per table, in the spec's order (spec 001 §2 "Export CSV"). */
export const EXPORT_COLUMNS: Record<AdminExportTable, readonly string[]> = {
  users: [
    'id',
    'email',
    'displayName',
    'requestCount',
    'responseCount',
    'saveCount',
    'genres',
    'youtubeConnected',
    'createdAt',
  ],
  requests: [
    'id',
    'userId',
    'userEmail',
    'userDisplayName',
    'type',
    'content',
    'songTitle',
    'songArtist',
    'upvotes',
    'responses',
    'createdAt',
  ],
  responses: [
    'id',
    'userId',
    'userDisplayName',
    'requestId',
    'requestText',
    'requestType',
    'songTitle',
    'songChannelArtist',
    'genres',
    'comment',
    'saveCount',
    'createdAt',
    'songData',
  ],
  saves: [
    'id',
    'userId',
    'userEmail',
    'userDisplayName',
    'songTitle',
    'songChannelArtist',
    'genres',
    'requestText',
    'requestType',
    'responseId',
    'requestId',
    'createdAt',
  ],
  user_genres: ['genreName', 'userCount'],
  request_genres: ['genreName', 'requestCount'],
};

const joinGenres = (names: string[]) => names.join(', ');

/** Loads a table page by page (EXPORT_BATCH_SIZE rows each, by keyset) until the last one, yielding each page. */
async function* pagesOf<P extends { nextCursor: number | null }>(
  db: Database,
  load: (db: Database, page: repo.KeysetPage) => Promise<P>,
) {
  let cursor: number | undefined;
  do {
    const page = await load(db, { cursor, limit: EXPORT_BATCH_SIZE });
    yield page;
    cursor = page.nextCursor ?? undefined;
  } while (cursor !== undefined);
}

/** Walks a table page by page until the last one, yielding its rows. */
async function* allPages<T>(
  db: Database,
  load: (db: Database, page: repo.KeysetPage) => Promise<{ data: T[]; nextCursor: number | null }>,
) {
  for await (const page of pagesOf(db, load)) yield* page.data;
}

async function* responsesWithSongs(db: Database) {
  for await (const page of pagesOf(db, responsesPageWithSongs)) {
    for (let i = 0; i < page.data.length; i++) yield { row: page.data[i]!, song: page.songs[i]! };
  }
}

type UserRow = Awaited<ReturnType<typeof usersPage>>['data'][number];
type RequestRow = Awaited<ReturnType<typeof requestsPage>>['data'][number];
type ResponseRow = Awaited<ReturnType<typeof responsesPageWithSongs>>['data'][number];
type SaveRow = Awaited<ReturnType<typeof savesPage>>['data'][number];

const userCells = (u: UserRow): CsvCell[] => [
  u.id,
  u.email,
  u.displayName,
  u.requestCount,
  u.responseCount,
  u.saveCount,
  joinGenres(u.genres),
  u.youtubeConnected ? 'Yes' : 'No',
  u.createdAt,
];

const requestCells = (r: RequestRow): CsvCell[] => [
  r.id,
  r.userId,
  r.userEmail,
  r.userDisplayName,
  r.type,
  r.content,
  r.songData?.title,
  r.songData?.artist,
  r.upvotes,
  r.responses,
  r.createdAt,
];

const responseCells = (r: ResponseRow, song: unknown): CsvCell[] => [
  r.id,
  r.userId,
  r.userDisplayName,
  r.requestId,
  r.requestText,
  r.requestType,
  r.songData.name,
  channelArtistOf(r.songData),
  joinGenres(r.songData.genres),
  r.comment,
  r.saveCount,
  r.createdAt,
  JSON.stringify(song),
];

const saveCells = (s: SaveRow): CsvCell[] => [
  s.id,
  s.userId,
  s.userEmail,
  s.userDisplayName,
  s.songData.name,
  channelArtistOf(s.songData),
  joinGenres(s.songData.genres),
  s.requestText,
  s.requestType,
  s.responseId,
  s.requestId,
  s.createdAt,
];

/** Every row of `table` as CSV cells in EXPORT_COLUMNS order, newest first, fetched in batches. */
export async function* exportRows(
  db: Database,
  table: AdminExportTable,
): AsyncGenerator<CsvCell[]> {
  switch (table) {
    case 'users':
      for await (const u of allPages(db, usersPage)) yield userCells(u);
      return;
    case 'requests':
      for await (const r of allPages(db, requestsPage)) yield requestCells(r);
      return;
    case 'responses':
      for await (const { row, song } of responsesWithSongs(db)) yield responseCells(row, song);
      return;
    case 'saves':
      for await (const s of allPages(db, savesPage)) yield saveCells(s);
      return;
    case 'user_genres':
      for (const g of await repo.userGenreCounts(db)) yield [g.genreName, Number(g.userCount)];
      return;
    case 'request_genres':
      for (const g of await repo.requestGenreCounts(db))
        yield [g.genreName, Number(g.requestCount)];
      return;
  }
}

/** `{table}_{YYYY-MM-DD}.csv` with the ISO (UTC) date part (spec 001 §2). */
export function exportFileName(table: AdminExportTable, now: Date = new Date()): string {
  return `${table}_${now.toISOString().slice(0, 10)}.csv`;
}
