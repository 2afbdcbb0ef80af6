/**
 * Queries of "Your data": the member's rows for the export, and the account deletion
 * that keeps every counter equal to the rows it counts.
 */
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { NOTIFICATION_TYPES } from '../../../common/notification-text';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import {
  blocks,
  feedback,
  genreWatches,
  genres,
  emailDigests,
  notificationMutes,
  notificationPushMutes,
  pushSubscriptions,
  reports,
  requestFollows,
  requests,
  responseCosigns,
  responsePlays,
  responseReplies,
  responses,
  savedSongs,
  upvotedRequests,
  upvotedResponses,
  userGenres,
  users,
} from '../../db/schema/index';
import { memberAccountColumns } from '../auth/index';

import { DELETED_ACCOUNT } from './deleted-account';
import { nameSkeletonColumns } from '../auth/index';

export { DELETED_ACCOUNT };

/** `columns` of the member's rows of `table` (one with `id` and `user_id`), oldest first: an export section. */
function ownRows<S extends SelectedFields>(
  table: PgTable & { id: PgColumn; userId: PgColumn },
  columns: S,
) {
  return (db: Database, userId: number): Promise<SelectResultFields<S>[]> =>
    db
      .select(columns)
      .from(table)
      .where(eq(table.userId, userId))
      .orderBy(asc(table.id)) as Promise<SelectResultFields<S>[]>;
}

/** Export sections in order: each is one query returning plain rows. */
export const exportSections = {
  profile: (db: Database, userId: number) =>
    db
      .select({
        ...memberAccountColumns,
        createdAt: users.createdAt,
        emailVerifiedAt: users.emailVerifiedAt,
      })
      .from(users)
      .where(eq(users.id, userId)),
  genres: (db: Database, userId: number) =>
    db
      .select({ id: genres.id, name: genres.name })
      .from(userGenres)
      .innerJoin(genres, eq(genres.id, userGenres.genreId))
      .where(eq(userGenres.userId, userId))
      .orderBy(asc(genres.name)),
  requests: ownRows(requests, {
    id: requests.id,
    type: requests.type,
    content: requests.content,
    gifUrl: requests.gifUrl,
    songId: requests.songId,
    upvotes: requests.upvotes,
    responses: requests.responses,
    createdAt: requests.createdAt,
  }),
  responses: ownRows(responses, {
    id: responses.id,
    requestId: responses.requestId,
    songId: responses.songId,
    songData: responses.songData,
    comment: responses.comment,
    upvotes: responses.upvotes,
    saves: responses.saves,
    plays: responses.plays,
    createdAt: responses.createdAt,
  }),
  upvotedRequests: ownRows(upvotedRequests, {
    requestId: upvotedRequests.requestId,
    createdAt: upvotedRequests.createdAt,
  }),
  upvotedResponses: ownRows(upvotedResponses, {
    responseId: upvotedResponses.responseId,
    createdAt: upvotedResponses.createdAt,
  }),
  saves: ownRows(savedSongs, {
    responseId: savedSongs.responseId,
    requestId: savedSongs.requestId,
    createdAt: savedSongs.createdAt,
  }),
  plays: ownRows(responsePlays, {
    responseId: responsePlays.responseId,
    playedAt: responsePlays.createdAt,
  }),
  feedback: ownRows(feedback, {
    id: feedback.id,
    type: feedback.type,
    comment: feedback.comment,
    createdAt: feedback.createdAt,
  }),
  // Everything else a member wrote or chose, as /privacy promises.
  cosigns: ownRows(responseCosigns, {
    responseId: responseCosigns.responseId,
    comment: responseCosigns.comment,
    createdAt: responseCosigns.createdAt,
  }),
  // The member's replies under answers.
  replies: ownRows(responseReplies, {
    id: responseReplies.id,
    responseId: responseReplies.responseId,
    body: responseReplies.body,
    createdAt: responseReplies.createdAt,
    editedAt: responseReplies.editedAt,
  }),
  verdicts: (db: Database, userId: number) =>
    db
      .select({
        responseId: responses.id,
        requestId: responses.requestId,
        verdict: responses.verdict,
        verdictAt: responses.verdictAt,
      })
      .from(responses)
      .innerJoin(requests, eq(requests.id, responses.requestId))
      .where(and(eq(requests.userId, userId), isNotNull(responses.verdict)))
      .orderBy(asc(responses.id)),
  follows: (db: Database, userId: number) =>
    db
      .select({ requestId: requestFollows.requestId, createdAt: requestFollows.createdAt })
      .from(requestFollows)
      .where(eq(requestFollows.userId, userId))
      .orderBy(asc(requestFollows.createdAt), asc(requestFollows.requestId)),
  // The blocked member's id only: their name or address is their data, not the blocker's.
  blocks: (db: Database, userId: number) =>
    db
      .select({ blockedUserId: blocks.blockedId, createdAt: blocks.createdAt })
      .from(blocks)
      .where(eq(blocks.blockerId, userId))
      .orderBy(asc(blocks.createdAt), asc(blocks.blockedId)),
  // The member's own reports; which staff member closed one is staff data and stays out.
  reports: ownReports,
  watchedGenres: (db: Database, userId: number) =>
    db
      .select({ id: genres.id, name: genres.name, createdAt: genreWatches.createdAt })
      .from(genreWatches)
      .innerJoin(genres, eq(genres.id, genreWatches.genreId))
      .where(eq(genreWatches.userId, userId))
      .orderBy(asc(genres.name)),
  notificationSettings: async (db: Database, userId: number) => {
    const muted = await db
      .select({ type: notificationMutes.type })
      .from(notificationMutes)
      .where(eq(notificationMutes.userId, userId));
    const off = new Set(muted.map((m) => m.type));
    return NOTIFICATION_TYPES.map((type) => ({ type, enabled: !off.has(type) }));
  },
  // The browsers subscribed to pushes (their endpoints; the encryption keys are the browser's), push settings, the digest.
  pushSubscriptions: (db: Database, userId: number) =>
    db
      .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id)),
  pushSettings: async (db: Database, userId: number) => {
    const muted = await db
      .select({ type: notificationPushMutes.type })
      .from(notificationPushMutes)
      .where(eq(notificationPushMutes.userId, userId));
    const off = new Set(muted.map((m) => m.type));
    return NOTIFICATION_TYPES.map((type) => ({ type, enabled: !off.has(type) }));
  },
  emailDigest: (db: Database, userId: number) =>
    db
      .select({
        frequency: emailDigests.frequency,
        nextDueAt: emailDigests.nextDueAt,
        lastSentAt: emailDigests.lastSentAt,
      })
      .from(emailDigests)
      .where(eq(emailDigests.userId, userId)),
};

