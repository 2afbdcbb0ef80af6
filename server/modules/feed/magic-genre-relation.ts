/**
 * The genre relation MAGIC matching uses (a favourite, its parents and its children), computed in
 * SQL from the vendored beets genre tree and the taxonomy's categories.
 */
import { readFileSync } from 'node:fs';
import { sql, type SQL } from 'drizzle-orm';
import { HIDDEN_GENRE_PREFIX } from '../../../common/constants';
import { genreCategories, genreCategoryRelationships, genres } from '../../db/schema/index';
import { dataFilePath } from '../../lib/data-files';
import { textArrayLiteral } from '../../lib/sql';
import { treeKeyPairs, type GenreTreeNode } from './magic-genre-tree';

/** The vendored beets tree's (descendant, ancestor) name keys, read once per process. */
let treePairs: ReturnType<typeof treeKeyPairs> | null = null;
function genreTreePairs() {
  treePairs ??= treeKeyPairs(
    JSON.parse(
      readFileSync(dataFilePath('genres/beets_genre_tree.json'), 'utf8'),
    ) as GenreTreeNode[],
  );
  return treePairs;
}

/**
 * CTEs `gkey` (visible genres with their genreKey) and `rel (child, ancestor)`: the taxonomy's
 * parent/child relation of magic-genre-tree.ts genreAncestry, computed in the statement that uses
 * it (so a ranking stays one statement and never sees a stale taxonomy): the beets tree's pairs,
 * bound as two text arrays and joined by key, plus each category named after a genre (or one part
 * of "A & B") as the ancestor of its other genres. genres.search_name is foldForSearch(name), so
 * stripping it to letters and digits gives genreKey.
 */
export function genreRelationCtes(): SQL {
  const { childKeys, ancestorKeys } = genreTreePairs();
  const hidden = `${HIDDEN_GENRE_PREFIX.replace(/_/g, '\\_')}%`;
  return sql`
    gkey as (
      select ${genres.id} as id, regexp_replace(${genres.searchName}, '[^a-z0-9]', '', 'g') as k from ${genres}
      where ${genres.active} and ${genres.name} not like ${hidden}
    ),
    tree as (select * from unnest(${textArrayLiteral(childKeys)}::text[], ${textArrayLiteral(ancestorKeys)}::text[]) as t(ck, ak)),
    cat_heads as (
      select c.id as category_id, h.id as head
      from ${genreCategories} c
      cross join lateral unnest(string_to_array(c.name, ' & ')) as part(p)
      join gkey h on h.k = regexp_replace(lower(part.p), '[^a-z0-9]', '', 'g')
    ),
    rel as (
      select c.id as child, a.id as ancestor from tree join gkey c on c.k = tree.ck join gkey a on a.k = tree.ak where c.id <> a.id
      union
      select r.genre_id, ch.head from cat_heads ch join ${genreCategoryRelationships} r on r.category_id = ch.category_id
      where not exists (select 1 from cat_heads o where o.category_id = ch.category_id and o.head = r.genre_id)
    )`;
}
