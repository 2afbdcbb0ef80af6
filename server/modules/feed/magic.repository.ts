/**
 * Queries of the MAGIC sort (spec 000 §3 magicSortReason; decision 006): the bounded candidate set
 * a ranking is computed from, and one page of a ranking, read from the shared cache
 * (magic-cache.ts) or stored and read in one statement.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { prepareMapped, preparedOnce } from '../../db/prepared-statements';
import { requests, users } from '../../db/schema/index';
import { parseJsonColumn, parseTimestampColumn } from '../../lib/sql';
import type { GenreAncestry } from './magic-genre-tree';
import type { MagicSortReason } from '../../../common/schemas';
import { cachedRankingCte, cachedRankingStatementName } from './magic-cache';
import {
  candidatePoolCte,
  genreMatchCtes,
  signalCtes,
  viewerTasteCtes,
} from './magic-candidate-ctes';
import { genreRelationCtes } from './magic-genre-relation';
import { feedConditions, type FeedFilter } from './feed-filter';
import {
  genresColumn,
  pageRequestColumns,
  requestFromValues,
  type RequestRow,
} from './feed-page-columns';

export { MAGIC_POOLS } from './magic-candidate-ctes';

/** One MAGIC candidate with what its score needs (magic-score.ts). */
export interface MagicCandidateRow {
  request: RequestRow;
  author: { id: number; displayName: string; slug: string; profilePicture: string | null };
  /** The request's genres matching the viewer's favourites or their parents/children, strongest first. */
  matchedRequestGenres: string[];
  /** Match weight of each of matchedRequestGenres (magic-genre-tree.ts GENRE_MATCH_WEIGHTS). */
  matchedRequestGenreWeights: number[];
  matchedResponseGenres: string[];
  /** Σ match weights of its responses' matching genre tags. */
  matchedResponseGenreCount: number;
  /** Upvotes, saves and verdicts on it by members sharing a favourite genre with the viewer. */
  tasteSignals: number;
  /** How many responses the viewer wrote on it. */
  ownResponses: number;
  snapshot: number;
}

/** The whole relation genreRelationCtes computes, sorted (for tests and the evaluation). */
export async function listGenreAncestry(db: Database): Promise<GenreAncestry[]> {
  const result = (await db.execute(
    sql`with ${genreRelationCtes()} select child, ancestor from rel order by child, ancestor`,
  )) as unknown as {
    rows: { child: number; ancestor: number }[];
  };
  return result.rows.map((r) => ({ child: Number(r.child), ancestor: Number(r.ancestor) }));
}

/**
 * The bounded candidate set of the MAGIC sort with everything the score needs, in ONE query:
 * the newest requests, the newest requests tagged with a genre matching the viewer's favourites
 * (a favourite, or a parent or child of one: genreRelationCtes; index request_genres_genre_request_idx),
 * and the most answered ones; plus, per candidate, its matching genres with their weights, the
 * weighted matching genres of its responses, and the upvotes, saves and verdicts of members who
 * share a favourite genre with the viewer.
 */
export async function listMagicCandidates(
  db: Database,
  viewerId: number,
  filter: FeedFilter,
): Promise<MagicCandidateRow[]> {
  const where = feedConditions(filter) ?? sql`true`;
  const result = (await db.execute(sql`
    with ${viewerTasteCtes(viewerId)},
    ${candidatePoolCte(where)},
    ${genreMatchCtes()},
    ${signalCtes(viewerId)}
    select q.id, q.user_id, q.type, q.content, q.gif_url, q.song_id, q.song_data, q.upvotes, q.responses,
      q.search_text, q.created_at, q.edited_at, q.hidden_at,
      u.display_name, u.slug, u.profile_picture,
      coalesce(req_match.names, '{}') as req_names,
      coalesce(req_match.weights, '{}') as req_weights,
      coalesce(resp_match.names, '{}') as resp_names,
      coalesce(resp_match.n, 0) as resp_n,
      coalesce(taste.n, 0) as taste_n,
      coalesce(own.n, 0) as own_n,
      (select coalesce(max(${requests.id}), 0) from ${requests}) as snapshot
    from ${requests} q
    join ${users} u on u.id = q.user_id
    left join req_match on req_match.request_id = q.id
    left join resp_match on resp_match.request_id = q.id
    left join taste on taste.request_id = q.id
    left join own on own.request_id = q.id
    -- = any(array(…)) makes the planner fetch candidates by primary key instead of hashing the table.
    where q.id = any(array(select id from cand))
  `)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((row) => ({
    request: rawRequestRow(row),
    author: rawAuthor(row),
    ownResponses: Number(row.own_n),
    matchedRequestGenres: pgArray(row.req_names),
    matchedRequestGenreWeights: pgArray(row.req_weights).map(Number),
    matchedResponseGenres: pgArray(row.resp_names),
    matchedResponseGenreCount: Number(row.resp_n),
    tasteSignals: Number(row.taste_n),
    snapshot: Number(row.snapshot),
  }));
}

/** A request row from raw SQL (snake_case columns of `requests`). */
function rawRequestRow(row: Record<string, unknown>): RequestRow {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    type: row.type as RequestRow['type'],
    content: (row.content as string | null) ?? null,
    gifUrl: (row.gif_url as string | null) ?? null,
    songId: (row.song_id as string | null) ?? null,
    songData: parseJsonColumn<RequestRow['songData']>(row.song_data),
    upvotes: Number(row.upvotes),
    responses: Number(row.responses),
    searchText: String(row.search_text ?? ''),
    createdAt: parseTimestampColumn(row.created_at as string | Date),
    editedAt: row.edited_at ? parseTimestampColumn(row.edited_at as string | Date) : null,
    hiddenAt: row.hidden_at ? parseTimestampColumn(row.hidden_at as string | Date) : null,
  };
}

