/** Types shared by the app factory and every module's routes. */
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database, Listen, PoolStats } from './db/client';
import type { OutboundGuard } from './lib/outbound-guard';
import type { Readiness } from './lib/readiness';
import type { SongProvider } from './providers/songs/song-provider';
import type { EmailSender } from './providers/email/email-sender';
import type { GifProvider } from './providers/gifs/gif-provider';
import type { Providers } from './providers/index';
import type { SpotifyClient } from './providers/spotify/spotify-client';

/** Fastify with zod schemas typing params, query and body. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What routes need from the outside world; tests pass their own. */
export interface AppDeps {
  db: Database;
  config: Config;
  songs: SongProvider;
  /** Outgoing e-mail; default from config (SMTP_URL, else the outbox folder). */
  email?: EmailSender;
  /** GIF search; default from config (GIF_PROVIDER). */
  gifs?: GifProvider;
  /** Spotify's Web API client; default from config (SPOTIFY_*), null when Spotify is off. */
  spotify?: SpotifyClient | null;
  /** LISTEN/NOTIFY of the database (live notifications across instances); absent: no live pushes. */
  listen?: Listen;
  /** Whether this instance takes traffic (GET /api/ready); default: a fresh ready state. */
  readiness?: Readiness;
  /** The PostgreSQL pool's connections, for metrics; absent on PGlite. */
  poolStats?: PoolStats;
  /** The guard for calls to member-supplied or remote URLs; default from config (tests inject a resolver). */
  outbound?: OutboundGuard;
}

/** What each module's routes receive: the app's deps with every provider built (server/providers). */
export type RouteDeps = AppDeps & Providers;
