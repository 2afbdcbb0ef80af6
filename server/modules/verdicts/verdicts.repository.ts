/** Drizzle queries of the asker's verdicts: a column pair on `responses`. */
import { and, count, desc, eq, like, not, sql } from 'drizzle-orm';
import type { ResponseVerdict } from '../../../common/schemas/cosigns-and-verdicts';
import type { Database } from '../../db/client';
import { genres, requests, responseGenres, responses } from '../../db/schema/index';
import { HIDDEN_GENRES_LIKE } from '../../lib/sql';

/** The answer and the author of its request; undefined when there is no such answer. */
export async function findAnswerWithAsker(db: Database, responseId: number) {
  const rows = await db
    .select({ id: responses.id, askerId: requests.userId })
    .from(responses)
    .innerJoin(requests, eq(requests.id, responses.requestId))
    .where(eq(responses.id, responseId));
  return rows[0];
}

/** Sets (or clears, with null) the verdict of an answer. */
export async function setVerdict(
  db: Database,
  responseId: number,
  verdict: ResponseVerdict | null,
): Promise<void> {
  await db
    .update(responses)
    .set({ verdict, verdictAt: verdict ? sql`now()` : null })
    .where(eq(responses.id, responseId));
}

/**
 * How many of a member's answers were loved, and per genre of those answers (at most `limit`
 * genres, most loved first). Index responses_user_loved_idx (partial, verdict = 'loved').
 */
export async function lovedByGenre(db: Database, userId: number, limit = 10) {
  const loved = and(eq(responses.userId, userId), eq(responses.verdict, 'loved'));
  const [total] = await db.select({ n: count() }).from(responses).where(loved);
  const perGenre = await db
    .select({ id: genres.id, name: genres.name, loved: count() })
    .from(responses)
    .innerJoin(responseGenres, eq(responseGenres.responseId, responses.id))
    .innerJoin(genres, eq(genres.id, responseGenres.genreId))
    .where(and(loved, not(like(genres.name, HIDDEN_GENRES_LIKE))))
    .groupBy(genres.id, genres.name)
    .orderBy(desc(count()), genres.name)
    .limit(limit);
  return {
    loved: Number(total?.n ?? 0),
    genres: perGenre.map((g) => ({ ...g, loved: Number(g.loved) })),
  };
}
