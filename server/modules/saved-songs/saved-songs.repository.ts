/**
 * Drizzle queries for saved songs (spec 001 §3 saved_songs: one row per member and response,
 * created_at = when saved): saving and unsaving, and the member's list with what each song needs.
 * A row and the response's `saves` counter change in one statement or one transaction, so the
 * counter always equals the rows; the unique (user_id, response_id) key makes saving
 * idempotent under races.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { cteName, cteRef, moreCtes, type CteRef, type WriteEffects } from '../../lib/write-effects';
import type { NotificationPush } from '../notifications/index';
import { requests, responses, savedSongs, users } from '../../db/schema/index';
import { displayedSong } from '../quality-review/index';
import { rowsOf } from '../../lib/sql';

export interface SaveState {
  saved: boolean;
  savedId: number | null;
  saves: number;
}

/** Changes the counter by `delta` and returns it; with 0 re-reads it (a concurrent call may have committed). */
async function bumpSaves(tx: Database, responseId: number, delta: number): Promise<number> {
  if (delta === 0)
    return (
      (
        await tx
          .select({ saves: responses.saves })
          .from(responses)
          .where(eq(responses.id, responseId))
      )[0]?.saves ?? 0
    );
  const [row] = await tx
    .update(responses)
    .set({ saves: sql`${responses.saves} + ${delta}` })
    .where(eq(responses.id, responseId))
    .returning({ saves: responses.saves });
  return row?.saves ?? 0;
}

/** The saved response in saveResponse's statement: one row (id, request_id) when the save is in place. */
const SAVE_TARGET = cteRef<'id' | 'request_id'>('save_target');

/**
 * Saves a response for `userId` (idempotent) in ONE statement (one round trip, atomic without a
 * transaction): finds the response, checks `expectRequestId` (when given) is its request, inserts
 * the save unless it exists (unique user_id + response_id), bumps the `saves` counter only when it
 * inserted, and runs the parts `effectsOf` builds (e.g. the author's notification), which may test
 * whether the save target's CTE has a row: true when the save is in place. Returns 'not_found' for an
 * unknown response, 'request_mismatch' when the request id is wrong (nothing written), else the
 * state and the notifications written (to push after the commit).
 */
export async function saveResponse(
  db: Database,
  userId: number,
  responseId: number,
  expectRequestId: number | undefined,
  effectsOf: (saveTarget: CteRef<'id' | 'request_id'>) => WriteEffects,
): Promise<(SaveState & { pushes: NotificationPush[] }) | 'not_found' | 'request_mismatch'> {
  const effects = effectsOf(SAVE_TARGET);
  const result = await db.execute(sql`with found as (
      select id, request_id, saves, (${expectRequestId ?? null}::int is null or request_id = ${expectRequestId ?? null}::int) as matches
      from ${responses} where id = ${responseId}),
    ${cteName(SAVE_TARGET)} as (select id, request_id from found where matches),
    new_save as (
      insert into ${savedSongs} (user_id, response_id, request_id) select ${userId}, id, request_id from ${cteName(SAVE_TARGET)}
      on conflict do nothing returning id),
    counted as (update ${responses} set saves = saves + 1 where id = ${responseId} and exists (select 1 from new_save) returning saves)
    ${moreCtes(effects.ctes)}
    select f.matches, coalesce((select id from new_save), (select s.id from ${savedSongs} s where s.user_id = ${userId} and s.response_id = ${responseId})) as saved_id,
      coalesce((select saves from counted), f.saves) as saves, ${effects.pushes} as pushes
    from (select 1) one left join found f on true`);
  type Row = {
    matches: boolean | null;
    saved_id: number | null;
    saves: number | null;
    pushes: NotificationPush[];
  };
  const [row] = rowsOf<Row>(result);
  if (!row || row.matches === null) return 'not_found';
  if (!row.matches) return 'request_mismatch';
  if (row.saved_id !== null)
    return { saved: true, savedId: row.saved_id, saves: row.saves ?? 0, pushes: row.pushes };
  // Neither inserted nor seen: the same member's concurrent save committed after this statement's
  // snapshot. Read its row and the counter again, now that it is visible (rare; one more query).
  const fresh = await findSave(db, userId, responseId);
  return {
    saved: true,
    savedId: fresh?.savedId ?? null,
    saves: fresh?.saves ?? 0,
    pushes: row.pushes,
  };
}

