/**
 * Member moderation rules (docs/decisions/018-moderation.md): authors edit their
 * request's text or answer's comment within 15 minutes (403 after), delete their own items (404
 * for anyone else's, so ids of others' items reveal nothing), and block other members.
 */
import { MAX_TEXT_LENGTH } from '../../../common/constants';
import {
  EDIT_WINDOW_MESSAGE,
  withinEditWindow,
  type BlockList,
  type BlockState,
  type Deleted,
  type RequestEdited,
  type ResponseEdited,
} from '../../../common/schemas/moderation';
import { foldForSearch } from '../../../common/text';
import { MESSAGES, validateTextRequest } from '../../../common/validation';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { badRequest, forbidden, notFound } from '../../lib/http-errors';
import { invalidateMagicRankings } from '../../lib/magic-rankings';
import * as repo from './moderation.repository';
import { dropFollowsBetween } from '../user-follows/index';

/** The clock of the edit window; tests backdate rows instead of replacing it. */
const now = () => new Date();

/**
 * Edits the text of the author's request: a text request's text (validated like on creation), a
 * GIF request's caption or a "songs like this" note (optional, ≤ 240). Throws 404 (unknown or
 * someone else's), 403 (window passed), 400 (invalid text).
 */
export async function editRequest(
  db: Database,
  authorId: number,
  id: number,
  content: string | null,
): Promise<RequestEdited> {
  const row = await repo.findRequest(db, id);
  if (!row || row.userId !== authorId) throw notFound('Request not found.');
  const at = now();
  if (!withinEditWindow(row.createdAt, at.getTime())) throw forbidden(EDIT_WINDOW_MESSAGE);
  let next: string | null;
  if (row.type === 'text') {
    const problem = validateTextRequest(content ?? '');
    if (problem)
      throw badRequest(
        problem,
        problem === MESSAGES.emptyRequest ? 'empty_request' : 'validation_error',
      );
    next = content!.trim();
  } else {
    const trimmed = content?.trim() ?? '';
    const what = row.type === 'gif' ? 'Captions' : 'Notes';
    if (trimmed.length > MAX_TEXT_LENGTH)
      throw badRequest(`${what} can be at most ${MAX_TEXT_LENGTH} characters.`);
    next = trimmed || null;
  }
  const searchText = foldForSearch(
    [next, row.songData?.name, row.songData?.artist].filter(Boolean).join(' '),
  );
  await repo.updateRequestContent(db, id, next, searchText, at);
  await invalidateMagicRankings(db, authorId);
  return { id, content: next, editedAt: at.toISOString() };
}

/** Edits the comment of the author's answer. Throws 404 (unknown or someone else's) or 403 (window passed). */
export async function editResponse(
  db: Database,
  authorId: number,
  id: number,
  comment: string | null,
): Promise<ResponseEdited> {
  const row = await repo.findResponse(db, id);
  if (!row || row.userId !== authorId) throw notFound('Recommendation not found.');
  const at = now();
  if (!withinEditWindow(row.createdAt, at.getTime())) throw forbidden(EDIT_WINDOW_MESSAGE);
  const next = comment?.trim() || null;
  await repo.updateResponseComment(db, id, next, at);
  return { id, comment: next, editedAt: at.toISOString() };
}

/** Deletes the author's request with everything hanging on it. Throws 404 for unknown or someone else's. */
export async function deleteRequest(db: Database, authorId: number, id: number): Promise<Deleted> {
  const responsesDeleted = await repo.deleteOwnRequest(db, id, authorId);
  if (responsesDeleted === null) throw notFound('Request not found.');
  await invalidateMagicRankings(db, authorId);
  return { deleted: true, id, responsesDeleted };
}

/** Deletes the author's answer and lowers the request's counter. Throws 404 for unknown or someone else's. */
export async function deleteResponse(db: Database, authorId: number, id: number): Promise<Deleted> {
  if (!(await repo.deleteOwnResponse(db, id, authorId)))
    throw notFound('Recommendation not found.');
  await invalidateMagicRankings(db, authorId);
  return { deleted: true, id, responsesDeleted: 1 };
}

/** Blocks (`blocked` true) or unblocks member `targetId`. Throws 400 for oneself, 404 for an unknown member. */
export async function setBlock(
  db: Database,
  viewerId: number,
  targetId: number,
  blocked: boolean,
): Promise<BlockState> {
  if (targetId === viewerId) throw badRequest("You can't block yourself.");
  if (!(await repo.userExists(db, targetId))) throw notFound('Member not found.');
  if (blocked) {
    // A block ends the follows both ways: neither hears of or lists the other any more.
    await inTransaction(db, async (tx) => {
      await repo.insertBlock(tx, viewerId, targetId);
      await dropFollowsBetween(tx, viewerId, targetId);
    });
  } else await repo.deleteBlock(db, viewerId, targetId);
  await invalidateMagicRankings(db, viewerId);
  return { userId: targetId, blocked };
}

/** The members the viewer blocks, most recent first. */
export async function listBlocks(db: Database, viewerId: number): Promise<BlockList> {
  const rows = await repo.listBlocked(db, viewerId);
  return { data: rows.map((r) => ({ ...r, blockedAt: r.blockedAt.toISOString() })) };
}

/** True when `blockerId` blocks `blockedId`; the responses and profiles modules ask through here. */
export function blocks(db: Database, blockerId: number, blockedId: number): Promise<boolean> {
  return repo.isBlocked(db, blockerId, blockedId);
}
