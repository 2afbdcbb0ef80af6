/**
 * Request rules (spec 000 §5 and §7): per-type validation on create, the feed page with its
 * `{data, pagination}` shape, and the detail view. A feed page costs at most 3 queries: the page
 * with authors, the page's genres, and the viewer's "already responded" flags.
 */
import { MAX_TEXT_LENGTH } from '../../../common/constants';
import type { CreateRequestBody, GenreRef, Page, PublicUser, RequestItem } from '../../../common/schemas';
import { MESSAGES, validateTextRequest } from '../../../common/validation';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-errors';
import * as repo from './requests.repository';

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
  };
}

function optionalText(value: string | null | undefined, what: string): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed.length > MAX_TEXT_LENGTH) throw badRequest(`${what} can be at most ${MAX_TEXT_LENGTH} characters.`);
  return trimmed || null;
}

/** Validates a create-request body for its type and returns the row to insert. Throws 400. */
export function buildNewRequest(userId: number, body: CreateRequestBody): repo.NewRequestRow {
  switch (body.type) {
    case 'text': {
      const problem = validateTextRequest(body.content ?? '');
      if (problem) throw badRequest(problem, problem === MESSAGES.emptyRequest ? 'empty_request' : 'validation_error');
      return { userId, type: 'text', content: body.content!.trim() };
    }
    case 'gif': {
      if (!body.gifUrl) throw badRequest('Please select a GIF for your request.', 'no_gif_selected');
      return { userId, type: 'gif', gifUrl: body.gifUrl, content: optionalText(body.content, 'Captions') };
    }
    case 'slts': {
      if (!body.songData) throw badRequest('Please select a song for your request.', 'no_song_selected');
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

export async function createRequest(db: Database, userId: number, body: CreateRequestBody, author: PublicUser) {
  const row = await repo.insertRequest(db, buildNewRequest(userId, body));
  return toRequestItem(row, author, [], false);
}

/** One page of the feed (or of one author's requests), newest first. `page` is 1-based. */
export async function listRequests(
  db: Database,
  viewerId: number,
  page: number,
  limit: number,
  authorId?: number,
): Promise<Page<RequestItem>> {
  const rows = await repo.listRecentRequests(db, (page - 1) * limit, limit, authorId);
  const hasMore = rows.length > limit;
  const pageRows = rows.slice(0, limit);
  const ids = pageRows.map((r) => r.request.id);
  const [genreMap, responded] = await Promise.all([
    repo.genresByRequest(db, ids),
    repo.requestIdsRespondedBy(db, viewerId, ids),
  ]);
  return {
    data: pageRows.map((r) => toRequestItem(r.request, r.author, genreMap.get(r.request.id) ?? [], responded.has(r.request.id))),
    pagination: { page, hasMore },
  };
}

/** One request with its genres and the viewer's flag. Throws 404. */
export async function getRequest(db: Database, viewerId: number, id: number): Promise<RequestItem> {
  const found = await repo.findRequestWithAuthor(db, id);
  if (!found) throw notFound('Request not found.');
  const [genreMap, responded] = await Promise.all([
    repo.genresByRequest(db, [id]),
    repo.requestIdsRespondedBy(db, viewerId, [id]),
  ]);
  return toRequestItem(found.request, found.author, genreMap.get(id) ?? [], responded.has(id));
}
