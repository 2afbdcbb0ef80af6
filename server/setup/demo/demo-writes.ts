/**
 * Writes a planned demo community (demo-plan.ts) inside the caller's transaction: members and
 * their genres, requests, answers, reactions and feedback in batches of 500 rows, then every
 * counter set from the rows it counts.
 */
import { sql } from 'drizzle-orm';
import { fallbackHandleBase, handleBaseOf } from '../../lib/member-handles';
import { nameSkeletonColumns } from '../../modules/auth/index';
import type { songRowToSongData } from '../../providers/songs/catalog-provider';
import { requestSearchText } from '../../modules/requests/requests.service';
import type { Database } from '../../db/client';
import {
  feedback,
  requestGenres,
  requests,
  responseGenres,
  responsePlays,
  responses,
  savedSongs,
  upvotedRequests,
  upvotedResponses,
  userGenres,
  users,
} from '../../db/schema/index';
import type { DemoPlan, PlannedReaction } from './demo-plan';

/** A catalogue song as answers store it, by video id. */
export type SongDataByVideoId = Map<string, ReturnType<typeof songRowToSongData>>;

const BATCH = 500;

async function insertAll<T extends Record<string, unknown>>(
  db: Database,
  table: Parameters<Database['insert']>[0],
  rows: T[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH)
    await db.insert(table).values(rows.slice(i, i + BATCH) as never);
}

/** Inserts `values` in batches and returns the new ids in order. */
async function insertReturningIds<V extends Record<string, unknown>>(
  tx: Database,
  table: typeof requests | typeof responses,
  values: V[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < values.length; i += BATCH) {
    const rows = await tx
      .insert(table)
      .values(values.slice(i, i + BATCH) as never)
      .returning({ id: table.id });
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

/** Members with unique slugs and verified addresses (demo mail goes nowhere, so staff keep the role), and their genres. */
async function writeMembers(tx: Database, plan: DemoPlan, passwordHash: string): Promise<number[]> {
  const slugs = new Set<string>();
  const memberRows = await tx
    .insert(users)
    .values(
      plan.members.map((m) => {
        const base = handleBaseOf(m.displayName) ?? fallbackHandleBase();
        let slug = base;
        for (let n = 2; slugs.has(slug); n++) slug = `${base}-${n}`;
        slugs.add(slug);
        return {
          displayName: m.displayName,
          ...nameSkeletonColumns(m.displayName),
          email: m.email,
          slug,
          password: passwordHash,
          role: m.role,
          createdAt: m.createdAt,
          emailVerifiedAt: m.createdAt,
        };
      }),
    )
    .returning({ id: users.id });
  const ids = memberRows.map((r) => r.id);
  await insertAll(
    tx,
    userGenres,
    plan.members.flatMap((m, i) =>
      m.genreIds.map((genreId, position) => ({
        userId: ids[i]!,
        genreId,
        position,
        createdAt: m.createdAt,
      })),
    ),
  );
  return ids;
}

/** Requests (with their search text and automatic genre tags); returns their ids in plan order. */
async function writeRequests(
  tx: Database,
  plan: DemoPlan,
  memberIds: number[],
  songData: SongDataByVideoId,
  gifUrls: string[],
): Promise<number[]> {
  const ids = await insertReturningIds(
    tx,
    requests,
    plan.requests.map((r) => {
      const song = r.song ? songData.get(r.song.videoId)! : null;
      const row = {
        userId: memberIds[r.author]!,
        type: r.type,
        content: r.content,
        gifUrl: r.gif === null ? null : gifUrls[r.gif]!,
        songId: song?.id ?? null,
        songData: song,
        createdAt: r.createdAt,
      };
      return { ...row, searchText: requestSearchText(row) };
    }),
  );
  await insertAll(
    tx,
    requestGenres,
    plan.requests.flatMap((r, i) =>
      r.genreIds.map((genreId) => ({ requestId: ids[i]!, genreId, automatic: true })),
    ),
  );
  return ids;
}

/** Answers (with their automatic genre tags); returns their ids in plan order. */
async function writeResponses(
  tx: Database,
  plan: DemoPlan,
  memberIds: number[],
  requestIds: number[],
  songData: SongDataByVideoId,
): Promise<number[]> {
  const ids = await insertReturningIds(
    tx,
    responses,
    plan.responses.map((r) => {
      const song = songData.get(r.song.videoId)!;
      return {
        requestId: requestIds[r.request]!,
        userId: memberIds[r.author]!,
        songId: song.id,
        songData: song,
        comment: r.comment || null,
        createdAt: r.createdAt,
      };
    }),
  );
  await insertAll(
    tx,
    responseGenres,
    plan.responses.flatMap((r, i) =>
      r.genreIds.map((genreId) => ({ responseId: ids[i]!, genreId, automatic: true })),
    ),
  );
  return ids;
}

/** Upvotes, saves, plays and feedback. */
async function writeReactions(
  tx: Database,
  plan: DemoPlan,
  ids: { members: number[]; requests: number[]; responses: number[] },
): Promise<void> {
  const reaction = (r: PlannedReaction) => ({
    userId: ids.members[r.member]!,
    createdAt: r.createdAt,
  });
  const onResponse = (r: PlannedReaction) => ({
    ...reaction(r),
    responseId: ids.responses[r.target]!,
  });
  await insertAll(
    tx,
    upvotedRequests,
    plan.requestUpvotes.map((r) => ({ ...reaction(r), requestId: ids.requests[r.target]! })),
  );
  await insertAll(tx, upvotedResponses, plan.responseUpvotes.map(onResponse));
  await insertAll(
    tx,
    savedSongs,
    plan.saves.map((r) => ({
      ...onResponse(r),
      requestId: ids.requests[plan.responses[r.target]!.request]!,
    })),
  );
  await insertAll(tx, responsePlays, plan.plays.map(onResponse));
  await insertAll(
    tx,
    feedback,
    plan.feedback.map((f) => ({
      userId: ids.members[f.member]!,
      type: f.type,
      comment: f.comment,
      status: f.status,
      screen: '/',
      createdAt: f.createdAt,
    })),
  );
}

/**
 * Writes `plan` with every account's password set to `passwordHash`; `gifUrls` are indexed by the
 * plan's gif numbers. Run inside a transaction: counters are set once at the end from the rows they
 * count, so a counter always equals its rows.
 */
export async function writeDemoPlan(
  tx: Database,
  plan: DemoPlan,
  passwordHash: string,
  songData: SongDataByVideoId,
  gifUrls: string[],
): Promise<void> {
  const members = await writeMembers(tx, plan, passwordHash);
  const requestIds = await writeRequests(tx, plan, members, songData, gifUrls);
  const responseIds = await writeResponses(tx, plan, members, requestIds, songData);
  await writeReactions(tx, plan, { members, requests: requestIds, responses: responseIds });
  await tx.execute(sql`update requests r set
      responses = (select count(*) from responses x where x.request_id = r.id),
      upvotes = (select count(*) from upvoted_requests v where v.request_id = r.id)`);
  await tx.execute(sql`update responses x set
      upvotes = (select count(*) from upvoted_responses v where v.response_id = x.id),
      saves = (select count(*) from saved_songs s where s.response_id = x.id),
      plays = (select count(*) from response_plays p where p.response_id = x.id)`);
}
