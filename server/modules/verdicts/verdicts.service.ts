/**
 * The asker's verdict on each answer (docs/decisions/017-co-signs-and-verdicts.md):
 * "Loved it", "New to me", "Already knew it" or "Not for me", one per answer, changeable and
 * removable, set only by the author of the request (403 `not_the_asker`); unknown answers 404.
 * Also the profile's "taste" block: taste match with the viewer and loved answers per genre.
 */
import type {
  LovedByGenre,
  ResponseVerdict,
  TasteMatch,
  VerdictResult,
} from '../../../common/schemas/cosigns-and-verdicts';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-errors';
import { favouriteGenreCountSql, sharedGenresSql, toTasteMatch } from '../profiles/index';
import { sql } from 'drizzle-orm';
import { memberExists } from '../profiles/profiles.service';
import * as repo from './verdicts.repository';
import { notifyAnswerEvent, withdrawAnswerEvent, writeAndNotify } from '../notifications/index';
import { rowsOf } from '../../lib/sql';

/** Sets (verdict) or removes (null) the asker's verdict. Throws 404, 403 `not_the_asker`. */
export async function rateAnswer(
  db: Database,
  askerId: number,
  responseId: number,
  verdict: ResponseVerdict | null,
): Promise<VerdictResult> {
  const answer = await repo.findAnswerWithAsker(db, responseId);
  if (!answer) throw notFound('Recommendation not found.');
  if (answer.askerId !== askerId)
    throw new HttpError(
      403,
      'not_the_asker',
      'Only the member who asked can rate the answers to this request.',
    );
  await writeAndNotify(db, async (tx) => {
    await repo.setVerdict(tx, responseId, verdict);
    // Removing the verdict withdraws its unread notification (decision 045); changing it keeps it.
    const pushes = verdict
      ? await notifyAnswerEvent(tx, 'response_rated', askerId, responseId)
      : await withdrawAnswerEvent(tx, 'response_rated', askerId, responseId);
    return { pushes };
  });
  return { responseId, verdict };
}

/**
 * A member's taste as another member sees it: the taste match with the viewer (null for oneself
 * or a viewer without favourite genres) and how many of the member's answers were loved, per
 * genre. Throws 404 for an unknown member.
 */
export async function tasteOf(
  db: Database,
  viewerId: number,
  userId: number,
): Promise<{ tasteMatch: TasteMatch; loved: LovedByGenre }> {
  if (!(await memberExists(db, userId))) throw notFound('Member not found.');
  const result = await db.execute(
    sql`select ${sharedGenresSql(viewerId, userId)} as shared, ${favouriteGenreCountSql(viewerId)} as "of"`,
  );
  const row = rowsOf<{ shared: number; of: number }>(result)[0]!;
  return {
    tasteMatch: toTasteMatch(row.shared, row.of, viewerId === userId),
    loved: await repo.lovedByGenre(db, userId),
  };
}
