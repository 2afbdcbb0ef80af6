/**
 * Taste match in SQL (docs/decisions/017-co-signs-and-verdicts.md): how many of the
 * viewer's favourite genres appear in another member's taste, where a member's taste is their
 * favourite genres plus the genres of the answers they gave and of the answers they saved.
 * Fragments, so a list of answers gets the figure per row inside its one statement (no N+1).
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * Count (int) of the viewer's favourite genres found in the taste of the member whose id is
 * `otherUserId` (a column or a value; `viewerId` a value or a placeholder). Uses user_genres' primary key (user_id, genre_id),
 * responses_user_created_idx and response_genres' primary key, saved_songs_user_created_idx.
 */
export function sharedGenresSql(
  viewerId: SQLWrapper | number,
  otherUserId: SQLWrapper | number,
): SQL<number> {
  return sql<number>`(select count(*)::int from user_genres vg where vg.user_id = ${viewerId} and (
    exists (select 1 from user_genres og where og.user_id = ${otherUserId} and og.genre_id = vg.genre_id)
    or exists (select 1 from responses orr join response_genres org on org.response_id = orr.id
               where orr.user_id = ${otherUserId} and org.genre_id = vg.genre_id)
    or exists (select 1 from saved_songs os join response_genres osg on osg.response_id = os.response_id
               where os.user_id = ${otherUserId} and osg.genre_id = vg.genre_id)))`;
}

/** Count (int) of the viewer's favourite genres: the denominator of "shares 6 of your 10 genres". */
export function favouriteGenreCountSql(viewerId: SQLWrapper | number): SQL<number> {
  return sql<number>`(select count(*)::int from user_genres where user_id = ${viewerId})`;
}

/** The taste-match object from the two counts: null when the viewer has no genres or is the other member. */
export function toTasteMatch(
  shared: number,
  of: number,
  isSelf: boolean,
): { shared: number; of: number } | null {
  if (isSelf || of === 0) return null;
  return { shared: Number(shared), of: Number(of) };
}
