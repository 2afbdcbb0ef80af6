/**
 * The data dashboard (spec 001 §2 "Data dashboard", §3 shapes, §7 calls): totals, keyset pages of
 * users, requests, responses and saves, genre usage, and the CSV exports with exactly the spec's
 * columns, streamed batch by batch so a 100,000-row table exports in constant memory.
 */
import type {
  AdminDataPage,
  AdminDataRequest,
  AdminDataResponse,
  AdminDataSave,
  AdminDataSong,
  AdminDataStats,
  AdminDataUser,
  AdminGenreStats,
  SongData,
} from '../../../common/schemas';
import type { Database } from '../../db/client';
import * as repo from './admin-data.repository';

/** Rows per database round trip while exporting (one API page). */
export const EXPORT_BATCH_SIZE = 5000;

export function getStats(db: Database): Promise<AdminDataStats> {
  return repo.countAll(db);
}

const text = (value: string | null | undefined) => value?.trim() || null;

/** Song title: name, else the derived title (spec 000 §3 "Song data"). */
export function songTitleOf(song: SongData | null | undefined): string | null {
  return text(song?.name) ?? text(song?.derivedTitle);
}

/** The "Channel/Artist" cell: the channel name when the song came from a channel, else the artist. */
export function channelArtistOf(
  song: Pick<AdminDataSong, 'channelName' | 'artist'>,
): string | null {
  return song.channelName ?? song.artist;
}

function dashboardSong(song: SongData | null | undefined, genres: string[]): AdminDataSong {
  return {
    name: songTitleOf(song),
    channelName: text(song?.channelName) ?? text(song?.channel),
    artist: text(song?.artist) ?? text(song?.derivedArtist),
    genres,
  };
}

/** Splits a `limit + 1` fetch into the page and the cursor of the next one. */
function paged<T extends { id: number }>(
  rows: T[],
  limit: number,
): { rows: T[]; nextCursor: number | null } {
  const page = rows.slice(0, limit);
  return { rows: page, nextCursor: rows.length > limit ? page[page.length - 1]!.id : null };
}

const idRange = (rows: { id: number }[]) => ({ min: rows[rows.length - 1]!.id, max: rows[0]!.id });

export async function usersPage(
  db: Database,
  page: repo.KeysetPage,
): Promise<AdminDataPage<AdminDataUser>> {
  const { rows, nextCursor } = paged(await repo.usersPage(db, page), page.limit);
  if (rows.length === 0) return { data: [], nextCursor };
  const { min, max } = idRange(rows);
  const agg = await repo.userAggregates(db, min, max);
  return {
    data: rows.map((u) => ({
      id: u.id,
      email: u.email,
      displayName: u.displayName,
      requestCount: agg.requests.get(u.id) ?? 0,
      responseCount: agg.responses.get(u.id) ?? 0,
      saveCount: agg.saves.get(u.id) ?? 0,
      genres: agg.genres.get(u.id) ?? [],
      youtubeConnected: u.youtubeConnected,
      createdAt: u.createdAt.toISOString(),
    })),
    nextCursor,
  };
}

export async function requestsPage(
  db: Database,
  page: repo.KeysetPage,
): Promise<AdminDataPage<AdminDataRequest>> {
  const { rows, nextCursor } = paged(await repo.requestsPage(db, page), page.limit);
  return {
    data: rows.map((r) => ({
      id: r.id,
      userId: r.userId,
      userEmail: r.userEmail,
      userDisplayName: r.userDisplayName,
      type: r.type,
      content: text(r.content),
      songData: r.songData
        ? {
            title: songTitleOf(r.songData),
            artist:
              text(r.songData.artist) ??
              text(r.songData.derivedArtist) ??
              text(r.songData.channelName),
          }
        : null,
      upvotes: r.upvotes,
      responses: r.responses,
      createdAt: r.createdAt.toISOString(),
    })),
    nextCursor,
  };
}

/** A responses page plus each row's full stored song data (the export writes it as JSON). */
export async function responsesPageWithSongs(db: Database, page: repo.KeysetPage) {
  const { rows, nextCursor } = paged(await repo.responsesPage(db, page), page.limit);
  if (rows.length === 0) return { data: [], nextCursor, songs: [] as SongData[] };
  const { min, max } = idRange(rows);
  const genreMap = await repo.genresByResponseRange(db, min, max);
  const data: AdminDataResponse[] = rows.map((r) => ({
    id: r.id,
    userId: r.userId,
    userDisplayName: r.userDisplayName,
    requestId: r.requestId,
    requestText: text(r.requestText),
    requestType: r.requestType,
    songData: dashboardSong(r.songData, genreMap.get(r.id) ?? []),
    comment: text(r.comment),
    saveCount: r.saveCount,
    createdAt: r.createdAt.toISOString(),
  }));
  return { data, nextCursor, songs: rows.map((r) => r.songData) };
}

export async function responsesPage(
  db: Database,
  page: repo.KeysetPage,
): Promise<AdminDataPage<AdminDataResponse>> {
  const { data, nextCursor } = await responsesPageWithSongs(db, page);
  return { data, nextCursor };
}

export async function savesPage(
  db: Database,
  page: repo.KeysetPage,
): Promise<AdminDataPage<AdminDataSave>> {
  const { rows, nextCursor } = paged(await repo.savesPage(db, page), page.limit);
  const genreMap = await repo.genresByResponse(
    db,
    rows.map((r) => r.responseId),
  );
  return {
    data: rows.map((s) => ({
      id: s.id,
      userId: s.userId,
      userEmail: s.userEmail,
      userDisplayName: s.userDisplayName,
      songData: dashboardSong(s.songData, genreMap.get(s.responseId) ?? []),
      requestText: text(s.requestText),
      requestType: s.requestType,
      responseId: s.responseId,
      requestId: s.requestId,
      createdAt: s.createdAt.toISOString(),
    })),
    nextCursor,
  };
}

/** A first page also carries the table's row count, so the client can show loading progress. */
export async function withTotal<T>(
  db: Database,
  table: repo.CountedTable,
  page: repo.KeysetPage,
  load: (db: Database, page: repo.KeysetPage) => Promise<AdminDataPage<T>>,
): Promise<AdminDataPage<T>> {
  if (page.cursor !== undefined) return load(db, page);
  const [result, total] = await Promise.all([load(db, page), repo.countRows(db, table)]);
  return { ...result, total };
}

export async function genreStats(db: Database): Promise<AdminGenreStats> {
  const [userGenres, requestGenres] = await Promise.all([
    repo.userGenreCounts(db),
    repo.requestGenreCounts(db),
  ]);
  return {
    userGenres: userGenres.map((g) => ({ ...g, userCount: Number(g.userCount) })),
    requestGenres: requestGenres.map((g) => ({ ...g, requestCount: Number(g.requestCount) })),
  };
}

/* ---------- CSV exports ---------- */
