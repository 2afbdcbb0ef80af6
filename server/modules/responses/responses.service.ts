/**
 * Recommendation rules (spec 000 §5 and §7): one song per response, comment optional (≤ 240,
 * enforced by the body schema), and a song recommended once per request: a repeat answers 409
 * with duplicateResponseId and duplicateUserId (plus the recommender's name for the message).
 */
import { sql } from 'drizzle-orm';
import { isStaffRole, type Role } from '../../../common/constants';
import type {
  GenreRef,
  PublicUser,
  ResponseItem,
  ResponseViewerState,
  SongData,
} from '../../../common/schemas';
import type { ResponseOrder, ResponseVerdict } from '../../../common/schemas/cosigns-and-verdicts';
import { toTasteMatch } from '../profiles/index';
import type { Database } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/http-errors';
import { BLOCKED_ANSWER_MESSAGE } from '../../../common/schemas/moderation';
import { requestExists } from '../requests/requests.service';
import * as repo from './responses.repository';
import { displayedSong } from '../quality-review/index';
import { dropMagicRankingsCte } from '../../lib/magic-rankings';
import { genreDetectionJobsCte, notifyGenreWork } from '../genre-detection';
import { newResponseNotificationsCte, pushesOf, pushNotifications } from '../notifications/index';
import { defaultAnswerOrder, orderAnswers } from '../../../common/answer-order';
import { cteName } from '../../lib/write-effects';

export function toResponseItem(
  row: repo.ResponseRow,
  author: PublicUser,
  genres: GenreRef[],
  viewer?: ResponseViewerState,
): ResponseItem {
  return {
    id: row.id,
    requestId: row.requestId,
    songId: row.songId,
    songData: displayedSong(row.songData, row.derivedTitle, row.derivedArtist),
    comment: row.comment,
    user: author,
    upvotes: row.upvotes,
    saves: row.saves,
    plays: row.plays,
    cosigns: row.cosigns,
    verdict: (row.verdict as ResponseVerdict | null) ?? null,
    genres,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    ...(row.hiddenAt ? { hidden: true } : {}),
    ...(viewer ? { viewer } : {}),
  };
}

/** Who is looking: the viewer state is theirs, and only staff get response genres. */
export interface ResponseViewer {
  id: number;
  role: Role;
}

/**
 * Responses of a request in `order` ("loved": the asker's "Loved it" answers first, then oldest
 * first; "oldest": spec 000's order; "top": by topScore (decision 030); none: Top from
 * TOP_ORDER_MIN_ANSWERS answers, else "loved" — common/answer-order.ts), each with the viewer's
 * upvote/save/co-sign state, its co-signs and the viewer's taste match with the recommender. Genres (output of genre
 * detection, an operator tool) are filled for staff only (spec 000 §2 "Staff accounts see genre
 * names under each response"); members get []. At most 3 queries whatever the count.
 * Throws 404 for an unknown request.
 */
export async function listResponses(
  db: Database,
  requestId: number,
  viewer: ResponseViewer,
  order?: ResponseOrder,
): Promise<ResponseItem[]> {
  if (!(await requestExists(db, requestId))) throw notFound('Request not found.');
  const rows = await repo.listResponsesOfRequest(
    db,
    requestId,
    viewer.id,
    order === 'oldest' ? 'oldest' : 'loved',
    isStaffRole(viewer.role),
  );
  const genreMap = isStaffRole(viewer.role)
    ? await repo.genresByResponse(
        db,
        rows.map((r) => r.response.id),
      )
    : new Map<number, GenreRef[]>();
  const items = rows.map((r) => {
    const cosignList = r.cosignList.map((c) => ({
      ...c,
      createdAt: new Date(c.createdAt).toISOString(),
    }));
    return {
      ...toResponseItem(r.response, r.author, genreMap.get(r.response.id) ?? [], {
        upvoted: r.upvoteId !== null,
        saved: r.savedId !== null,
        savedId: r.savedId,
        cosigned: cosignList.some((c) => c.user.id === viewer.id),
      }),
      // The count the viewer sees is the list they see (co-signs across a block are left out).
      cosigns: cosignList.length,
      cosignList,
      // Replies the viewer's thread lists, so "N replies" equals it.
      replies: r.replyCount,
      tasteMatch: toTasteMatch(r.sharedGenres, r.favouriteGenres, r.author.id === viewer.id),
    };
  });
  // Top reads counts every item already carries (the co-signs the viewer sees) and a request's
  // answers come as one list, so it is ordered here, by the function the client also uses.
  return (order ?? defaultAnswerOrder(items.length)) === 'top' ? orderAnswers(items, 'top') : items;
}

/** The duplicate-song message the form shows (spec 000 §8). */
export function duplicateMessage(displayName: string | null | undefined): string {
  return displayName
    ? `${displayName} already recommended this song.`
    : 'Someone has already recommended this song.';
}

/** Creates a recommendation. Throws 404 (no such request), 403 (the asker blocks the answerer) or 409 (song already recommended). */
export async function createResponse(
  db: Database,
  requestId: number,
  author: PublicUser,
  input: { songId: string; songData: SongData; comment?: string | null | undefined },
): Promise<ResponseItem> {
  const comment = input.comment?.trim() || null;
  // The answer, its counter, the followers' notifications, its genre-detection job and
  // the responder's dropped MAGIC ranking (their feed must show the new count at once) are one
  // statement: one round trip and one commit per answer (decision 009).
  const inserted = await repo.insertResponse(
    db,
    {
      requestId,
      userId: author.id,
      songId: input.songId,
      songData: { ...input.songData, id: input.songId },
      comment,
    },
    (newResponse) => {
      const notified = newResponseNotificationsCte(newResponse);
      return {
        ctes: [
          notified,
          genreDetectionJobsCte('response', newResponse),
          dropMagicRankingsCte(author.id, sql`exists (select 1 from ${cteName(newResponse)})`),
        ],
        pushes: pushesOf(notified),
      };
    },
  );
  if (inserted.outcome === 'not_found') throw notFound('Request not found.');
  if (inserted.outcome === 'blocked') throw forbidden(BLOCKED_ANSWER_MESSAGE);
  if (inserted.outcome === 'duplicate') {
    const existing = await repo.findDuplicate(db, requestId, input.songId);
    throw conflict(duplicateMessage(existing?.displayName), 'duplicate_recommendation', {
      duplicateResponseId: existing?.id ?? null,
      duplicateUserId: existing?.userId ?? null,
      duplicateDisplayName: existing?.displayName ?? null,
    });
  }
  pushNotifications(db, inserted.pushes);
  notifyGenreWork();
  return toResponseItem(inserted.row, author, [], {
    upvoted: false,
    saved: false,
    savedId: null,
    cosigned: false,
  });
}
