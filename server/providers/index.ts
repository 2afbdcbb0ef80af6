/**
 * The outside services the app talks to (e-mail, GIF search, Spotify's Web API), each built once
 * from configuration at the composition root (server/app.ts) and handed to the routes in their
 * deps: no module constructs a provider. The song provider is built by the caller of buildApp
 * (server.ts, the test harness), which also owns its database handle. Each has an offline default
 * that needs no key: the outbox folder, the bundled GIF catalogue, and no Spotify (null).
 */
import type { Config } from '../config';
import { spotifyEnabled } from '../config';
import { createEmailSender, type EmailSender } from './email/index';
import type { OutboxLog } from './email/outbox-sender';
import type { GifProvider } from './gifs/gif-provider';
import { createGifProvider } from './gifs/index';
import { createSpotifyClient, type SpotifyClient } from './spotify/spotify-client';

export interface Providers {
  email: EmailSender;
  gifs: GifProvider;
  /** Spotify's Accounts service and Web API client; null when Spotify is not configured. */
  spotify: SpotifyClient | null;
}

/** The Spotify client of `config`, or null when SPOTIFY_* is not set (spotifyEnabled). */
export function createSpotifyClientFromConfig(config: Config): SpotifyClient | null {
  if (!spotifyEnabled(config)) return null;
  return createSpotifyClient({
    clientId: config.SPOTIFY_CLIENT_ID!,
    clientSecret: config.SPOTIFY_CLIENT_SECRET!,
    accountsBaseUrl: config.SPOTIFY_ACCOUNTS_BASE_URL,
    apiBaseUrl: config.SPOTIFY_API_BASE_URL,
    revokeUrl: config.SPOTIFY_REVOKE_URL,
  });
}

/** Every provider from `config`, except those `given` (tests and callers pass their own). */
export function createProviders(
  config: Config,
  log: OutboxLog | undefined,
  given: Partial<Providers> = {},
): Providers {
  return {
    email: given.email ?? createEmailSender(config, log),
    gifs: given.gifs ?? createGifProvider(config),
    spotify: given.spotify !== undefined ? given.spotify : createSpotifyClientFromConfig(config),
  };
}
