/** Display rules of the data dashboard's cells (spec 001 §2 "Data dashboard"). */
import type { AdminExportTable, RequestType } from '@common/constants';
import type { AdminDataSong } from '@common/schemas';

/** Shown for an empty cell (spec 001 §2: "- if empty"). */
export const EMPTY_CELL = '-';

/** A request's text, else the fallback label of its type: [GIF Request], [Song Request], [Request]. */
export function requestLabel(text: string | null, type: RequestType): string {
  if (text?.trim()) return text;
  if (type === 'gif') return '[GIF Request]';
  if (type === 'slts') return '[Song Request]';
  return '[Request]';
}

/** The "Channel/Artist" cell: the channel name when there is one, else the artist. */
export function channelArtist(song: Pick<AdminDataSong, 'channelName' | 'artist'>): string | null {
  return song.channelName ?? song.artist;
}

/** "Created" cells: the local date of an ISO timestamp (spec 001 §2). */
export function localDate(iso: string): string {
  return new Date(iso).toLocaleDateString();
}

/** `{table}_{YYYY-MM-DD}.csv`, the date being the ISO date part (spec 001 §2). */
export function exportFileName(table: AdminExportTable, now: Date = new Date()): string {
  return `${table}_${now.toISOString().slice(0, 10)}.csv`;
}