/** The reports the member filed, oldest first (reporter_id is theirs; the table has no user_id). */
function ownReports(db: Database, userId: number) {
  return db
    .select({
      id: reports.id,
      targetType: reports.targetType,
      targetId: reports.targetId,
      reason: reports.reason,
      note: reports.note,
      status: reports.status,
      createdAt: reports.createdAt,
      resolvedAt: reports.resolvedAt,
    })
    .from(reports)
    .where(eq(reports.reporterId, userId))
    .orderBy(asc(reports.id));
}

/** The placeholder's id, created on first use (race-safe through the unique e-mail). */
async function deletedAccountId(tx: Database): Promise<number> {
  await tx
    .insert(users)
    // '!' is no PHC string: no password ever verifies against it.
    .values({
      ...DELETED_ACCOUNT,
      ...nameSkeletonColumns(DELETED_ACCOUNT.displayName),
      password: '!',
      role: 'member',
    })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DELETED_ACCOUNT.email));
  return row!.id;
}

/**
 * Deletes an account in one transaction: its upvotes, saves, co-signs and plays go and their counters drop
 * by as many; its requests and answers are credited to "Deleted account", or removed (with the
 * `responses` counters of other members' requests adjusted) when `removeContent`. Feedback keeps
 * its text (user_id set null by the foreign key); sessions, tokens, genres and replies (
 * like co-signs, the member's words under others' answers) cascade.
 */
export async function deleteAccount(
  db: Database,
  userId: number,
  removeContent: boolean,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.execute(
      sql`update requests r set upvotes = r.upvotes - 1 from upvoted_requests u where u.request_id = r.id and u.user_id = ${userId}`,
    );
    await tx.execute(
      sql`update responses s set upvotes = s.upvotes - 1 from upvoted_responses u where u.response_id = s.id and u.user_id = ${userId}`,
    );
    await tx.execute(
      sql`update responses s set saves = s.saves - 1 from saved_songs v where v.response_id = s.id and v.user_id = ${userId}`,
    );
    // A co-sign is the member's words under someone else's answer: it goes with the account.
    await tx.execute(
      sql`update responses s set cosigns = s.cosigns - 1 from response_cosigns c where c.response_id = s.id and c.user_id = ${userId}`,
    );
    await tx.execute(
      sql`update responses s set plays = s.plays - c.n from (select response_id, count(*)::int as n from response_plays where user_id = ${userId} group by response_id) c where c.response_id = s.id`,
    );
    await tx.delete(upvotedRequests).where(eq(upvotedRequests.userId, userId));
    await tx.delete(upvotedResponses).where(eq(upvotedResponses.userId, userId));
    await tx.delete(savedSongs).where(eq(savedSongs.userId, userId));
    await tx.delete(responseCosigns).where(eq(responseCosigns.userId, userId));
    await tx.delete(responsePlays).where(eq(responsePlays.userId, userId));
    if (removeContent) {
      await tx.execute(
        sql`update requests r set responses = r.responses - c.n from (select request_id, count(*)::int as n from responses where user_id = ${userId} and hidden_at is null group by request_id) c where c.request_id = r.id and r.user_id <> ${userId}`,
      );
      await tx.delete(responses).where(eq(responses.userId, userId));
      await tx.delete(requests).where(eq(requests.userId, userId));
    } else {
      const placeholder = await deletedAccountId(tx);
      await tx.update(requests).set({ userId: placeholder }).where(eq(requests.userId, userId));
      await tx.update(responses).set({ userId: placeholder }).where(eq(responses.userId, userId));
    }
    await tx.delete(users).where(eq(users.id, userId));
  });
}
