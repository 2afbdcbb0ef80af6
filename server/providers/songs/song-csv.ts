/**
 * Parses a song catalogue CSV (RFC 4180, with a header row) into NewSong rows. Understands our seed
 * columns (title, artist, album, year, genre, youtube_id, duration_s) and the shared datasets'
 * variants (release_year, genres `a|b`, duration_ms, video_id). Rows without title or artist are
 * skipped and counted.
 */
import { parse } from 'csv-parse/sync';
import type { NewSong } from './catalog.repository';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

export interface ParsedSongs {
  songs: NewSong[];
  skipped: number;
}

function int(value: string | undefined): number | null {
  if (!value?.trim()) return null;
  const n = Number(value);
  return Number.isFinite(n) ? Math.round(n) : null;
}

/** Parses CSV text; throws when the text is not CSV or lacks title/artist columns. */
export function parseSongCsv(text: string, source: string): ParsedSongs {
  const records = parse(text, {
    columns: true,
    skip_empty_lines: true,
    trim: true,
    bom: true,
    relax_column_count: true,
  }) as Record<string, string | undefined>[];
  if (records.length > 0 && !('title' in records[0]! && 'artist' in records[0]!)) {
    throw new Error('The CSV needs "title" and "artist" columns.');
  }
  const songs: NewSong[] = [];
  let skipped = 0;
  for (const r of records) {
    const title = r.title?.trim();
    const artist = r.artist?.trim();
    if (!title || !artist) {
      skipped++;
      continue;
    }
    const videoId = (r.youtube_id ?? r.video_id ?? '').trim();
    const durationMs = r.duration_ms
      ? int(r.duration_ms)
      : r.duration_s
        ? (int(String(Number(r.duration_s) * 1000)) ?? null)
        : null;
    const year = int(r.year ?? r.release_year);
    songs.push({
      title: title.slice(0, 300),
      artist: artist.slice(0, 300),
      album: r.album?.trim().slice(0, 300) || null,
      year: year && year > 0 && year < 3000 ? year : null,
      genre: (r.genre ?? r.genres ?? '').split('|')[0]?.trim() || null,
      videoId: YOUTUBE_ID.test(videoId) ? videoId : null,
      durationMs: durationMs && durationMs > 0 ? durationMs : null,
      source,
    });
  }
  return { songs, skipped };
}
