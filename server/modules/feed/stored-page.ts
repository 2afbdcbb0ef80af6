/**
 * One page of a stored sort (recent, responses, upvotes) or of Top (decision 050), with what the
 * items add to the rows; feed.service.ts composes it with MAGIC's pages.
 */
import { DEFAULT_TOP_WINDOW, type TopWindow } from '../../../common/constants';
import type { GenreRef, PublicUser } from '../../../common/schemas';
import type { Database } from '../../db/client';
import { withViewerAnswerCounts, type RequestRow } from '../requests/requests.service';
import type { FeedFilter, StoredSort } from './feed-filter';
import type { PageRow } from './feed-page-columns';
import * as repo from './feed.repository';
import type { MagicSortReason } from './magic-score';
import { listTopPage } from './top-page';

/** What a stored page reads of the feed query. */
export interface StoredPageQuery {
  sort: StoredSort | 'top';
  limit: number;
  snapshot?: number | undefined;
  at?: Date | undefined;
  window?: TopWindow | undefined;
}

export /** A page's rows and what the items add to them, whichever sort read it. */
interface ReadPage {
  rows: { request: RequestRow; author: PublicUser; reason?: MagicSortReason }[];
  snapshot: number;
  hasMore: boolean;
  genreMap: Map<number, GenreRef[]>;
  responded: Set<number>;
  /** The page's requests the viewer upvoted (the cards' toggles, decision 050). */
  upvoted: Set<number>;
  /** The viewer's last-visit mark, where the page statement reads it (not MAGIC's). */
  lastVisitAt?: Date | null;
}

/**
 * A page of a stored sort or of Top: one statement, whose rows also say whether the viewer
 * upvoted each request; answers of members the viewer blocks come off the counts in one more
 * query, only for a viewer who blocks someone (the page statement says so).
 */
export async function storedFeedPage(
  db: Database,
  viewerId: number,
  filter: FeedFilter,
  query: StoredPageQuery,
  offset: number,
  /** The page's rows when already read (page 1 of RECENT with the session, decision 057). */
  readRows?: PageRow[],
): Promise<ReadPage> {
  const { sort } = query;
  const rows = readRows
    ? readRows
    : sort === 'top'
      ? await listTopPage(
          db,
          filter,
          query.window ?? DEFAULT_TOP_WINDOW,
          query.at ?? new Date(),
          offset,
          query.limit,
          viewerId,
        )
      : await repo.listRequestPage(db, sort, filter, offset, query.limit, viewerId);
  const pageRows = rows.slice(0, query.limit);
  return {
    rows: rows[0]?.viewerBlocks ? await withViewerAnswerCounts(db, viewerId, pageRows) : pageRows,
    snapshot: query.snapshot ?? rows[0]?.snapshot ?? 0,
    hasMore: rows.length > query.limit,
    genreMap: new Map(rows.map((r) => [r.request.id, r.genres])),
    responded: new Set(rows.filter((r) => r.responded).map((r) => r.request.id)),
    upvoted: new Set(pageRows.filter((r) => r.upvoted).map((r) => r.request.id)),
    lastVisitAt: rows[0]?.lastVisitAt ?? null,
  };
}
