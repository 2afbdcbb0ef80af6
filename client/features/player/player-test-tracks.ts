/**
 * Numbered catalogue tracks and playlist entries for the player's tests: track `n` plays video
 * `video000000n`, answer `n` recommended it. Not a test file itself.
 */
import type { SongData } from '@common/schemas';
import type { PlaylistEntry } from './player-state';

export const aTrack = (n: number): SongData => ({
  id: `video000000${n}`,
  videoId: `video000000${n}`,
  name: `Song ${n}`,
  artist: `Artist ${n}`,
  playable: true,
});

/** Track `n` as answer `n` on request 1, by "Member n", with `comment`. */
export const anEntry = (n: number, comment: string | null = `comment ${n}`): PlaylistEntry => ({
  track: aTrack(n),
  context: { responseId: n, requestId: 1, responderName: `Member ${n}`, comment },
});
