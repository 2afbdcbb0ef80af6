/**
 * The settings of the outside services (song search, GIFs, the LLM reviewer, Spotify) as zod fields
 * that config.ts spreads into its one schema, and the checks of Spotify's settings its refinement
 * runs. Every setting is also in .env.example and README's table (tests keep them equal).
 */
import { z } from 'zod';
import { GIF_PROVIDERS } from '../common/constants';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Fields of the outside services, spread into config.ts's configSchema. */
export const serviceSettings = {
  /**
   * Song search provider (decisions 003 and 028): `auto` (default) the local songs table, then
   * the iTunes Search API (no key), then YouTube when YOUTUBE_API_KEY is set; `catalog` the local
   * songs table only; `youtube` the YouTube Data API v3 only (needs YOUTUBE_API_KEY). A key alone
   * no longer implies `youtube` (decision 029): with the preview player, `auto` plays its songs.
   */
  SONG_PROVIDER: z.enum(['auto', 'catalog', 'youtube']).default('auto'),
  /** iTunes Search API base URL (no key); point it at a local fake in tests. */
  ITUNES_BASE_URL: z.string().url().default('https://itunes.apple.com/'),
  /** The iTunes store searched (two-letter country code; the API's default is US). */
  ITUNES_COUNTRY: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .default('US'),
  /**
   * One more origin song previews may play from: a loopback fake of the iTunes Search
   * API in tests and e2e. Only http(s) origins on 127.0.0.1, ::1 or localhost are accepted, so
   * production can allow nothing but Apple's preview host; unset by default.
   */
  PREVIEW_AUDIO_ORIGIN: z
    .string()
    .url()
    .refine((value) => {
      const url = new URL(value);
      return (
        ['http:', 'https:'].includes(url.protocol) &&
        ['127.0.0.1', '[::1]', 'localhost'].includes(url.hostname)
      );
    }, 'must be a loopback origin (127.0.0.1, [::1] or localhost)')
    .transform((value) => new URL(value).origin)
    .optional(),
  /** Online song searches (cache misses of SONG_PROVIDER=auto) per member per day (decision 028). */
  ONLINE_SONG_SEARCH_DAILY_MAX: positiveInt(300),
  YOUTUBE_API_KEY: z.string().optional(),
  /** YouTube Data API v3 base URL; point it at a local fake in tests. */
  YOUTUBE_BASE_URL: z.string().url().default('https://www.googleapis.com/youtube/v3/'),
  /**
   * GIF provider (decision 007): `local` (bundled, offline), `giphy` or `tenor`. Unset: giphy when
   * GIPHY_API_KEY is set, else tenor when TENOR_API_KEY is set, else local.
   */
  GIF_PROVIDER: z.enum(GIF_PROVIDERS).default('local'),
  GIPHY_API_KEY: z.string().optional(),
  TENOR_API_KEY: z.string().optional(),
  /** GIPHY and Tenor API base URLs; point them at local fakes in tests. */
  GIPHY_BASE_URL: z.string().url().default('https://api.giphy.com/'),
  TENOR_BASE_URL: z.string().url().default('https://tenor.googleapis.com/'),
  /**
   * Song-metadata quality reviewer: `offline` (rules + catalogue, default) or `llm` (any
   * OpenAI-compatible chat-completions endpoint; implied when LLM_BASE_URL is set).
   */
  QUALITY_REVIEWER: z.enum(['offline', 'llm']).default('offline'),
  /** Chat-completions base URL with its version path, e.g. https://api.openai.com/v1. */
  LLM_BASE_URL: z.string().url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().min(1).optional(),
  /** Per-call timeout, retries, items per call, and items sent to the model per scan (the rest are reviewed offline). */
  LLM_TIMEOUT_MS: positiveInt(30_000),
  LLM_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  LLM_BATCH_SIZE: positiveInt(20),
  LLM_MAX_ITEMS_PER_SCAN: positiveInt(2000),
  /**
   * Spotify (docs/decisions/013-spotify.md): on when SPOTIFY_CLIENT_ID and
   * SPOTIFY_CLIENT_SECRET are both set, then SPOTIFY_TOKEN_KEY is required. The base URLs and the
   * Web Playback SDK script URL default to Spotify's hosts; tests point them at local fakes.
   */
  SPOTIFY_CLIENT_ID: z.string().optional(),
  SPOTIFY_CLIENT_SECRET: z.string().optional(),
  /** Redirect URI registered with the Spotify app; unset: `{origin of the browser}/spotify-callback`. */
  SPOTIFY_REDIRECT_URI: z.string().url().optional(),
  SPOTIFY_ACCOUNTS_BASE_URL: z.string().url().default('https://accounts.spotify.com/'),
  SPOTIFY_API_BASE_URL: z.string().url().default('https://api.spotify.com/'),
  /** RFC 7009 revocation endpoint; Spotify documents none, so unset by default (tokens are only deleted). */
  SPOTIFY_REVOKE_URL: z.string().url().optional(),
  SPOTIFY_SDK_URL: z.string().url().default('https://sdk.scdn.co/spotify-player.js'),
  /** 32-byte AES-256-GCM key (base64 or 64 hex digits) encrypting Spotify tokens at rest. */
  SPOTIFY_TOKEN_KEY: z.string().optional(),
  /** Comma-separated earlier keys, still accepted for decryption while rotating (README). */
  SPOTIFY_TOKEN_KEY_PREVIOUS: z.string().optional(),
};

/** A 32-byte key from base64 or hex text, or null when it is not exactly 32 bytes. */
export function decodeTokenKey(text: string): Buffer | null {
  const trimmed = text.trim();
  const bytes = /^[0-9a-f]{64}$/i.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : Buffer.from(trimmed, 'base64');
  return bytes.length === 32 ? bytes : null;
}

/** What spotifySettingIssues reads of the parsed settings. */
interface SpotifySettings {
  SPOTIFY_CLIENT_ID?: string;
  SPOTIFY_CLIENT_SECRET?: string;
  SPOTIFY_TOKEN_KEY?: string;
  SPOTIFY_TOKEN_KEY_PREVIOUS?: string;
}

/** Spotify's settings come as a pair, and an enabled Spotify needs valid token keys. */
export function spotifySettingIssues(c: SpotifySettings, ctx: z.RefinementCtx): void {
  if (Boolean(c.SPOTIFY_CLIENT_ID) !== Boolean(c.SPOTIFY_CLIENT_SECRET)) {
    ctx.addIssue({
      code: 'custom',
      path: [c.SPOTIFY_CLIENT_ID ? 'SPOTIFY_CLIENT_SECRET' : 'SPOTIFY_CLIENT_ID'],
      message: 'set both SPOTIFY_CLIENT_ID and SPOTIFY_CLIENT_SECRET, or neither',
    });
  }
  if (c.SPOTIFY_CLIENT_ID && c.SPOTIFY_CLIENT_SECRET) {
    if (!c.SPOTIFY_TOKEN_KEY)
      ctx.addIssue({
        code: 'custom',
        path: ['SPOTIFY_TOKEN_KEY'],
        message: 'required when Spotify is enabled (32 random bytes: `openssl rand -base64 32`)',
      });
    for (const [name, value] of [
      ['SPOTIFY_TOKEN_KEY', c.SPOTIFY_TOKEN_KEY],
      ['SPOTIFY_TOKEN_KEY_PREVIOUS', c.SPOTIFY_TOKEN_KEY_PREVIOUS],
    ] as const) {
      for (const key of (value ?? '')
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean)) {
        if (!decodeTokenKey(key))
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'must be 32 bytes as base64 or 64 hex digits',
          });
      }
    }
  }
}
