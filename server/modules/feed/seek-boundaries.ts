/**
 * Deep feed pages without walking the offset: where each page of a list starts (the row before
 * it, under one database snapshot, db/snapshot.ts), remembered per database handle, and the SQL a
 * page statement needs to seek there (decision 009).
 */
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { requests } from '../../db/schema/index';
import type { StoredSort } from './feed-filter';

/** Where a page starts: the sort key and id of the row before it, valid under one database snapshot. */
interface SeekBoundary {
  /** `pg_current_snapshot()` of the statement that read the row. */
  dbSnapshot: string;
  /** The row's sort key as exact text (SEEK_KEY). */
  key: string;
  id: number;
}

/**
 * A bounded, least-recently-used map of page boundaries: `list|snapshot id|offset` → the key of the
 * row at `offset − 1`. A deep page's OFFSET walks every earlier index entry (10,000 on page 500:
 * 3–5 ms on PGlite, more than the rest of the page); knowing the row before the page, the statement
 * seeks to it instead. Exactness does not rest on invalidation: a boundary is used only by a
 * statement whose `pg_current_snapshot()` is the one it was read under (no transaction committed or
 * aborted anywhere in between, so every row and the blocked list are the same) and that runs
 * outside a writing transaction; otherwise that statement returns nothing and a second one walks
 * the offset (a page costs two statements only when the database moved since). One process's
 * cache; the check is the database's, so it holds with several instances on one PostgreSQL.
 */
export class SeekBoundaries {
  private readonly entries = new Map<string, SeekBoundary>();
  /** Pages read with a known boundary, and those whose statement could use it (read by tests). */
  offered = 0;
  used = 0;

  constructor(private readonly max: number) {}

  get(key: string): SeekBoundary | undefined {
    const found = this.entries.get(key);
    if (found) {
      this.entries.delete(key);
      this.entries.set(key, found);
    }
    return found;
  }

  set(key: string, value: SeekBoundary) {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }
}

const seekCaches = new WeakMap<Database, SeekBoundaries>();

/** The page boundaries known on `db` (see SeekBoundaries); 2,000 at most, ≈0.3 MiB. */
export function seekBoundaries(db: Database): SeekBoundaries {
  let cache = seekCaches.get(db);
  if (!cache) seekCaches.set(db, (cache = new SeekBoundaries(2_000)));
  return cache;
}

/**
 * A row's sort key as exact text: timestamps as integer microseconds since the epoch (a Date would
 * lose the microseconds, and text output depends on the session's settings).
 */
export const SEEK_KEY: Record<StoredSort, SQL<string>> = {
  recent: sql<string>`((extract(epoch from ${requests.createdAt}) * 1000000)::bigint)::text`,
  responses: sql<string>`${requests.responses}::text`,
  upvotes: sql<string>`${requests.upvotes}::text`,
};

/** The list a page's boundaries belong to: its sort, the unanswered filter and the viewer. */
export function boundaryListKey(sort: StoredSort, unanswered: boolean, viewerId: number): string {
  return `${sort}|${unanswered ? 1 : 0}|${viewerId}`;
}

/** "At or after the boundary (key, id)" in the sort's descending order: a row comparison the sort's index seeks to. */
export function atOrAfter(sort: StoredSort, key: Placeholder, id: Placeholder): SQL {
  if (sort === 'recent') {
    return sql`(${requests.createdAt}, ${requests.id}) <= ('epoch'::timestamptz + ${key}::bigint * interval '1 microsecond', ${id}::int)`;
  }
  const column = sort === 'responses' ? requests.responses : requests.upvotes;
  return sql`(${column}, ${requests.id}) <= (${key}::int, ${id}::int)`;
}

/** What rememberBoundaries reads of a page row. */
interface PageRow {
  dbSnapshot: string | null;
  snapshot: number;
  seekKey: string;
  request: { id: number };
}

/**
 * Keeps where this page starts (its anchor, after page 1) and where the next one starts, under the
 * page's snapshot id and, when it is page 1's own, under that too: a later read of either page can
 * then seek by key instead of walking the offset (see seekBoundaries).
 */
export function rememberBoundaries(
  boundaries: SeekBoundaries,
  at: { list: string; snapshot: number; offset: number; limit: number; anchored: boolean },
  rows: PageRow[],
  page: PageRow[],
): void {
  const dbSnapshot = rows[0]?.dbSnapshot;
  if (!dbSnapshot) return;
  const { list, snapshot, offset, limit, anchored } = at;
  // Under page 1's own snapshot id (the newest id when it was read) the filter `id ≤ snapshot` is
  // the same as none, so the boundaries also serve the later pages, which pass that id.
  const snapshots = rows[0]!.snapshot <= snapshot ? [snapshot, rows[0]!.snapshot] : [snapshot];
  for (const s of snapshots) {
    if (anchored)
      boundaries.set(`${list}|${s}|${offset}`, {
        dbSnapshot,
        key: rows[0]!.seekKey,
        id: rows[0]!.request.id,
      });
    const last = page[limit - 1];
    if (last && page.length > limit)
      boundaries.set(`${list}|${s}|${offset + limit}`, {
        dbSnapshot,
        key: last.seekKey,
        id: last.request.id,
      });
  }
}
