/**
 * Request rules (spec 000 §5 and §7): per-type validation on create, the feed page with its
 * `{data, pagination}` shape, and the detail view. A feed page costs at most 3 queries: the page
 * with authors, the page's genres, and the viewer's "already responded" flags.
 */
import { followOwnRequest } from '../notifications/index';
import { MAX_TEXT_LENGTH, type FeedSort } from '../../../common/constants';
import { foldForSearch } from '../../../common/text';
import { cachedRankingCte, invalidateMagicRankings, magicCacheKey, storeRankingCte, type Ranking } from '../feed/magic-cache';
import { compareMagicForViewer, magicScore, type MagicSortReason } from '../feed/magic-score';
import type { CreateRequestBody, FeedPage, GenreRef, PublicUser, RequestItem } from '../../../common/schemas';
import { MESSAGES, validateTextRequest } from '../../../common/validation';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-errors';
import * as repo from './requests.repository';
import { requestIdsUpvotedBy } from '../upvotes/upvotes.service';
import { enqueueGenreDetection } from '../genre-detection/genre-detection.queue';
import { blocks } from '../moderation/index';

export function toRequestItem(row: repo.RequestRow, author: PublicUser, genres: GenreRef[], userHasResponded: boolean): RequestItem {
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

/** The folded text feed search matches against: content plus the song's name and artist. */
export function requestSearchText(row: Pick<repo.NewRequestRow, 'content' | 'songData'>): string {
  return foldForSearch([row.content, row.songData?.name, row.songData?.artist].filter(Boolean).join(' '));
}

export async function createRequest(db: Database, userId: number, body: CreateRequestBody, author: PublicUser) {
  const values = buildNewRequest(userId, body);
  // The asker follows their own request from the start (issue 14: they hear of every answer).
  const row = await db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const inserted = await repo.insertRequest(tx, { ...values, searchText: requestSearchText(values) });
    await followOwnRequest(tx, userId, inserted.id);
    return inserted;
  });
  await enqueueGenreDetection(db, 'request', row.id);
  // The author's MAGIC page 1 must show their new request at once.
  await invalidateMagicRankings(db, userId);
  return toRequestItem(row, author, [], false);
}

/**
 * The viewer's MAGIC ranking computed afresh (docs/decisions/006-magic-score.md): one query for
 * the bounded candidate set with everything the score needs, including the viewer's own answers.
 */
async function rankMagic(db: Database, viewerId: number, filter: repo.FeedFilter, query: FeedQuery): Promise<Ranking> {
  const now = query.at ?? new Date();
  const candidates = await repo.listMagicCandidates(db, viewerId, filter);
  // Issue 15: the viewer's own answers do not lift a request in their own ranking (they would
  // put what you already answered on top), and answered requests follow unanswered ones of equal
  // score. docs/decisions/006-magic-score.md.
  const items = candidates
    .map((c) => ({
      id: c.request.id,
      createdAt: c.request.createdAt,
      answered: c.ownResponses > 0,
      reason: magicScore({ ...c.request, ...c, responses: Math.max(0, c.request.responses - c.ownResponses) }, now),
    }))
    .sort(compareMagicForViewer)
    .map(({ id, reason, answered }) => ({ id, reason, answered }));
  return { snapshot: query.snapshot ?? candidates[0]?.snapshot ?? 0, at: now, items };
}

/**
 * One MAGIC page: from the shared ranking cache when fresh (page 1 within 10 s, later pages under
 * page 1's snapshot within 30 s; one statement), else ranked afresh and stored in the same
 * statement that reads the page (two statements in all).
 */
async function magicPage(db: Database, viewerId: number, filter: repo.FeedFilter, query: FeedQuery, offset: number) {
  const key = magicCacheKey(filter.search, filter.genreId, filter.unanswered);
  const count = query.limit + 1;
  const cached = await repo.listMagicPage(db, cachedRankingCte(viewerId, key, query.snapshot, offset, count));
  if (cached.ranking) return { ...cached, ranking: cached.ranking, reasons: null };
  // Concurrent misses of one member in this instance (several tabs, a burst of page loads) wait
  // for one ranking instead of each running the candidate query and upserting the same row.
  const flightKey = `${viewerId}|${key}|${query.snapshot ?? ''}`;
  const leading = rankingsInFlight.get(flightKey);
  if (leading) {
    await leading;
    const page = await repo.listMagicPage(db, cachedRankingCte(viewerId, key, query.snapshot, offset, count));
    if (page.ranking) return { ...page, ranking: page.ranking, reasons: null };
    // Dropped meanwhile (the member wrote), or the leader failed: rank afresh.
    return storeAndRead(db, viewerId, key, await rankMagic(db, viewerId, filter, query), offset, count);
  }
  const flight = (async () => storeAndRead(db, viewerId, key, await rankMagic(db, viewerId, filter, query), offset, count))();
  // Followers only wait for the leader to finish; its error is the leader's to report.
  rankingsInFlight.set(
    flightKey,
    flight.then(
      () => undefined,
      () => undefined,
    ),
  );
  try {
    return await flight;
  } finally {
    rankingsInFlight.delete(flightKey);
  }
}

