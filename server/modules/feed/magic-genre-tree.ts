/**
 * The genre taxonomy's parents and children for MAGIC (docs/decisions/006-magic-score.md):
 * a request tagged "Old School Hip Hop" matches a member who chose "Hip Hop" (the request is more
 * specific than the taste), and a request tagged "Hip Hop" matches one who chose "Old School Hip
 * Hop" with a smaller weight (the request is broader than the taste).
 *
 * Pure. The relation is built from two sources, both keyed by the name's letters and digits so
 * "Hip-Hop" and "hip hop" meet:
 *  1. the vendored beets genre tree (data/genres/beets_genre_tree.json: each node's `path` of
 *     ancestors): every ancestor of a genre that is also in the taxonomy is its ancestor here;
 *  2. the taxonomy's own categories: a category named after a genre ("Hip Hop", "Rock", or one
 *     part of "Funk & Disco") makes that genre the ancestor of the category's other genres.
 */
import { foldForSearch } from '../../../common/text';

/** A beets tree node, reduced to what is read. */
export interface GenreTreeNode {
  name: string;
  /** Ancestor names, root first. */
  path: string[];
}

/** One (descendant, ancestor) pair of taxonomy genre ids. */
export interface GenreAncestry {
  child: number;
  ancestor: number;
}

/** Letters and digits of a folded name: "Hip-Hop", "hip hop" and "HipHop" give "hiphop". */
export function genreKey(name: string): string {
  return foldForSearch(name).replace(/[^a-z0-9]/g, '');
}

/**
 * Every (descendant, ancestor) pair among `genres`, from the beets `tree` and the taxonomy's
 * `categories` (name and member genre ids). A genre is never its own ancestor; pairs are unique
 * and sorted (child, then ancestor), so the result is stable for a given taxonomy.
 */
export function genreAncestry(
  genres: readonly { id: number; name: string }[],
  categories: readonly { name: string; genreIds: readonly number[] }[],
  tree: readonly GenreTreeNode[],
): GenreAncestry[] {
  const idByKey = new Map<string, number>();
  for (const g of genres) if (!idByKey.has(genreKey(g.name))) idByKey.set(genreKey(g.name), g.id);
  const pairs = new Set<string>();
  const add = (child: number, ancestor: number) => {
    if (child !== ancestor) pairs.add(`${child},${ancestor}`);
  };

  // A name may occur twice in the tree ("hardcore hip hop" under two parents): keep every path.
  const pathsByKey = new Map<string, string[][]>();
  for (const node of tree) {
    const key = genreKey(node.name);
    pathsByKey.set(key, [...(pathsByKey.get(key) ?? []), node.path]);
  }
  for (const g of genres) {
    for (const path of pathsByKey.get(genreKey(g.name)) ?? []) {
      for (const name of path) {
        const ancestor = idByKey.get(genreKey(name));
        if (ancestor !== undefined) add(g.id, ancestor);
      }
    }
  }

  for (const category of categories) {
    const heads = category.name
      .split(/\s+&\s+/)
      .map((part) => idByKey.get(genreKey(part)))
      .filter((id): id is number => id !== undefined);
    for (const head of heads)
      for (const id of category.genreIds) if (!heads.includes(id)) add(id, head);
  }

  return [...pairs]
    .map((p) => p.split(',').map(Number) as [number, number])
    .sort((a, b) => a[0] - b[0] || a[1] - b[1])
    .map(([child, ancestor]) => ({ child, ancestor }));
}

/** How a request genre relates to a member's favourites, strongest first (decision 006). */
export const GENRE_MATCH_WEIGHTS = {
  /** The request's genre is one of the favourites. */
  exact: 1,
  /** The request's genre is a descendant of a favourite ("Old School Hip Hop" for a "Hip Hop" fan). */
  child: 0.8,
  /**
   * The request's genre is an ancestor of a favourite, at any level ("Hip Hop" for an "Old School
   * Hip Hop" fan, "Rock" for an "Indie Folk" one): broader than the taste, so it ranks below the
   * member's own genres of the 14-day window and above unmatched requests (docs/decisions/055).
   * At 0.6 a fresh "Pop" request outranked a "Dream Pop" fan's own genres of the last weeks.
   */
  parent: 0.4,
} as const;

/**
 * The weight of every genre that matches `favourites` (genre ids): 1 for a favourite, 0.8 for a
 * descendant of one, 0.4 for an ancestor of one; the strongest relation wins.
 */
export function favouriteGenreWeights(
  favourites: readonly number[],
  ancestry: readonly GenreAncestry[],
): Map<number, number> {
  const weights = new Map<number, number>();
  const raise = (id: number, w: number) => weights.set(id, Math.max(weights.get(id) ?? 0, w));
  const fav = new Set(favourites);
  for (const id of fav) raise(id, GENRE_MATCH_WEIGHTS.exact);
  for (const { child, ancestor } of ancestry) {
    if (fav.has(ancestor)) raise(child, GENRE_MATCH_WEIGHTS.child);
    if (fav.has(child)) raise(ancestor, GENRE_MATCH_WEIGHTS.parent);
  }
  return weights;
}

/**
 * The beets tree as (descendant key, ancestor key) pairs of genreKey names, every level up, unique:
 * the ranking's SQL joins them to the taxonomy's genres by the same key (magic.repository.ts).
 */
export function treeKeyPairs(tree: readonly GenreTreeNode[]): {
  childKeys: string[];
  ancestorKeys: string[];
} {
  const pairs = new Set<string>();
  for (const node of tree) {
    const child = genreKey(node.name);
    for (const name of node.path) {
      const ancestor = genreKey(name);
      if (ancestor !== child) pairs.add(`${child}|${ancestor}`);
    }
  }
  const sorted = [...pairs].sort();
  return {
    childKeys: sorted.map((p) => p.split('|')[0]!),
    ancestorKeys: sorted.map((p) => p.split('|')[1]!),
  };
}
