/** Chooses the song provider from configuration (design.md §6). */
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createCatalogProvider } from './catalog-provider';
import type { SongProvider } from './song-provider';

export function createSongProvider(config: Config, db: Database): SongProvider {
  switch (config.SONG_PROVIDER) {
    case 'catalog':
      return createCatalogProvider(db);
  }
}
