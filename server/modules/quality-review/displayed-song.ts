/**
 * The song data members see on a response: the stored song data with the operator's derived title
 * and artist (quality review fixes, spec 001 §7) over `name` and `artist`. The stored song_data
 * keeps the original; `derivedTitle`/`derivedArtist` say what was changed.
 */
import { sql } from 'drizzle-orm';
import type { SongData } from '../../../common/schemas';
import { responses } from '../../db/schema/index';
import { parseJsonColumn } from '../../lib/sql';

/** In JS, for rows that carry the derived columns. */
export function displayedSong(
  songData: SongData,
  derivedTitle: string | null,
  derivedArtist: string | null,
): SongData {
  if (!derivedTitle && !derivedArtist) return songData;
  return {
    ...songData,
    ...(derivedTitle ? { name: derivedTitle, derivedTitle } : {}),
    ...(derivedArtist ? { artist: derivedArtist, derivedArtist } : {}),
  };
}

/** The same overlay as an SQL expression over a responses table alias (`p` → "p.song_data …"). */
export function displayedSongSql(alias: string) {
  const a = sql.raw(alias);
  return sql`(${a}.song_data || jsonb_strip_nulls(jsonb_build_object('name', ${a}.derived_title, 'artist', ${a}.derived_artist, 'derivedTitle', ${a}.derived_title, 'derivedArtist', ${a}.derived_artist)))`;
}

/** The overlay as a Drizzle select column over the `responses` table. */
export const displayedSongColumn =
  sql<SongData>`(${responses.songData} || jsonb_strip_nulls(jsonb_build_object('name', ${responses.derivedTitle}, 'artist', ${responses.derivedArtist}, 'derivedTitle', ${responses.derivedTitle}, 'derivedArtist', ${responses.derivedArtist})))`.mapWith(
    parseJsonColumn<SongData>,
  );
