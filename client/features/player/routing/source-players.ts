/**
 * The YouTube and preview players of the source router, each created on first use, with the last
 * volume asked for applied to a player created later (the engine sets the volume once, when it
 * gets the router, so a later player starts at that level). Spotify keeps the SDK's own volume.
 */
import type { SpotifyEngine } from '../spotify';
import type { VideoPlayer, VideoPlayerEvents } from '../youtube';

/** What the seek bar and the play/pause buttons need of whichever source plays. */
export type Transport = Pick<VideoPlayer, 'play' | 'pause' | 'getProgress' | 'seek'>;

/** The Spotify engine seen as a transport: seconds outside, milliseconds inside. */
export function spotifyTransport(engine: SpotifyEngine): Transport {
  return {
    play: () => engine.play(),
    pause: () => engine.pause(),
    getProgress() {
      const { positionMs, durationMs } = engine.position();
      return { position: positionMs / 1000, duration: durationMs / 1000 };
    },
    seek: (seconds) => engine.seek(Math.max(0, seconds) * 1000),
  };
}

export interface SourcePlayersDeps {
  createYouTube: (events: VideoPlayerEvents) => Promise<VideoPlayer>;
  /** Without it previews do not play. */
  createPreview?: (events: VideoPlayerEvents) => VideoPlayer;
  youtubeEvents: VideoPlayerEvents;
  previewEvents: VideoPlayerEvents;
}

export type SourcePlayers = ReturnType<typeof createSourcePlayers>;

/** Lazy holders for the two players; `youtube`/`preview` are null until created. */
export function createSourcePlayers(deps: SourcePlayersDeps) {
  let youtube: VideoPlayer | null = null;
  let youtubeCreating: Promise<VideoPlayer> | null = null;
  let preview: VideoPlayer | null = null;
  /** The last volume asked for (percent). */
  let volume: number | null = null;

  return {
    get youtube() {
      return youtube;
    },
    get preview() {
      return preview;
    },
    /** The YouTube player, created once (concurrent callers share the creation); may reject. */
    ensureYouTube(): Promise<VideoPlayer> {
      if (youtube) return Promise.resolve(youtube);
      youtubeCreating ??= deps
        .createYouTube(deps.youtubeEvents)
        .then((created) => {
          youtube = created;
          if (volume !== null) created.setVolume?.(volume);
          return created;
        })
        .finally(() => {
          youtubeCreating = null;
        });
      return youtubeCreating;
    },
    /** The preview player, created once; null when the router has no preview player. */
    ensurePreview(): VideoPlayer | null {
      if (preview || !deps.createPreview) return preview;
      preview = deps.createPreview(deps.previewEvents);
      if (volume !== null) preview.setVolume?.(volume);
      return preview;
    },
    setVolume(percent: number) {
      volume = percent;
      youtube?.setVolume?.(percent);
      preview?.setVolume?.(percent);
    },
  };
}
