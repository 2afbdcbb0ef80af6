/**
 * Co-sign rules (docs/decisions/017-co-signs-and-verdicts.md). A member who would
 * recommend a song already recommended on a request seconds the existing answer instead: one
 * transaction upvotes the answer (if not yet upvoted) and stores the co-sign with its optional
 * comment. One co-sign per member and answer (409 `already_cosigned`); nobody co-signs their own
 * answer (403 `own_response`); a member blocked by the asker or the recommender cannot co-sign
 * (403 `forbidden`); unknown and hidden answers 404. The 409 of spec 000 §7 on
 * POST /api/requests/{id}/responses is unchanged: co-signing is a separate, explicit call.
 */
import type { PublicUser } from '../../../common/schemas';
import type { CosignResult } from '../../../common/schemas/cosigns-and-verdicts';
import type { Database } from '../../db/client';
import { HttpError, conflict, forbidden, notFound } from '../../lib/http-errors';
import { BLOCKED_COSIGN_MESSAGE } from '../../../common/moderation-text';
import { writeResponseUpvote } from '../upvotes/upvotes.service';
import * as repo from './cosigns.repository';
import { findThread } from '../replies/index';
import { notifyAnswerEvent, withdrawAnswerEvent, writeAndNotify } from '../notifications/index';

/** Co-signs answer `responseId` as `member`. Throws 404, 403 `own_response`, 409 `already_cosigned`. */
export async function cosignResponse(
  db: Database,
  member: PublicUser,
  responseId: number,
  comment: string | null | undefined,
): Promise<CosignResult> {
  const { result } = await writeAndNotify(db, async (tx) => {
    const target = await findThread(tx, responseId, member.id);
    // An answer staff hid is gone for members, like on the request page (decision 018).
    if (!target || target.hidden) throw notFound('Recommendation not found.');
    if (target.userId === member.id)
      throw new HttpError(403, 'own_response', 'You recommended this song yourself.');
    // A member blocked by the asker or by the recommender cannot co-sign there, as they cannot
    // answer the asker's requests (decision 018 "Block").
    if (target.blocked) throw forbidden(BLOCKED_COSIGN_MESSAGE);
    const inserted = await repo.insertCosignCounted(tx, {
      responseId,
      userId: member.id,
      comment: comment?.trim() || null,
    });
    if (!inserted) throw conflict('You already co-signed this recommendation.', 'already_cosigned');
    // One co-sign, one notification: the upvote it implies tells nobody on its own.
    const upvote = await writeResponseUpvote(tx, member.id, responseId, true, { notify: false });
    const cosigned = await notifyAnswerEvent(tx, 'response_cosigned', member.id, responseId);
    const result: CosignResult = {
      cosign: {
        id: inserted.row.id,
        user: { id: member.id, displayName: member.displayName, slug: member.slug ?? null },
        comment: inserted.row.comment,
        createdAt: inserted.row.createdAt.toISOString(),
      },
      upvoted: true as const,
      upvotes: upvote.upvotes,
      cosigns: inserted.cosigns,
    };
    return { result, pushes: [...upvote.pushes, ...cosigned] };
  });
  return result;
}

/**
 * Withdraws the member's co-sign (its upvote stays: un-upvoting is its own action). Throws 404
 * when the member has no co-sign on that answer.
 */
export async function withdrawCosign(
  db: Database,
  memberId: number,
  responseId: number,
): Promise<{ cosigned: false }> {
  const { removed } = await writeAndNotify(db, async (tx) => {
    const deleted = await repo.deleteCosignCounted(tx, responseId, memberId);
    // Undo means undo (decision 045): the recommender's unread "co-signed" notification goes too.
    if (!deleted) return { removed: deleted, pushes: [] };
    return {
      removed: deleted,
      pushes: await withdrawAnswerEvent(tx, 'response_cosigned', memberId, responseId),
    };
  });
  if (!removed) throw notFound('You have not co-signed this recommendation.');
  return { cosigned: false };
}
