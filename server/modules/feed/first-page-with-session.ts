/**
 * Page 1 of the home feed in RECENT order, read in the session lookup's own statement (decision
 * 057): the feed's most frequent call costs one round trip instead of two. The session hook runs
 * it (auth/session-companion.ts) and keeps the rows only for a live session; the route takes them
 * only when its validated query asks for exactly that page (plainFirstPage).
 *
 * The answer is kept per session with the database snapshot its rows were read under (decision
 * 061). While the snapshot is unchanged (nothing committed anywhere since), the statement skips the
 * page and the route sends the kept bytes: the same answer, without reading, building or
 * serialising it again.
 */
import type { FastifyRequest } from 'fastify';
import type { SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { FEED_PAGE_SIZE } from '../../../common/constants';
import type { Database } from '../../db/client';
import type { EarlierRead, SessionCompanion } from '../auth/index';
import { feedConditions } from './feed-filter';
import { MAX_INT4, pageQuery } from './feed.repository';
import { PAGE_ROW_VALUES, pageRowFromValues, type PageRow } from './feed-page-columns';
import { boundaryListKey, rememberBoundaries, seekBoundaries } from './seek-boundaries';

const KEY = 'feed_recent_first';

/**
 * RECENT page 1's answers by session token hash, each with the snapshot its rows were read under:
 * one process's cache, bounded by size (least recently used out first). Exactness rests on the
 * database's snapshot check, not on invalidation, so it holds with several instances.
 */
export class FirstPageAnswers {
  private readonly answers: LRUCache<string, EarlierRead & { result: string }>;
  /** Answers sent from the cache, and answers kept (read by tests and the floor bench). */
  reused = 0;
  kept = 0;

  constructor(maxCharacters: number) {
    this.answers = new LRUCache({
      maxSize: maxCharacters,
      sizeCalculation: (answer) => answer.result.length + answer.dbSnapshot.length,
    });
  }

  get(tokenHash: string): EarlierRead | undefined {
    return this.answers.get(tokenHash);
  }

  set(tokenHash: string, dbSnapshot: string, body: string): void {
    this.kept++;
    this.answers.set(tokenHash, { dbSnapshot, result: body });
  }
}

const answerCaches = new WeakMap<Database, FirstPageAnswers>();

/**
 * The first-page answers kept on `db`: 8 Mi characters at most, about 900 sessions' pages of
 * 9 KiB (one instance's memory, not the database's).
 */
export function firstPageAnswers(db: Database): FirstPageAnswers {
  let cache = answerCaches.get(db);
  if (!cache) answerCaches.set(db, (cache = new FirstPageAnswers(8 * 1024 * 1024)));
  return cache;
}

/** Query-string keys page 1 of RECENT may carry, and the values that keep it that page. */
const PLAIN_FIRST_PAGE: Record<string, readonly (string | undefined)[] | null> = {
  sort: [undefined, 'recent'],
  page: [undefined, '1'],
  limit: [undefined, String(FEED_PAGE_SIZE)],
  unanswered: [undefined, 'false'],
  following: [undefined, 'false'],
  // Any value: a userId naming someone else is refused by the route (requireSelf), rows unused.
  userId: null,
};

/** Whether a raw query string (before validation) asks for page 1 of RECENT with no filter. */
function asksPlainFirstPage(query: unknown): boolean {
  if (!query || typeof query !== 'object') return false;
  return Object.entries(query).every(([key, value]) => {
    const allowed = Object.hasOwn(PLAIN_FIRST_PAGE, key) ? PLAIN_FIRST_PAGE[key] : undefined;
    if (allowed === undefined) return false;
    return allowed === null || allowed.includes(value as string | undefined);
  });
}

/** The session hook's companion for GET /api/requests: RECENT page 1 for the session's member. */
export function recentFirstPageCompanion(db: Database): SessionCompanion {
  return {
    pick: (request, tokenHash) =>
      asksPlainFirstPage(request.query)
        ? { key: KEY, values: {}, earlier: firstPageAnswers(db).get(tokenHash) }
        : null,
    build: (_key, viewer: SQL) =>
      pageQuery(
        db,
        'recent',
        feedConditions({ viewerId: viewer }),
        0,
        FEED_PAGE_SIZE + 1,
        viewer,
        'prepared-first',
        true,
      ).getSQL(),
  };
}

/** What the feed route validated of its query, as far as the first page's shape goes. */
interface ValidatedQuery {
  page: number;
  limit: number;
  sort: string;
  search?: string | undefined;
  genreId?: number | undefined;
  snapshot?: number | undefined;
  at?: Date | undefined;
  window?: string | undefined;
  unanswered: boolean;
  following: boolean;
}

/** What the session hook read of RECENT page 1: its kept answer, or its rows. */
export type FirstPageRead =
  | { body: string }
  | {
      rows: PageRow[];
      /** Keeps the answer made of `rows` for this session (when their snapshot is known). */
      keep(body: string): void;
    };

/**
 * When `query` asks for exactly page 1 of RECENT: the answer kept for this session if the
 * database is unchanged since it was read, else the page rows the session hook read with the
 * session (as listRequestPage would return them, with its boundaries remembered the same way).
 * Otherwise undefined, and the route reads the page itself.
 */
export function plainFirstPage(
  db: Database,
  request: FastifyRequest,
  viewerId: number,
  query: ValidatedQuery,
): FirstPageRead | undefined {
  const read = request.sessionCompanion;
  const tokenHash = request.sessionTokenHash;
  if (read?.key !== KEY || request.user?.id !== viewerId || !tokenHash) return undefined;
  const plain =
    query.sort === 'recent' &&
    query.page === 1 &&
    query.limit === FEED_PAGE_SIZE &&
    !query.search &&
    query.genreId === undefined &&
    query.snapshot === undefined &&
    query.at === undefined &&
    query.window === undefined &&
    !query.unanswered &&
    !query.following;
  if (!plain) return undefined;
  const answers = firstPageAnswers(db);
  if (typeof read.earlier === 'string') {
    answers.reused++;
    return { body: read.earlier };
  }
  const rows = read.rows.map((values) => pageRowFromValues(values.slice(0, PAGE_ROW_VALUES)));
  rememberBoundaries(
    seekBoundaries(db),
    {
      list: boundaryListKey('recent', false, viewerId),
      snapshot: MAX_INT4,
      offset: 0,
      limit: FEED_PAGE_SIZE,
      anchored: false,
    },
    rows,
    rows,
  );
  const { dbSnapshot } = read;
  return {
    rows,
    keep: (body) => {
      if (dbSnapshot) answers.set(tokenHash, dbSnapshot, body);
    },
  };
}
