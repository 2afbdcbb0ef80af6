/**
 * Offline song provider: searches the local `songs` catalogue (seeded demo songs plus anything
 * imported with `npm run import:songs`). Needs no key and no network.
 */
import type { SongData } from '../../../common/schemas';
import type { Database } from '../../db/client';
import { findSongById, findSongByVideoId, searchSongs, type SongRow } from './catalog.repository';
import { type SongProvider, youtubeThumbnail } from './song-provider';

const CATALOG_ID_PREFIX = 'cat-';

/** SongData for a catalogue row; songs without a video get id `cat-<n>` and playable false. */
export function songRowToSongData(row: SongRow): SongData {
  return {
    id: row.videoId ?? `${CATALOG_ID_PREFIX}${row.id}`,
    videoId: row.videoId,
    name: row.title,
    artist: row.artist,
    channelName: row.artist,
    albumName: row.album,
    thumbnail: row.videoId ? youtubeThumbnail(row.videoId) : null,
    duration: row.durationMs,
    playable: !!row.videoId,
    source: 'catalog',
  };
}

export function createCatalogProvider(db: Database): SongProvider {
  return {
    name: 'catalog',
    async search(query, limit) {
      return (await searchSongs(db, query, limit)).map(songRowToSongData);
    },
    async getVideo(videoId) {
      if (videoId.startsWith(CATALOG_ID_PREFIX)) {
        const id = Number(videoId.slice(CATALOG_ID_PREFIX.length));
        if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) return null;
        const row = await findSongById(db, id);
        return row ? songRowToSongData(row) : null;
      }
      const row = await findSongByVideoId(db, videoId);
      return row ? songRowToSongData(row) : null;
    },
  };
}
