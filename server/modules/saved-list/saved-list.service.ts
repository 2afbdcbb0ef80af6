/**
 * Saved songs grouped by request (spec 000 §2 "Saved songs", §3 "Saved-song group", §7: all
 * groups at once, no paging). Groups come in order of their most recent save; songs inside a
 * group newest save first.
 */
import type { SavedSongGroup } from '../../../common/schemas';
import type { Database } from '../../db/client';
import * as repo from './saved-list.repository';

/** Groups rows that are already sorted newest save first; pure, unit-tested through the route. */
export function groupSavedSongs(rows: repo.SavedSongRow[]): SavedSongGroup[] {
  const groups = new Map<number, SavedSongGroup>();
  for (const row of rows) {
    let group = groups.get(row.request.id);
    if (!group) {
      group = { request: { ...row.request, songData: row.request.songData ?? null, user: row.requestUser }, songs: [] };
      groups.set(row.request.id, group);
    }
    group.songs.push({
      savedId: row.savedId,
      savedAt: row.savedAt.toISOString(),
      response: { ...row.response, createdAt: row.response.createdAt.toISOString(), user: row.responseUser },
    });
  }
  return [...groups.values()];
}

/** All of `userId`'s saved songs as groups. One query. */
export async function listSavedSongGroups(db: Database, userId: number): Promise<SavedSongGroup[]> {
  return groupSavedSongs(await repo.listSavedSongs(db, userId));
}