/** The author columns (display_name, slug, profile_picture) of a raw request row. */
function rawAuthor(row: Record<string, unknown>) {
  return {
    id: Number(row.user_id),
    displayName: String(row.display_name),
    slug: String(row.slug),
    profilePicture: (row.profile_picture as string | null) ?? null,
  };
}

export interface MagicPage {
  /** The ranking's snapshot id, scoring time and length; null when there is no fresh ranking. */
  ranking: { snapshot: number; at: Date; total: number } | null;
  /** The page's requests in rank order (requests deleted since ranking are left out). */
  rows: {
    position: number;
    request: RequestRow;
    author: ReturnType<typeof rawAuthor>;
    genres: { id: number; name: string }[];
    answered: boolean;
    /** The stored score explanation (null when the ranking was computed by this call). */
    reason: MagicSortReason | null;
  }[];
}

/**
 * One page of a MAGIC ranking in ONE statement: `rankingCtes` (feed/magic-cache.ts) yields a
 * `ranking` CTE with the page's ids, and possibly stores a new ranking first; this reads those
 * requests by primary key with authors and genres. No ranking row → `ranking: null` (a miss).
 * Rows are built by hand from the values in select order (magicRowFromValues).
 */
function magicPageQuery(rankingCtes: SQL): SQL {
  return sql`
    with ${rankingCtes}
    select k.snapshot, k.ranked_at, k.total, p.ord, k.page_reasons[p.ord::int], p.id = any(k.answered),
      ${sql.join(Object.values(pageRequestColumns), sql`, `)},
      ${users.displayName}, ${users.slug}, ${users.profilePicture},
      ${genresColumn}
    from ranking k
    left join lateral unnest(k.page_ids) with ordinality p(id, ord) on true
    left join ${requests} on ${requests.id} = p.id and ${requests.hiddenAt} is null
    left join ${users} on ${users.id} = ${requests.userId}
    order by p.ord
  `;
}

/** One row of magicPageQuery; `request` and `author` are null where the ranked request is gone. */
interface MagicRow {
  snapshot: number;
  rankedAt: Date;
  total: number;
  /** Null when the ranking has no row on this page. */
  position: number | null;
  reason: MagicSortReason | null;
  answered: boolean;
  request: RequestRow | null;
  author: ReturnType<typeof rawAuthor> | null;
  genres: { id: number; name: string }[];
}

/** A magicPageQuery row from its values in select order. */
function magicRowFromValues(v: unknown[]): MagicRow {
  const request = v[6] === null ? null : requestFromValues(v, 6);
  return {
    snapshot: Number(v[0]),
    rankedAt: parseTimestampColumn(v[1] as string | Date),
    total: Number(v[2]),
    position: v[3] === null ? null : Number(v[3]),
    reason: v[4] === null ? null : parseJsonColumn<MagicSortReason>(v[4]),
    answered: v[5] === true,
    request,
    author: request && {
      id: request.userId,
      displayName: v[18] as string,
      slug: v[19] as string,
      profilePicture: v[20] as string | null,
    },
    genres: v[21] === null ? [] : parseJsonColumn<{ id: number; name: string }[]>(v[21]),
  };
}

/** A MagicPage from magicPageQuery's rows. */
function magicPageFrom(rows: MagicRow[]): MagicPage {
  const first = rows[0];
  if (!first) return { ranking: null, rows: [] };
  return {
    ranking: { snapshot: first.snapshot, at: first.rankedAt, total: first.total },
    rows: rows.flatMap(({ position, request, author, genres, answered, reason }) =>
      request && author && position !== null
        ? [{ position, request, author, genres, answered, reason }]
        : [],
    ),
  };
}

/** A page read through `rankingCtes` (a ranking being stored: its values are in the text), in one statement. */
export async function listMagicPage(db: Database, rankingCtes: SQL): Promise<MagicPage> {
  return magicPageFrom(
    await prepareMapped(db, magicPageQuery(rankingCtes), undefined, magicRowFromValues).execute({}),
  );
}

/**
 * A page of the member's cached ranking (cachedRankingCte with `values`, see cachedRankingValues):
 * one named prepared statement per kind of page (page 1, or a later page under its snapshot),
 * built once per handle and planned once per PostgreSQL connection.
 */
export async function listCachedMagicPage(
  db: Database,
  later: boolean,
  values: Record<string, unknown>,
): Promise<MagicPage> {
  const name = cachedRankingStatementName(later);
  const statement = preparedOnce(db, name, () =>
    prepareMapped(db, magicPageQuery(cachedRankingCte(later)), name, magicRowFromValues),
  );
  return magicPageFrom(await statement.execute(values));
}

/** node-postgres and PGlite both parse text[] into arrays; this also accepts the '{a,b}' literal. */
function pgArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' && value.startsWith('{')) {
    const inner = value.slice(1, -1);
    return inner ? inner.split(',').map((s) => s.replace(/^"|"$/g, '')) : [];
  }
  return [];
}
