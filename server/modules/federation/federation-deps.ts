/** What the federation's parts are built with (decision 046). */
import type { FastifyBaseLogger } from 'fastify';
import type { Registry } from 'prom-client';
import type { Config } from '../../config';
import type { Database, Listen } from '../../db/client';
import type { SongProvider } from '../../providers/songs/song-provider';
import type { SpotifyClient } from '../../providers/spotify/spotify-client';
import type { LinkedSongResolver } from './linked-songs';

export interface FederationDeps {
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
  /** The app's song provider: remote answers' links resolve through it (decision 056). */
  songs: SongProvider;
  /** Spotify's Web API client, null when Spotify is off (remote Spotify links then resolve to nothing). */
  spotify?: SpotifyClient | null;
  /** The app's metrics registry, when it has one. */
  metrics?: Registry;
  /** LISTEN of the database: the queue also wakes when another process enqueues (decision 060). */
  listen?: Listen;
  /** The queue's idle poll (ms); tests shorten it. */
  queuePollMs?: number;
}

/** What the inbound handlers use: the app's deps, the song resolver and the verdict counter. */
export interface InboundDeps extends FederationDeps {
  resolver: LinkedSongResolver;
  count: (type: string, verdict: string) => void;
}
