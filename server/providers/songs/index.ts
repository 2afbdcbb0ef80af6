/** Chooses the song provider from configuration (design.md §6; config.ts implies `youtube` from YOUTUBE_API_KEY). */
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createCatalogProvider } from './catalog-provider';
import type { SongProvider } from './song-provider';
import { createYouTubeProvider } from './youtube-provider';

export function createSongProvider(config: Config, db: Database): SongProvider {
  switch (config.SONG_PROVIDER) {
    case 'catalog':
      return createCatalogProvider(db);
    case 'youtube':
      return createYouTubeProvider({ apiKey: config.YOUTUBE_API_KEY!, baseUrl: config.YOUTUBE_BASE_URL, db });
  }
}