/** Removes `userId`'s save of a response (idempotent). Returns null for an unknown response. */
export async function unsaveResponse(
  db: Database,
  userId: number,
  responseId: number,
): Promise<SaveState | null> {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: responses.id })
      .from(responses)
      .where(eq(responses.id, responseId));
    if (!target) return null;
    const deleted = await tx
      .delete(savedSongs)
      .where(and(eq(savedSongs.userId, userId), eq(savedSongs.responseId, responseId)))
      .returning({ id: savedSongs.id });
    const saves = await bumpSaves(tx, responseId, -deleted.length);
    return { saved: false, savedId: null, saves };
  });
}

/**
 * Deletes saved row `savedId` if it belongs to `userId`. Returns the response id and its new
 * count, or null when no such row of this member exists (someone else's row looks the same: 404).
 */
export async function deleteSavedById(
  db: Database,
  userId: number,
  savedId: number,
): Promise<{ responseId: number; saves: number } | null> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(savedSongs)
      .where(and(eq(savedSongs.id, savedId), eq(savedSongs.userId, userId)))
      .returning({ responseId: savedSongs.responseId });
    if (!deleted) return null;
    return { responseId: deleted.responseId, saves: await bumpSaves(tx, deleted.responseId, -1) };
  });
}

/** `userId`'s save of a response and the response's `saves` counter, in one query; null when the response does not exist. */
export async function findSave(
  db: Database,
  userId: number,
  responseId: number,
): Promise<{ savedId: number | null; saves: number } | null> {
  const rows = await db
    .select({ savedId: savedSongs.id, saves: responses.saves })
    .from(responses)
    .leftJoin(
      savedSongs,
      and(eq(savedSongs.responseId, responses.id), eq(savedSongs.userId, userId)),
    )
    .where(eq(responses.id, responseId));
  return rows[0] ?? null;
}

// --- The member's list (GET /api/users/{id}/saved-songs) ---

const responder = alias(users, 'responder');
const asker = alias(users, 'asker');

/** A member card of `member` (the responder's or the asker's alias of `users`). */
const cardOf = (member: typeof responder | typeof asker) => ({
  id: member.id,
  displayName: member.displayName,
  slug: member.slug,
  profilePicture: member.profilePicture,
});

/**
 * Every song `userId` saved, most recent save first (index saved_songs_user_created_idx), joined
 * to its recommendation (with the operator's derived title and artist over the stored ones), the
 * request and both authors; one query, whatever the number of saves.
 */
export async function listSavedSongs(db: Database, userId: number) {
  const rows = await db
    .select({
      savedId: savedSongs.id,
      savedAt: savedSongs.createdAt,
      response: {
        id: responses.id,
        requestId: responses.requestId,
        songData: responses.songData,
        derivedTitle: responses.derivedTitle,
        derivedArtist: responses.derivedArtist,
        comment: responses.comment,
        upvotes: responses.upvotes,
        saves: responses.saves,
        createdAt: responses.createdAt,
      },
      responseUser: cardOf(responder),
      request: {
        id: requests.id,
        type: requests.type,
        content: requests.content,
        gifUrl: requests.gifUrl,
        songData: requests.songData,
        responses: requests.responses,
      },
      requestUser: cardOf(asker),
    })
    .from(savedSongs)
    .innerJoin(responses, eq(responses.id, savedSongs.responseId))
    .innerJoin(responder, eq(responder.id, responses.userId))
    .innerJoin(requests, eq(requests.id, responses.requestId))
    .innerJoin(asker, eq(asker.id, requests.userId))
    .where(eq(savedSongs.userId, userId))
    .orderBy(desc(savedSongs.createdAt), desc(savedSongs.id));
  return rows.map(({ response: { derivedTitle, derivedArtist, ...response }, ...row }) => ({
    ...row,
    response: {
      ...response,
      songData: displayedSong(response.songData, derivedTitle, derivedArtist),
    },
  }));
}

/** One saved song with its recommendation, the request and both authors. */
export type SavedSongRow = Awaited<ReturnType<typeof listSavedSongs>>[number];
