/**
 * Saved songs (spec 000 §4 "Save", §7 "Saving and playing", §2 "Saved songs"): save and unsave
 * are idempotent state changes answering {saved}; a saved row can also be removed by its id, only
 * by its owner; the member's list comes grouped by request (all groups at once, no paging), groups
 * in order of their most recent save, songs inside a group newest save first.
 */
import { sql } from 'drizzle-orm';
import {
  answerEventNotificationsCte,
  pushesOf,
  pushNotifications,
  withdrawAnswerEvent,
  writeAndNotify,
} from '../notifications/index';
import type { SavedSongGroup, SaveResult } from '../../../common/schemas';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-errors';
import * as repo from './saved-songs.repository';
import { cteName } from '../../lib/write-effects';

const responseNotFound = () => notFound('Recommendation not found.');

/** Saves a response for the member. Throws 404 (unknown response) or 400 (requestId of another request). */
export async function saveSong(
  db: Database,
  userId: number,
  responseId: number,
  requestId?: number,
): Promise<SaveResult> {
  // The save, its counter and the author's notification are one statement (decision 009).
  const result = await repo.saveResponse(db, userId, responseId, requestId, (saveTarget) => {
    const notified = answerEventNotificationsCte(
      'response_saved',
      userId,
      responseId,
      sql`exists (select 1 from ${cteName(saveTarget)})`,
    );
    return { ctes: [notified], pushes: pushesOf(notified) };
  });
  if (result === 'not_found') throw responseNotFound();
  if (result === 'request_mismatch')
    throw badRequest('This recommendation belongs to another request.', 'request_mismatch');
  const { pushes, ...state } = result;
  pushNotifications(db, pushes);
  return state;
}

/** Removes the member's save of a response (no-op when not saved). Throws 404 for an unknown response. */
export async function unsaveSong(
  db: Database,
  userId: number,
  responseId: number,
): Promise<SaveResult> {
  // Undo means undo (decision 045): the author's unread "saved" notification goes with the save.
  const { result } = await writeAndNotify(db, async (tx) => {
    const result = await repo.unsaveResponse(tx, userId, responseId);
    if (!result) throw responseNotFound();
    return { result, pushes: await withdrawAnswerEvent(tx, 'response_saved', userId, responseId) };
  });
  return result;
}

/** Removes saved row `savedId` of the member. Throws 404 when it is not theirs or does not exist. */
export async function removeSaved(
  db: Database,
  userId: number,
  savedId: number,
): Promise<SaveResult & { responseId: number }> {
  const { result } = await writeAndNotify(db, async (tx) => {
    const result = await repo.deleteSavedById(tx, userId, savedId);
    if (!result) throw notFound('Saved song not found.');
    const pushes = await withdrawAnswerEvent(tx, 'response_saved', userId, result.responseId);
    return { result, pushes };
  });
  return { saved: false, savedId: null, saves: result.saves, responseId: result.responseId };
}

/** Whether the member saved a response (spec 000 §7 "saved-song check {saved}"). Throws 404. */
export async function savedState(
  db: Database,
  userId: number,
  responseId: number,
): Promise<{ saved: boolean; savedId: number | null }> {
  const found = await repo.findSave(db, userId, responseId);
  if (!found) throw responseNotFound();
  return { saved: found.savedId !== null, savedId: found.savedId };
}

/**
 * Groups rows that are already sorted newest save first; pure, unit-tested through the route.
 */
export function groupSavedSongs(rows: repo.SavedSongRow[]): SavedSongGroup[] {
  const groups = new Map<number, SavedSongGroup>();
  for (const { savedId, savedAt, request, requestUser, response, responseUser } of rows) {
    let group = groups.get(request.id);
    if (!group) {
      const { id, type, content, gifUrl, songData, responses } = request;
      group = {
        request: {
          id,
          type,
          content,
          gifUrl,
          songData: songData ?? null,
          responses,
          user: requestUser,
        },
        songs: [],
      };
      groups.set(request.id, group);
    }
    const { id, requestId, songData, comment, upvotes, saves, createdAt } = response;
    group.songs.push({
      savedId,
      savedAt: savedAt.toISOString(),
      response: {
        id,
        requestId,
        songData,
        comment,
        upvotes,
        saves,
        createdAt: createdAt.toISOString(),
        user: responseUser,
      },
    });
  }
  return [...groups.values()];
}

/** All of `userId`'s saved songs as groups. One query. */
export async function listSavedSongGroups(db: Database, userId: number): Promise<SavedSongGroup[]> {
  return groupSavedSongs(await repo.listSavedSongs(db, userId));
}
