/**
 * Media Session API: title, artist, artwork and play/pause/next/previous/stop handlers,
 * so hardware media keys and lock screens control the player. Does nothing where unsupported.
 * The position state (duration, position, rate 1) follows the store, and seekto /
 * seekbackward / seekforward (10 s by default) move the track.
 */
import { songArtist, songTitle } from '@common/song-display';
import { hasNext, hasPrevious, type PlayerState } from '../player-state';
import type { PlayerStore } from '../player-store';

type Handler = MediaSessionActionHandler | null;

/** Default step of the seek backward/forward keys, in seconds. */
export const SEEK_STEP_S = 10;

/** The lock screen's metadata of `state`'s track: title, artist, who recommended it, artwork. */
function metadataOf(state: PlayerState): MediaMetadata | null {
  const track = state.currentTrack;
  if (!track) return null;
  const art = track.thumbnail || track.albumArt;
  return new MediaMetadata({
    title: songTitle(track),
    artist: songArtist(track),
    album: state.currentContext?.responderName
      ? `Recommended by ${state.currentContext.responderName}`
      : 'Hearsay',
    artwork: art ? [{ src: art, sizes: '320x180', type: 'image/jpeg' }] : [],
  });
}

/** Sets the position state of `state` (cleared without a known length); invalid values are dropped. */
function applyPosition(session: MediaSession, state: PlayerState) {
  try {
    // Without a known length the position state is cleared (an empty dictionary).
    session.setPositionState?.(
      state.currentTrack && state.duration > 0
        ? {
            duration: state.duration,
            position: Math.min(state.position, state.duration),
            playbackRate: 1,
          }
        : {},
    );
  } catch {
    // Invalid values throw; the lock screen simply shows no progress.
  }
}

/** The play, pause, stop and seek keys, which always act on the store. */
function bindFixedHandlers(store: PlayerStore, setHandler: SetHandler) {
  setHandler('play', () => store.dispatch({ type: 'resume' }));
  setHandler('pause', () => store.dispatch({ type: 'pause' }));
  setHandler('stop', () => store.dispatch({ type: 'close' }));
  setHandler('seekto', (details) => {
    if (typeof details.seekTime === 'number')
      store.dispatch({ type: 'seek', to: details.seekTime });
  });
  setHandler('seekbackward', (details) =>
    store.dispatch({
      type: 'seek',
      to: store.getState().position - (details.seekOffset ?? SEEK_STEP_S),
    }),
  );
  setHandler('seekforward', (details) =>
    store.dispatch({
      type: 'seek',
      to: store.getState().position + (details.seekOffset ?? SEEK_STEP_S),
    }),
  );
}

const ACTIONS = [
  'play',
  'pause',
  'stop',
  'previoustrack',
  'nexttrack',
  'seekto',
  'seekbackward',
  'seekforward',
] as const;

type SetHandler = (action: MediaSessionAction, handler: Handler) => void;

/** Keeps navigator.mediaSession in step with the store. Returns the function that unbinds it. */
export function bindMediaSession(
  store: PlayerStore,
  session: MediaSession | undefined = typeof navigator !== 'undefined'
    ? navigator.mediaSession
    : undefined,
): () => void {
  if (!session) return () => {};
  const setHandler: SetHandler = (action, handler) => {
    try {
      session.setActionHandler(action, handler);
    } catch {
      // Browsers throw for actions they do not know; those keys simply do nothing.
    }
  };
  let lastTrack: PlayerState['currentTrack'] = null;
  let lastPrev: boolean | null = null;
  let lastNext: boolean | null = null;
  let lastPosition = '';

  const apply = () => {
    const state = store.getState();
    if (state.currentTrack !== lastTrack) {
      lastTrack = state.currentTrack;
      if (!state.currentTrack) session.metadata = null;
      else if (typeof MediaMetadata !== 'undefined') session.metadata = metadataOf(state);
    }
    session.playbackState = !state.currentTrack ? 'none' : state.wantsToPlay ? 'playing' : 'paused';
    const position =
      state.currentTrack && state.duration > 0 ? `${state.duration}:${state.position}` : '';
    if (position !== lastPosition) {
      lastPosition = position;
      applyPosition(session, state);
    }
    const prev = hasPrevious(state);
    const next = hasNext(state);
    if (prev !== lastPrev) {
      lastPrev = prev;
      setHandler('previoustrack', prev ? () => store.dispatch({ type: 'skipPrev' }) : null);
    }
    if (next !== lastNext) {
      lastNext = next;
      setHandler('nexttrack', next ? () => store.dispatch({ type: 'skipNext' }) : null);
    }
  };

  bindFixedHandlers(store, setHandler);
  const unsubscribe = store.subscribe(apply);
  apply();
  return () => {
    unsubscribe();
    for (const action of ACTIONS) setHandler(action, null);
    session.metadata = null;
    session.playbackState = 'none';
  };
}
