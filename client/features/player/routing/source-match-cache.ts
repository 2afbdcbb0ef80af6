/**
 * Asks the server once per page for a song's other source (its Spotify uri or YouTube video,
 * found by ISRC or artist + title and stored on the response), keyed by the response being played
 * or, outside a response, by the song id. A failed lookup is logged, answers the song unchanged
 * and is forgotten, so the next play tries again.
 */
import type { SongData } from '@common/schemas';
import type { PlayerStore } from '../player-store';
import { playerLog } from '../lib/player-log';

export type MatchSong = (input: { responseId?: number; song: SongData }) => Promise<SongData>;

/** `matched(song)`: the song with its other source filled in, shared by concurrent callers. */
export function createMatchCache(store: PlayerStore, match: MatchSong) {
  const matches = new Map<string, Promise<SongData>>();

  return function matched(current: SongData): Promise<SongData> {
    const responseId = store.getState().currentContext?.responseId;
    const key = responseId !== undefined ? `response:${responseId}` : `song:${current.id}`;
    let found = matches.get(key);
    if (!found) {
      found = match(
        responseId !== undefined ? { responseId, song: current } : { song: current },
      ).catch((err: unknown) => {
        matches.delete(key);
        playerLog('router', `match failed: ${(err as Error).message}`, 'warn');
        return current;
      });
      matches.set(key, found);
    }
    return found;
  };
}
