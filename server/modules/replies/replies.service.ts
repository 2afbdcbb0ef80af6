/**
 * Reply rules (docs/decisions/031-replies-and-mentions.md). One level of replies under
 * an answer: 1–500 characters once trimmed (400 otherwise); the author edits within the answers'
 * edit window (403 after) and deletes any time, as with answers (404 for anyone else's reply).
 * A member blocked by the answer's author or by the asker cannot reply there (403); replies across
 * a block are left out both ways; replies staff hid are listed to staff only, marked; an answer
 * staff hid has no thread for members (404). A new reply notifies the answer's author, the asker
 * and up to MAX_MENTIONS_PER_REPLY members it @mentions (see notifyReply).
 */
import {
  BLOCKED_REPLY_MESSAGE,
  REPLY_PAGE_SIZE,
  mentionedSlugs,
  type Reply,
  type ReplyPage,
} from '../../../common/schemas/replies';
import { EDIT_WINDOW_MESSAGE, withinEditWindow } from '../../../common/schemas/moderation';
import type { PublicUser } from '../../../common/schemas';
import { isStaffRole, type Role } from '../../../common/constants';
import type { Database } from '../../db/client';
import { forbidden, notFound } from '../../lib/http-errors';
import { notifyReply, writeAndNotify } from '../notifications/index';
import * as repo from './replies.repository';

/** Who looks at a thread: staff also see hidden replies. */
export interface ReplyViewer {
  id: number;
  role?: Role | null;
}

type ReplyRow = Awaited<ReturnType<typeof repo.findReply>> & {};
type Mentioned = { id: number; slug: string; displayName: string };

/** The API shape of a reply; `mentioned` holds the members its slugs name (others stay plain text). */
function toReply(
  row: ReplyRow,
  author: PublicUser,
  mentioned: Map<string, Mentioned>,
  staff: boolean,
): Reply {
  return {
    id: row.id,
    responseId: row.responseId,
    body: row.body,
    user: author,
    mentions: mentionedSlugs(row.body).flatMap((slug) => mentioned.get(slug) ?? []),
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    ...(staff ? { hidden: row.hiddenAt !== null } : {}),
  };
}

/** The members named by the @slugs of `bodies`, by slug (one query). */
async function mentionedMembers(db: Database, bodies: string[]): Promise<Map<string, Mentioned>> {
  const slugs = [...new Set(bodies.flatMap((body) => mentionedSlugs(body)))];
  return new Map((await repo.membersBySlug(db, slugs)).map((m) => [m.slug, m]));
}

/** Throws 404 unless answer `responseId` exists and is visible to the viewer (staff see hidden ones). */
async function threadOf(db: Database, responseId: number, viewer: ReplyViewer) {
  const thread = await repo.findThread(db, responseId, viewer.id);
  if (!thread || (thread.hidden && !isStaffRole(viewer.role)))
    throw notFound('Recommendation not found.');
  return thread;
}

/** Page `page` (from 1) of an answer's replies the viewer sees, oldest first, with their total. */
export async function listReplies(
  db: Database,
  responseId: number,
  viewer: ReplyViewer,
  page = 1,
  limit = REPLY_PAGE_SIZE,
): Promise<ReplyPage> {
  await threadOf(db, responseId, viewer);
  const staff = isStaffRole(viewer.role);
  const [rows, total] = await Promise.all([
    repo.replyPage(db, responseId, viewer.id, staff, limit + 1, (page - 1) * limit),
    repo.visibleReplyCount(db, responseId, viewer.id, staff),
  ]);
  const shown = rows.slice(0, limit);
  const mentioned = await mentionedMembers(
    db,
    shown.map((r) => r.reply.body),
  );
  return {
    data: shown.map((r) => toReply(r.reply, r.author, mentioned, staff)),
    pagination: { page, hasMore: rows.length > limit },
    total,
  };
}

/** Posts a reply under answer `responseId` as `member`. Throws 404 (no visible answer) or 403 (blocked). */
export async function createReply(
  db: Database,
  member: PublicUser,
  responseId: number,
  text: string,
): Promise<Reply> {
  const body = text.trim();
  const { row } = await writeAndNotify(db, async (tx) => {
    const thread = await repo.findThread(tx, responseId, member.id);
    if (!thread || thread.hidden) throw notFound('Recommendation not found.');
    // As for answers and co-signs: the asker's or the recommender's block keeps the member out.
    if (thread.blocked) throw forbidden(BLOCKED_REPLY_MESSAGE);
    const inserted = await repo.insertReply(tx, { responseId, userId: member.id, body });
    const told = await notifyReply(tx, {
      id: inserted.id,
      responseId,
      userId: member.id,
      mentionedSlugs: mentionedSlugs(body),
    });
    return { row: inserted, pushes: told };
  });
  return toReply(row, member, await mentionedMembers(db, [body]), false);
}

/**
 * Edits the author's reply within the edit window (mentions added by an edit notify nobody).
 * Throws 404 (unknown, someone else's, or hidden by staff) or 403 (window passed).
 */
export async function editReply(
  db: Database,
  author: PublicUser,
  id: number,
  text: string,
): Promise<Reply> {
  const row = await repo.findReply(db, id);
  if (!row || row.userId !== author.id || row.hiddenAt !== null) throw notFound('Reply not found.');
  const at = new Date();
  if (!withinEditWindow(row.createdAt, at.getTime())) throw forbidden(EDIT_WINDOW_MESSAGE);
  const body = text.trim();
  await repo.updateReplyBody(db, id, body, at);
  return toReply({ ...row, body, editedAt: at }, author, await mentionedMembers(db, [body]), false);
}

/** Deletes the author's reply (its notifications go with it). Throws 404 for unknown or someone else's. */
export async function deleteReply(
  db: Database,
  authorId: number,
  id: number,
): Promise<{ deleted: true; id: number }> {
  if (!(await repo.deleteOwnReply(db, id, authorId))) throw notFound('Reply not found.');
  return { deleted: true, id };
}
