/**
 * Chooses the song provider from configuration (an adapter with an offline default; decisions 003 and 028): `auto` (default: the
 * catalogue, then iTunes, then YouTube with a key), `catalog` (offline only) or `youtube`.
 * config.ts still implies `youtube` when only YOUTUBE_API_KEY is set.
 */
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createAutoProvider } from './auto-provider';
import { createCatalogProvider } from './catalog-provider';
import { type ITunesClient, createITunesClient } from './itunes-provider';
import type { SongProvider } from './song-provider';
import { createYouTubeProvider } from './youtube-provider';

export function createSongProvider(
  config: Config,
  db: Database,
  onError?: (step: string, err: unknown) => void,
): SongProvider {
  switch (config.SONG_PROVIDER) {
    case 'catalog':
      return createCatalogProvider(db);
    case 'youtube':
      return createYouTubeProvider({
        apiKey: config.YOUTUBE_API_KEY!,
        baseUrl: config.YOUTUBE_BASE_URL,
        db,
      });
    case 'auto':
      return createAutoProvider({
        db,
        catalog: createCatalogProvider(db),
        itunes: sharedITunesClient(config),
        youtube: config.YOUTUBE_API_KEY
          ? createYouTubeProvider({
              apiKey: config.YOUTUBE_API_KEY,
              baseUrl: config.YOUTUBE_BASE_URL,
              db,
            })
          : undefined,
        onError,
      });
  }
}

const itunesClients = new Map<string, ITunesClient>();

/**
 * The iTunes client of this process for ITUNES_BASE_URL and ITUNES_COUNTRY: member searches and
 * batch jobs (the quality review's title resolution) share one per-minute budget and one breaker.
 */
export function sharedITunesClient(
  config: Pick<Config, 'ITUNES_BASE_URL' | 'ITUNES_COUNTRY'>,
): ITunesClient {
  const key = `${config.ITUNES_BASE_URL} ${config.ITUNES_COUNTRY}`;
  let client = itunesClients.get(key);
  if (!client) {
    client = createITunesClient({
      baseUrl: config.ITUNES_BASE_URL,
      country: config.ITUNES_COUNTRY,
    });
    itunesClients.set(key, client);
  }
  return client;
}
