/**
 * Page 1 of the home feed in RECENT order, read in the session lookup's own statement (decision
 * 057): the feed's most frequent call costs one round trip instead of two. The session hook runs
 * it (auth/session-companion.ts) and keeps the rows only for a live session; the route takes them
 * only when its validated query asks for exactly that page (plainFirstPageRows).
 */
import type { FastifyRequest } from 'fastify';
import type { SQL } from 'drizzle-orm';
import { FEED_PAGE_SIZE } from '../../../common/constants';
import type { Database } from '../../db/client';
import type { SessionCompanion } from '../auth/index';
import { feedConditions } from './feed-filter';
import { MAX_INT4, pageQuery } from './feed.repository';
import { PAGE_ROW_VALUES, pageRowFromValues, type PageRow } from './feed-page-columns';
import { boundaryListKey, rememberBoundaries, seekBoundaries } from './seek-boundaries';

const KEY = 'feed_recent_first';

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
    pick: (request) => (asksPlainFirstPage(request.query) ? { key: KEY, values: {} } : null),
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

/**
 * The page rows the session hook read with the session (as listRequestPage would return them for
 * page 1 of RECENT, with its boundaries remembered the same way), when `query` asks for exactly
 * that page; else undefined, and the route reads the page itself.
 */
export function plainFirstPageRows(
  db: Database,
  request: FastifyRequest,
  viewerId: number,
  query: ValidatedQuery,
): PageRow[] | undefined {
  const read = request.sessionCompanion;
  if (read?.key !== KEY || request.user?.id !== viewerId) return undefined;
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
  return rows;
}
