/**
 * The feed (spec 000 §2 "Home feed", §3 magicSortReason, §7): one page of requests in any sort —
 * RECENT, POPULAR (responses), upvotes, Top (stored-page.ts, decision 050), and MAGIC over the
 * per-viewer ranking cached for every instance (magic-cache.ts; the score in magic-score.ts;
 * docs/decisions/006 and 009); and the member's last-visit mark of RECENT (decision 050).
 */
import type { FeedSort, TopWindow } from '../../../common/constants';
import { foldForSearch } from '../../../common/text';
import type { FeedPage } from '../../../common/schemas';
import type { Database } from '../../db/client';
import { toRequestItem } from '../requests/requests.service';
import { cachedRankingValues, magicCacheKey, storeRankingCte, type Ranking } from './magic-cache';
import { compareMagicForViewer, magicScore, OWN_REQUEST_SHOWN_MS } from './magic-score';
import type { FeedFilter } from './feed-filter';
import type { PageRow } from './feed-page-columns';
import * as magicRepo from './magic.repository';
import { viewerPageState } from './viewer-page-state';
import { storedFeedPage, type ReadPage } from './stored-page';
import { advanceFeedSeen } from './last-visit.repository';

/**
 * The viewer's MAGIC ranking computed afresh (docs/decisions/006-magic-score.md): one query for
 * the bounded candidate set with everything the score needs, including the viewer's own answers.
 */
