/**
 * The source router's state (source-router.ts, source-failover.ts), private behind the steps that
 * change it. Every load, cue and stop starts a new "load" with its own sequence number; an
 * asynchronous step keeps the number it started with and acts only while `isCurrent` says no newer
 * load took over.
 */
import type { SongData } from '@common/schemas';
import type { SpotifyEngine } from '../spotify';

export type PlaybackSource = 'spotify' | 'youtube' | 'preview';

export class RouterState {
  #active: PlaybackSource | null = null;
  #seq = 0;
  #wants = false;
  #deciding = false;
  #spotifyOff = false;
  #song: SongData | null = null;
  #engine: SpotifyEngine | null = null;
  #destroyed = false;
  readonly #onSourceChange: ((source: PlaybackSource | null) => void) | undefined;

  constructor(onSourceChange?: (source: PlaybackSource | null) => void) {
    this.#onSourceChange = onSourceChange;
  }

  /** Starts a load of `song` (played when `autoplay`, else cued); returns its sequence number. */
  beginLoad(song: SongData | null, autoplay: boolean): number {
    this.#seq++;
    this.#wants = autoplay;
    this.#song = song;
    this.#deciding = song !== null;
    return this.#seq;
  }

  /** Whether the load numbered `mine` is still the latest. */
  isCurrent(mine: number): boolean {
    return mine === this.#seq;
  }

  /** The latest load's number (for events that arrive while it plays). */
  get seq(): number {
    return this.#seq;
  }

  /** The load `mine` has chosen its source (play() no longer waits), if it is still the latest. */
  decided(mine: number): void {
    if (this.isCurrent(mine)) this.#deciding = false;
  }

  /** Ends whatever load runs: later steps of it do nothing, and nothing should sound. */
  stop(): void {
    this.#seq++;
    this.#wants = false;
    this.#deciding = false;
  }

  /** Whether a load is still choosing its source. */
  get deciding(): boolean {
    return this.#deciding;
  }

  /** Whether the member wants sound (play/load) rather than a cued track. */
  get wants(): boolean {
    return this.#wants;
  }

  set wants(value: boolean) {
    this.#wants = value;
  }

  /** The track of the latest load, as matched so far. */
  get song(): SongData | null {
    return this.#song;
  }

  /** The track of load `mine` with its other source filled in; ignored when a newer load took over. */
  matchedSong(mine: number, song: SongData): void {
    if (this.isCurrent(mine)) this.#song = song;
  }

  get active(): PlaybackSource | null {
    return this.#active;
  }

  /** Sets the source in use, telling the listener when it changes. */
  setActive(source: PlaybackSource | null): void {
    if (this.#active === source) return;
    this.#active = source;
    this.#onSourceChange?.(source);
  }

  /** Spotify said it cannot play on this account or browser: not tried again on this page. */
  get spotifyOff(): boolean {
    return this.#spotifyOff;
  }

  turnSpotifyOff(): void {
    this.#spotifyOff = true;
  }

  /** The Spotify engine, if one was created. */
  get engine(): SpotifyEngine | null {
    return this.#engine;
  }

  /** The Spotify engine, created by `create` the first time. */
  engineOr(create: () => SpotifyEngine): SpotifyEngine {
    this.#engine ??= create();
    return this.#engine;
  }

  get destroyed(): boolean {
    return this.#destroyed;
  }

  destroy(): void {
    this.#destroyed = true;
  }
}