/** Rankings being computed and stored in this process, by member, filter and snapshot. */
const rankingsInFlight = new Map<string, Promise<void>>();

/** Stores a fresh ranking and reads one page of it, in one statement. */
async function storeAndRead(db: Database, viewerId: number, key: string, ranking: Ranking, offset: number, count: number) {
  const page = await repo.listMagicPage(db, storeRankingCte(viewerId, key, ranking, offset, count));
  return { rows: page.rows, ranking: { snapshot: ranking.snapshot, total: ranking.items.length }, reasons: ranking.items.slice(offset, offset + count) };
}

/** A feed query after validation (spec 000 §7 "Feed and lists"; search, genre and snapshot are ours). */
export interface FeedQuery {
  page: number;
  limit: number;
  sort: FeedSort;
  authorId?: number | undefined;
  /** Raw search text; folded here. */
  search?: string | undefined;
  genreId?: number | undefined;
  /** Newest id the client saw on page 1; later pages ignore newer requests. */
  snapshot?: number | undefined;
  /** The time MAGIC scores are computed at (page 1's), so pages rank consistently. */
  at?: Date | undefined;
  /** Only requests with no responses yet. */
  unanswered?: boolean | undefined;
}

/**
 * One page of the feed in any sort (spec 000 §2: recent, responses, upvotes, magic). RECENT,
 * POPULAR and upvotes cost one query (the page with authors, genres, the viewer's "already
 * responded" flags and the snapshot id); MAGIC one when its shared ranking is cached, else three
 * (the cache miss, the candidates, then storing the ranking and reading the page in one).
 */
export async function listFeed(db: Database, viewerId: number, query: FeedQuery): Promise<FeedPage> {
  const filter: repo.FeedFilter = {
    authorId: query.authorId,
    genreId: query.genreId,
    search: query.search ? foldForSearch(query.search) : undefined,
    snapshotId: query.snapshot,
    unanswered: query.unanswered,
    viewerId,
  };
  let snapshot: number;
  const offset = (query.page - 1) * query.limit;
  let hasMore: boolean;
  let pageRows: { request: repo.RequestRow; author: PublicUser; reason?: MagicSortReason }[];
  let genreMap: Map<number, GenreRef[]>;
  let responded: Set<number>;

  if (query.sort === 'magic') {
    const page = await magicPage(db, viewerId, filter, query, offset);
    snapshot = page.ranking.snapshot;
    hasMore = page.ranking.total > offset + query.limit;
    const rows = page.rows.filter((r) => r.position <= query.limit);
    pageRows = rows.map((r) => ({ request: r.request, author: r.author, reason: r.reason ?? page.reasons![r.position - 1]!.reason }));
    genreMap = new Map(rows.map((r) => [r.request.id, r.genres]));
    // The ranking knows the viewer's answered requests (dropped with it on their writes).
    responded = new Set(rows.filter((r) => r.answered).map((r) => r.request.id));
  } else {
    const rows = await repo.listRequestPage(db, query.sort, filter, offset, query.limit, viewerId);
    snapshot = query.snapshot ?? rows[0]?.snapshot ?? 0;
    hasMore = rows.length > query.limit;
    pageRows = rows.slice(0, query.limit);
    genreMap = new Map(rows.map((r) => [r.request.id, r.genres]));
    responded = new Set(rows.filter((r) => r.responded).map((r) => r.request.id));
  }

  return {
    data: pageRows.map((r) => {
      const item = toRequestItem(r.request, r.author, genreMap.get(r.request.id) ?? [], responded.has(r.request.id));
      return r.reason ? { ...item, magicSortReason: r.reason } : item;
    }),
    pagination: { page: query.page, hasMore, snapshot },
  };
}

/**
 * One request with its genres and the viewer's flag. Throws 404, also for a request staff hid
 * after a report, unless the viewer is staff (they see it with `hidden: true`).
 */
export async function getRequest(db: Database, viewerId: number, id: number, viewerIsStaff = false): Promise<RequestItem> {
  const found = await repo.findRequestWithAuthor(db, id);
  if (!found || (found.request.hiddenAt && !viewerIsStaff) || (found.author.id !== viewerId && (await blocks(db, viewerId, found.author.id))))
    throw notFound('Request not found.');
  const [genreMap, responded, upvoted] = await Promise.all([
    repo.genresByRequest(db, [id]),
    repo.requestIdsRespondedBy(db, viewerId, [id]),
    requestIdsUpvotedBy(db, viewerId, [id]),
  ]);
  return { ...toRequestItem(found.request, found.author, genreMap.get(id) ?? [], responded.has(id)), viewerHasUpvoted: upvoted.has(id) };
}

/** The author of request `id`, or null when there is none; the responses module checks blocks with it. */
export function requestAuthorId(db: Database, id: number): Promise<number | null> {
  return repo.requestAuthorId(db, id);
}

/** True when request `id` exists; other modules check requests through here. */
export function requestExists(db: Database, id: number): Promise<boolean> {
  return repo.requestExists(db, id);
}