async function rankMagic(
  db: Database,
  viewerId: number,
  filter: FeedFilter,
  query: FeedQuery,
): Promise<Ranking> {
  const now = query.at ?? new Date();
  const candidates = await magicRepo.listMagicCandidates(db, viewerId, filter);
  // The viewer's own answers do not lift a request in their own ranking (they would
  // put what you already answered on top), and answered requests follow unanswered ones of equal
  // score. docs/decisions/006-magic-score.md.
  const items = candidates
    .map((c) => ({
      id: c.request.id,
      createdAt: c.request.createdAt,
      answered: c.ownResponses > 0,
      reason: magicScore(
        {
          ...c.request,
          ...c,
          responses: Math.max(0, c.request.responses - c.ownResponses),
          justAskedByViewer:
            c.request.userId === viewerId &&
            now.getTime() - c.request.createdAt.getTime() < OWN_REQUEST_SHOWN_MS,
        },
        now,
      ),
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
async function magicPage(
  db: Database,
  viewerId: number,
  filter: FeedFilter,
  query: FeedQuery,
  offset: number,
) {
  const key = magicCacheKey(
    filter.search,
    filter.genreId,
    filter.unanswered,
    filter.followerId !== undefined,
  );
  const count = query.limit + 1;
  const flightKey = `${viewerId}|${key}|${query.snapshot ?? ''}`;
  const lookedUp = ++rankingEvents;
  const cachedPage = () =>
    magicRepo.listCachedMagicPage(
      db,
      query.snapshot !== undefined,
      cachedRankingValues(viewerId, key, query.snapshot, offset, count),
    );
  const cached = await cachedPage();
  if (cached.ranking) return { ...cached, ranking: cached.ranking, reasons: null };
  // Concurrent misses of one member in this instance (several tabs, a burst of page loads) wait
  // for one ranking instead of each running the candidate query and upserting the same row. A
  // miss whose lookup began before such a ranking was stored, but ended after its flight was
  // over, reads the cache again instead of ranking a second time.
  const leading =
    rankingsInFlight.get(flightKey) ??
    ((rankingsStored.get(flightKey) ?? 0) > lookedUp ? Promise.resolve() : undefined);
  if (leading) {
    await leading;
    const page = await cachedPage();
    if (page.ranking) return { ...page, ranking: page.ranking, reasons: null };
    // Dropped meanwhile (the member wrote), or the leader failed: rank afresh.
    return storeAndRead(
      db,
      viewerId,
      key,
      await rankMagic(db, viewerId, filter, query),
      offset,
      count,
    );
  }
  const flight = (async () =>
    storeAndRead(db, viewerId, key, await rankMagic(db, viewerId, filter, query), offset, count))();
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
    if (rankingsStored.size >= MAX_RANKINGS_REMEMBERED) rankingsStored.clear();
    rankingsStored.set(flightKey, ++rankingEvents);
    rankingsInFlight.delete(flightKey);
  }
}

/** Rankings being computed and stored in this process, by member, filter and snapshot. */
const rankingsInFlight = new Map<string, Promise<void>>();
/** Orders this process's cache lookups and stored rankings (a counter, not a clock). */
let rankingEvents = 0;
/** When (in `rankingEvents`) each flight key's last ranking was stored or failed in this process. */
const rankingsStored = new Map<string, number>();
/** Bounds `rankingsStored`: forgetting only costs a late miss a second ranking, as before. */
const MAX_RANKINGS_REMEMBERED = 10_000;

/** Stores a fresh ranking and reads one page of it, in one statement. */
async function storeAndRead(
  db: Database,
  viewerId: number,
  key: string,
  ranking: Ranking,
  offset: number,
  count: number,
) {
  const page = await magicRepo.listMagicPage(
    db,
    storeRankingCte(viewerId, key, ranking, offset, count),
  );
  return {
    rows: page.rows,
    ranking: { snapshot: ranking.snapshot, total: ranking.items.length },
    reasons: ranking.items.slice(offset, offset + count),
  };
}

/**
 * A MAGIC page, and in one more query the viewer's upvotes and the answers of members they block
 * (which leave the lists, so they leave the cards' counts too).
 */
async function magicFeedPage(
  db: Database,
  viewerId: number,
  filter: FeedFilter,
  query: FeedQuery,
  offset: number,
): Promise<ReadPage> {
  const page = await magicPage(db, viewerId, filter, query, offset);
  const rows = page.rows.filter((r) => r.position <= query.limit);
  // A request nobody upvoted or answered has nothing to read: a page of such rows costs no query.
  const state = await viewerPageState(
    db,
    viewerId,
    rows.filter((r) => r.request.upvotes > 0 || r.request.responses > 0).map((r) => r.request.id),
  );
  return {
    rows: rows.map((r) => {
      const blocked = state.blocked.get(r.request.id) ?? 0;
      const request = blocked
        ? { ...r.request, responses: Math.max(0, r.request.responses - blocked) }
        : r.request;
      return {
        request,
        author: r.author,
        reason: r.reason ?? page.reasons![r.position - 1]!.reason,
      };
    }),
    snapshot: page.ranking.snapshot,
    hasMore: page.ranking.total > offset + query.limit,
    genreMap: new Map(rows.map((r) => [r.request.id, r.genres])),
    // The ranking knows the viewer's answered requests (dropped with it on their writes).
    responded: new Set(rows.filter((r) => r.answered).map((r) => r.request.id)),
    upvoted: state.upvoted,
  };
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
  /** Only requests asked or answered by members the viewer follows. */
  following?: boolean | undefined;
  /** The Top sort's window, counted back from `at` (decision 050). */
  window?: TopWindow | undefined;
}

/**
 * One page of the feed in any sort (spec 000 §2: recent, responses, upvotes, magic; and Top,
 * decision 050). RECENT, POPULAR, upvotes and Top cost one query (the page with authors, genres, the viewer's "already
 * responded" flags and the snapshot id); MAGIC one when its shared ranking is cached, else three
 * (the cache miss, the candidates, then storing the ranking and reading the page in one).
 */
export async function listFeed(
  db: Database,
  viewerId: number,
  query: FeedQuery,
  /** The page's rows when the session hook already read them (plainFirstPageRows, decision 057). */
  readRows?: PageRow[],
): Promise<FeedPage> {
  const filter: FeedFilter = {
    authorId: query.authorId,
    genreId: query.genreId,
    search: query.search ? foldForSearch(query.search) : undefined,
    snapshotId: query.snapshot,
    unanswered: query.unanswered,
    viewerId,
    followerId: query.following ? viewerId : undefined,
  };
  const offset = (query.page - 1) * query.limit;
  const page =
    query.sort === 'magic'
      ? await magicFeedPage(db, viewerId, filter, query, offset)
      : await storedFeedPage(
          db,
          viewerId,
          filter,
          { ...query, sort: query.sort },
          offset,
          readRows,
        );
  const { snapshot, hasMore, genreMap, responded, upvoted } = page;
  // The divider's mark comes with page 1 of the home feed's RECENT order (decision 050).
  const lastVisit =
    query.sort === 'recent' && query.page === 1 && query.authorId === undefined
      ? { lastVisitAt: page.lastVisitAt?.toISOString() ?? null }
      : {};
  return {
    data: page.rows.map((r) => {
      const item = toRequestItem(
        r.request,
        r.author,
        genreMap.get(r.request.id) ?? [],
        responded.has(r.request.id),
      );
      const withViewer = { ...item, viewer: { upvoted: upvoted.has(r.request.id) } };
      return r.reason ? { ...withViewer, magicSortReason: r.reason } : withViewer;
    }),
    pagination: { page: query.page, hasMore, snapshot, ...lastVisit },
  };
}

/** Records that the member has seen RECENT up to a request asked at `seenAt` (decision 050). */
export async function recordFeedSeen(db: Database, userId: number, seenAt: Date) {
  return { lastVisitAt: (await advanceFeedSeen(db, userId, seenAt)).toISOString() };
}
