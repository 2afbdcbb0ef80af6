/**
 * Request rules (spec 000 §5 and §7): per-type validation on create, the feed page with its
 * `{data, pagination}` shape, and the detail view. A feed page costs at most 3 queries: the page
 * with authors, the page's genres, and the viewer's "already responded" flags.
 */
import { followOwnRequest, notifyMemberFollowers, writeAndNotify } from '../notifications/index';
import { MAX_TEXT_LENGTH } from '../../../common/constants';
import { foldForSearch } from '../../../common/text';
import { invalidateMagicRankings } from '../../lib/magic-rankings';
import type { CreateRequestBody, GenreRef, PublicUser, RequestItem } from '../../../common/schemas';
import { MESSAGES, validateTextRequest } from '../../../common/validation';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-errors';
import * as repo from './requests.repository';
import { requestIdsUpvotedBy } from '../upvotes/index';
import { enqueueGenreDetection, notifyGenreWork } from '../genre-detection';
import { blocks } from '../moderation/index';

/** A stored request row (the feed module builds items from its own queries' rows). */
export type RequestRow = repo.RequestRow;

export function toRequestItem(
  row: repo.RequestRow,
  author: PublicUser,
  genres: GenreRef[],
  userHasResponded: boolean,
): RequestItem {
  return {
    id: row.id,
    type: row.type,
    content: row.content,
    caption: row.type === 'text' ? null : row.content,
    gifUrl: row.gifUrl,
    songId: row.songId,
    songData: row.songData ?? null,
    user: author,
    genres,
    upvotes: row.upvotes,
    responses: row.responses,
    userHasResponded,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    ...(row.hiddenAt ? { hidden: true } : {}),
  };
}

function optionalText(value: string | null | undefined, what: string): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed.length > MAX_TEXT_LENGTH)
    throw badRequest(`${what} can be at most ${MAX_TEXT_LENGTH} characters.`);
  return trimmed || null;
}

/** Validates a create-request body for its type and returns the row to insert. Throws 400. */
export function buildNewRequest(userId: number, body: CreateRequestBody): repo.NewRequestRow {
  switch (body.type) {
    case 'text': {
      const problem = validateTextRequest(body.content ?? '');
      if (problem)
        throw badRequest(
          problem,
          problem === MESSAGES.emptyRequest ? 'empty_request' : 'validation_error',
        );
      return { userId, type: 'text', content: body.content!.trim() };
    }
    case 'gif': {
      if (!body.gifUrl)
        throw badRequest('Please select a GIF for your request.', 'no_gif_selected');
      return {
        userId,
        type: 'gif',
        gifUrl: body.gifUrl,
        content: optionalText(body.content, 'Captions'),
      };
    }
    case 'slts': {
      if (!body.songData)
        throw badRequest('Please select a song for your request.', 'no_song_selected');
      const songId = body.songId ?? body.songData.id;
      return {
        userId,
        type: 'slts',
        songId,
        songData: { ...body.songData, id: songId },
        content: optionalText(body.content, 'Notes'),
      };
    }
  }
}

/** The folded text feed search matches against: content plus the song's name and artist. */
export function requestSearchText(row: Pick<repo.NewRequestRow, 'content' | 'songData'>): string {
  return foldForSearch(
    [row.content, row.songData?.name, row.songData?.artist].filter(Boolean).join(' '),
  );
}

export async function createRequest(
  db: Database,
  userId: number,
  body: CreateRequestBody,
  author: PublicUser,
) {
  const values = buildNewRequest(userId, body);
  // The asker follows their own request from the start (they hear of every answer).
  const { row } = await writeAndNotify(db, async (tx) => {
    const inserted = await repo.insertRequest(tx, {
      ...values,
      searchText: requestSearchText(values),
    });
    await followOwnRequest(tx, userId, inserted.id);
    await enqueueGenreDetection(tx, 'request', inserted.id);
    // The author's MAGIC page 1 must show their new request at once.
    await invalidateMagicRankings(tx, userId);
    // Members who follow the asker hear of it, pushed once this has committed.
    return { row: inserted, pushes: await notifyMemberFollowers(tx, inserted.id) };
  });
  notifyGenreWork();
  return toRequestItem(row, author, [], false);
}

/**
 * One request with its genres and the viewer's flag. Throws 404, also for a request staff hid
 * after a report, unless the viewer is staff (they see it with `hidden: true`).
 */
export async function getRequest(
  db: Database,
  viewerId: number,
  id: number,
  viewerIsStaff = false,
): Promise<RequestItem> {
  const found = await repo.findRequestWithAuthor(db, id);
  if (
    !found ||
    (found.request.hiddenAt && !viewerIsStaff) ||
    (found.author.id !== viewerId && (await blocks(db, viewerId, found.author.id)))
  )
    throw notFound('Request not found.');
  const [genreMap, responded, upvoted, blockedAnswers] = await Promise.all([
    repo.genresByRequest(db, [id]),
    repo.requestIdsRespondedBy(db, viewerId, [id]),
    requestIdsUpvotedBy(db, viewerId, [id]),
    repo.blockedAnswerCounts(db, viewerId, [id]),
  ]);
  // The count agrees with the list the viewer gets: the stored counter already leaves out answers
  // staff hid; answers of members the viewer blocks come off here.
  const request = {
    ...found.request,
    responses: Math.max(0, found.request.responses - (blockedAnswers.get(id) ?? 0)),
  };
  return {
    ...toRequestItem(request, found.author, genreMap.get(id) ?? [], responded.has(id)),
    viewer: { upvoted: upvoted.has(id) },
  };
}

/**
 * Request rows with their answer counts as `viewerId` sees them: the stored counter less the visible
 * answers of members the viewer blocks (one grouped query for the page). Rows are copied
 * only where the count changes.
 */
export async function withViewerAnswerCounts<T extends { request: repo.RequestRow }>(
  db: Database,
  viewerId: number,
  rows: T[],
): Promise<T[]> {
  const blocked = await repo.blockedAnswerCounts(
    db,
    viewerId,
    rows.filter((r) => r.request.responses > 0).map((r) => r.request.id),
  );
  if (blocked.size === 0) return rows;
  return rows.map((r) => {
    const n = blocked.get(r.request.id);
    return n
      ? { ...r, request: { ...r.request, responses: Math.max(0, r.request.responses - n) } }
      : r;
  });
}

/** True when request `id` exists; other modules check requests through here. */
export function requestExists(db: Database, id: number): Promise<boolean> {
  return repo.requestExists(db, id);
}
